import { z } from 'zod';
import type { Ctx } from '../../context';
import { badInput } from '../../errors/app-error';
import { fetchJson } from '../oauth/http';
import type { SessionPort } from './session-port';

// Cloudflare Turnstile, checked once per session (reference/rest-api.md §4.2). The verify URL
// is an option so tests (and self-hosted verifiers) can point elsewhere.

export const TURNSTILE_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';
const FAILED = 'Turnstile 校验失败，请刷新重试！';

export async function checkTurnstile(ctx: Ctx, session: SessionPort, token: string | undefined | null): Promise<void> {
  const o = ctx.app.options;
  if (!o.bool('TurnstileCheckEnabled')) return;
  if (session.read().turnstile) return;
  if (!token) throw badInput('Turnstile token 为空');
  const body = new URLSearchParams({ secret: o.get('TurnstileSecretKey'), response: token, remoteip: ctx.ip });
  const res = z
    .object({ success: z.boolean() })
    .safeParse(await fetchJson(o.get('TurnstileVerifyURL') || TURNSTILE_VERIFY_URL, { method: 'POST', body }, FAILED));
  if (!res.success || !res.data.success) throw badInput(FAILED);
  session.update({ turnstile: true });
}
