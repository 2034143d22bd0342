import type { WireFormat } from './adaptors/types';
import type { TokenEntry, UserEntry } from './caches';
import type { Relay } from './relay';
import type { RelayReq } from './relay-http';
import { earlyError, RelayError } from './relay-error';
import { autoGroups, usableGroups } from '../domain/pricing/price-lookup';
import { ROLE_ADMIN } from '../auth/viewer';

// API-key checks of reference/relay.md §2–§3, in the original's order and with its messages.

export interface RelayCaller {
  token: TokenEntry | null;
  user: UserEntry;
  /** The token's group ('' = the user's), or the playground's chosen group. */
  requestedGroup: string;
  /** Admin-only "sk-key-<channel id>" pin. */
  pinnedChannel: number | null;
  tokenName: string;
}

const header = (req: RelayReq, name: string): string => {
  const v = req.headers[name];
  return (Array.isArray(v) ? v[0] : v) ?? '';
};

/** Finds the key in the places the original looks, in its order. */
export function extractKey(req: RelayReq): string {
  const path = req.url;
  let auth = header(req, 'authorization');
  if (path.includes('/v1/messages') && header(req, 'x-api-key')) auth = header(req, 'x-api-key');
  if (path.startsWith('/v1beta/models/') || path.startsWith('/v1/models/')) {
    const q = (req.query as Record<string, string | undefined>)?.key;
    if (q) auth = q;
    if (header(req, 'x-goog-api-key')) auth = header(req, 'x-goog-api-key');
  }
  if (!auth || auth === 'midjourney-proxy') auth = header(req, 'mj-api-secret') || auth;
  return auth.replace(/^Bearer\s+/i, '').trim();
}

export const maskKey = (key: string) => `sk-${key.slice(0, 3)}***${key.slice(-3)}`;

export async function authenticateToken(relay: Relay, req: RelayReq, model: string): Promise<RelayCaller> {
  const raw = extractKey(req);
  if (!raw) throw earlyError(401, '未提供令牌');
  const [key, channelPart] = raw.replace(/^sk-/, '').split('-');
  const token = await relay.caches.token(key);
  if (!token) throw earlyError(401, '无效的令牌');
  const now = Math.floor(Date.now() / 1000);
  if (token.status === 4) throw earlyError(401, `该令牌额度已用尽 TokenStatusExhausted[${maskKey(key)}]`);
  if (token.status === 3) throw earlyError(401, '该令牌已过期');
  if (token.status !== 1) throw earlyError(401, '该令牌状态不可用');
  if (token.expiredTime !== -1 && token.expiredTime < now) {
    relay.markToken(token, 3);
    throw earlyError(401, '该令牌已过期');
  }
  if (!token.unlimitedQuota && token.remainQuota <= 0) {
    relay.markToken(token, 4);
    throw earlyError(401, `[${maskKey(key)}] 该令牌额度已用尽 !token.UnlimitedQuota && token.RemainQuota = ${token.remainQuota}`);
  }
  const user = await relay.caches.user(token.userId);
  if (!user || user.deleted || user.status !== 1) throw earlyError(403, '用户已被封禁');

  let pinnedChannel: number | null = null;
  if (channelPart !== undefined) {
    if (user.role < ROLE_ADMIN) throw earlyError(403, '普通用户不支持指定渠道');
    const id = Number(channelPart);
    if (!Number.isInteger(id) || id <= 0) throw earlyError(400, '无效的渠道 Id');
    const channel = relay.channels.get(id);
    if (!channel) throw earlyError(400, '无效的渠道 Id');
    if (channel.status !== 1) throw earlyError(403, '该渠道已被禁用');
    pinnedChannel = id;
  }
  if (token.allowIps && !token.allowIps.has(req.ip)) throw earlyError(403, '您的 IP 不在令牌允许访问的列表中');
  checkGroup(relay, token.group, user.group);
  if (token.modelLimits) {
    if (token.modelLimits.size === 0) throw earlyError(403, '该令牌无权访问任何模型');
    if (model && !token.modelLimits.has(model)) throw earlyError(403, `该令牌无权访问模型 ${model}`);
  }
  return { token, user, requestedGroup: token.group, pinnedChannel, tokenName: token.name };
}

/** A token (or playground) group must be usable by the user and still exist. */
export function checkGroup(relay: Relay, group: string, userGroup: string): void {
  if (!group) return;
  const usable = usableGroups(relay.app.options, userGroup);
  if (!(group in usable)) throw earlyError(403, `令牌分组 ${group} 已被禁用`);
  if (group !== 'auto' && !(group in relay.app.options.json<Record<string, number>>('GroupRatio', {}))) {
    throw earlyError(403, `分组 ${group} 已被弃用`);
  }
}

/** The groups to route through: the chosen group, or AutoGroups in order for "auto". */
export function routingGroups(relay: Relay, requested: string, userGroup: string): string[] {
  const group = requested || userGroup;
  return group === 'auto' ? autoGroups(relay.app.options) : [group];
}

export const inboundOf = (path: string): WireFormat =>
  path.startsWith('/v1/messages') ? 'claude' : path.startsWith('/v1beta/') || /^\/v1\/models\/.+:/.test(path) ? 'gemini' : 'openai';

export { RelayError };
