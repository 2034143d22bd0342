import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Relay } from '../relay';
import type { RuntimeChannel } from '../channel-cache';
import { authenticateToken, routingGroups, type RelayCaller } from '../token-auth';
import { earlyError, errorBody, RelayError } from '../relay-error';
import { CallAbort } from '../upstream';

// What the Midjourney and Suno handlers share: token auth + channel choice (the
// distributor), the upstream call, and the two task error shapes (reference/messages.md §1).

/** A Midjourney-proxy failure: HTTP 400 (429 for code 30) `{description, type, code}`. */
export class MjError extends Error {
  constructor(
    readonly code: number,
    readonly description: string,
    readonly result = '',
  ) {
    super(description);
  }
}

/** MjRequestError / MjErrorUnknown of the original. */
export const MJ_REQUEST_ERROR = 4;
export const MJ_ERROR_UNKNOWN = 5;
const MJ_SATURATED = '当前分组负载已饱和，请稍后再试，或升级账户以提升服务质量。';

/** A Suno/video task failure: `{code, message, data}` with the given status. */
export class TaskError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface TaskRoute {
  caller: RelayCaller;
  channel: RuntimeChannel;
  usingGroup: string;
}

/** TokenAuth + Distribute for a task call that selects a channel. */
export async function routeTask(relay: Relay, req: FastifyRequest, model: string): Promise<TaskRoute> {
  const caller = await authenticateToken(relay, req, model);
  const groups = routingGroups(relay, caller.requestedGroup, caller.user.group);
  if (caller.pinnedChannel) {
    const channel = relay.channels.get(caller.pinnedChannel);
    if (channel) return { caller, channel, usingGroup: groups[0] };
  }
  for (const g of groups) {
    const channel = relay.channels.select(g, model, 0);
    if (channel) return { caller, channel, usingGroup: g };
  }
  const shown = caller.requestedGroup === 'auto' ? `auto(${groups.join(',')})` : groups[0];
  throw earlyError(503, `当前分组 ${shown} 下对于模型 ${model} 无可用渠道`);
}

export interface UpstreamAnswer {
  status: number;
  contentType: string;
  body: Buffer;
}

/** One upstream call with its own deadline; network failures throw. */
export async function callUpstream(
  relay: Relay,
  call: { url: string; method: 'GET' | 'POST'; headers: Record<string, string>; body?: string | Buffer },
  timeoutMs: number,
): Promise<UpstreamAnswer> {
  const abort = new CallAbort();
  const deadline = setTimeout(() => abort.abort(), timeoutMs);
  try {
    const res = await relay.upstream.open(call, abort, timeoutMs);
    const body = await res.body.buffer();
    return { status: res.status, contentType: String(res.headers['content-type'] ?? ''), body };
  } finally {
    clearTimeout(deadline);
  }
}

export const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
export const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
export const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : Number(v) || 0);

/** Runs a handler and writes its failure in the MJ shape (auth/distributor stage: OpenAI shape). */
export async function mjHandle(relay: Relay, req: FastifyRequest, reply: FastifyReply, fn: () => Promise<unknown>): Promise<void> {
  try {
    await fn();
  } catch (err) {
    if (reply.sent) return;
    if (err instanceof MjError) {
      const saturated = err.code === 30;
      void reply
        .code(saturated ? 429 : 400)
        .send({ description: `${err.description} ${saturated ? MJ_SATURATED : err.result}`, type: 'upstream_error', code: err.code });
      return;
    }
    if (err instanceof RelayError) {
      void reply.code(err.status).send(errorBody(err, 'openai', String(req.id)));
      return;
    }
    relay.app.log.error({ err }, 'midjourney relay failure');
    void reply.code(500).send({ description: 'internal_error ', type: 'upstream_error', code: MJ_ERROR_UNKNOWN });
  }
}

/** Same for Suno: `{code, message, data}`. */
export async function taskHandle(relay: Relay, req: FastifyRequest, reply: FastifyReply, fn: () => Promise<unknown>): Promise<void> {
  try {
    await fn();
  } catch (err) {
    if (reply.sent) return;
    if (err instanceof TaskError) {
      const message = err.status === 429 ? '当前分组上游负载已饱和，请稍后再试' : err.message;
      void reply.code(err.status).send({ code: err.code, message, data: null });
      return;
    }
    if (err instanceof RelayError) {
      void reply.code(err.status).send(errorBody(err, 'openai', String(req.id)));
      return;
    }
    relay.app.log.error({ err }, 'task relay failure');
    void reply.code(500).send({ code: 'internal_error', message: 'internal error', data: null });
  }
}

/** The original hides transport details of upstream failures. */
export function upstreamText(text: string): string {
  const lower = text.toLowerCase();
  return lower.includes('post') || lower.includes('dial') || lower.includes('http') ? '请求上游地址失败' : text;
}
