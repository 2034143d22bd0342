import type { Channel, Prisma } from '../../db/generated/client';
import type { Ctx } from '../../context';
import { AppError, badInput, forbidden, notFound } from '../../errors/app-error';
import { isAdmin, isRoot } from '../../auth/viewer';
import { CHANNEL_ENABLED, CHANNEL_MANUALLY_DISABLED, rebuildAbilities, setAbilitiesEnabled, splitList } from './channel-abilities';
import { cryptoSecret, decryptKey, encryptKey } from './channel-key';
import {
  type ChannelFields,
  type ListChannelsInput,
  channelFields,
  createChannelInput,
  idsInput,
  listChannelsInput,
  tagEditInput,
  updateChannelInput,
} from './channel.inputs';

// Channel administration (spec 001 §7, reference/rest-api.md §4.5). Every write rebuilds the
// channel's abilities in the same transaction and tells the relay's routing cache.

const VERTEX_AI = 41;
const XUNFEI = 18;

function requireAdmin(ctx: Ctx) {
  if (!isAdmin(ctx.viewer)) throw forbidden('无权进行此操作，权限不足');
}

const secretOf = (ctx: Ctx) => cryptoSecret(ctx.app.config);

/** Plaintext key of a stored channel (for the relay, tests, balance). */
export function channelKey(ctx: Pick<Ctx, 'app'>, c: Pick<Channel, 'key'>): string {
  return decryptKey(cryptoSecret(ctx.app.config), c.key);
}

const changed = (ctx: Ctx, id?: number) => ctx.app.events.invalidate('channels', id);

// ---------- reads ----------

function pageOf(q: ListChannelsInput, defaultSize: number) {
  const page = Math.max(1, q.page ?? q.p ?? 1);
  const size = Math.min(100, Math.max(1, q.page_size ?? q.ps ?? q.size ?? defaultSize));
  return { page, size };
}

function statusWhere(status: string | undefined): Prisma.ChannelWhereInput {
  if (status === 'enabled' || status === '1') return { status: CHANNEL_ENABLED };
  if (status === 'disabled' || status === '0') return { status: { not: CHANNEL_ENABLED } };
  return {};
}

/** A comma-list column containing `item` as a whole member. */
function listMember(field: 'group' | 'models', item: string): Prisma.ChannelWhereInput {
  return { OR: [{ [field]: item }, { [field]: { startsWith: `${item},` } }, { [field]: { endsWith: `,${item}` } }, { [field]: { contains: `,${item},` } }] };
}

async function keywordWhere(ctx: Ctx, keyword: string): Promise<Prisma.ChannelWhereInput> {
  const or: Prisma.ChannelWhereInput[] = [{ name: { contains: keyword } }, { baseUrl: { contains: keyword } }];
  if (/^\d+$/.test(keyword) && Number(keyword) < 2 ** 31) or.push({ id: Number(keyword) });
  // Keys are encrypted with a random nonce, so an exact-key match needs decryption.
  if (keyword.length > 0) {
    const secret = secretOf(ctx);
    const all = await ctx.app.prisma.channel.findMany({ select: { id: true, key: true } });
    const ids = all.filter((c) => safeDecrypt(secret, c.key).split('\n').some((k) => k.trim() === keyword)).map((c) => c.id);
    if (ids.length) or.push({ id: { in: ids } });
  }
  return { OR: or };
}

function safeDecrypt(secret: string, stored: string): string {
  try {
    return decryptKey(secret, stored);
  } catch {
    return '';
  }
}

async function filtersOf(ctx: Ctx, q: ListChannelsInput, search: boolean): Promise<{ where: Prisma.ChannelWhereInput; whereNoType: Prisma.ChannelWhereInput }> {
  const and: Prisma.ChannelWhereInput[] = [statusWhere(q.status)];
  if (search) {
    if (q.keyword) and.push(await keywordWhere(ctx, q.keyword));
    if (q.group) and.push(listMember('group', q.group));
    if (q.model) and.push({ models: { contains: q.model } });
  }
  const whereNoType = { AND: and };
  return { where: q.type !== undefined && q.type !== null ? { AND: [...and, { type: q.type }] } : whereNoType, whereNoType };
}

async function typeCounts(ctx: Ctx, where: Prisma.ChannelWhereInput): Promise<Record<string, number>> {
  const groups = await ctx.app.prisma.channel.groupBy({ by: ['type'], where, _count: { _all: true } });
  const out: Record<string, number> = {};
  for (const g of groups) out[String(g.type)] = g._count._all;
  return out;
}

/** Prisma filter of a list/search query (GraphQL connection uses it too). */
export async function channelWhere(ctx: Ctx, raw: unknown, search: boolean): Promise<Prisma.ChannelWhereInput> {
  requireAdmin(ctx);
  const q = listChannelsInput.parse(raw ?? {});
  const { where } = await filtersOf(ctx, q, search);
  return q.tag_mode ? { AND: [where, { tag: { not: null } }, { NOT: { tag: '' } }] } : where;
}

const orderOf = (idSort: boolean): Prisma.ChannelOrderByWithRelationInput[] => (idSort ? [{ id: 'desc' }] : [{ priority: 'desc' }, { id: 'desc' }]);

export interface ChannelPage {
  items: Channel[];
  total: number;
  page: number;
  page_size: number;
  type_counts: Record<string, number>;
}

/** GET /api/channel/ and /api/channel/search (search = keyword/group/model filters, page size 20). */
export async function listChannels(ctx: Ctx, raw: unknown, opts: { search?: boolean } = {}): Promise<ChannelPage> {
  requireAdmin(ctx);
  const q = listChannelsInput.parse(raw ?? {});
  const { page, size } = pageOf(q, opts.search ? 20 : 10);
  const { where, whereNoType } = await filtersOf(ctx, q, !!opts.search);
  const prisma = ctx.app.prisma;
  const type_counts = await typeCounts(ctx, whereNoType);
  if (q.tag_mode) {
    // Pages over distinct non-empty tags and returns every channel of those tags.
    const tagWhere: Prisma.ChannelWhereInput = { AND: [where, { tag: { not: null } }, { NOT: { tag: '' } }] };
    const tags = await prisma.channel.findMany({ where: tagWhere, distinct: ['tag'], select: { tag: true }, orderBy: { tag: 'asc' } });
    const pageTags = tags.slice((page - 1) * size, page * size).map((t) => t.tag as string);
    const items = pageTags.length ? await prisma.channel.findMany({ where: { AND: [where, { tag: { in: pageTags } }] }, orderBy: orderOf(q.id_sort) }) : [];
    return { items: items.map(hideKey), total: tags.length, page, page_size: size, type_counts };
  }
  const [items, total] = await Promise.all([
    prisma.channel.findMany({ where, orderBy: orderOf(q.id_sort), skip: (page - 1) * size, take: size }),
    prisma.channel.count({ where }),
  ]);
  return { items: items.map(hideKey), total, page, page_size: size, type_counts };
}

/** One channel; the key in clear only for root with `withKey`. Returns the row with key replaced. */
export async function getChannel(ctx: Ctx, id: number, opts: { withKey?: boolean } = {}): Promise<Channel> {
  requireAdmin(ctx);
  if (!Number.isInteger(id) || id <= 0) throw badInput('参数错误');
  const c = await ctx.app.prisma.channel.findUnique({ where: { id } });
  if (!c) throw notFound('渠道未找到，请刷新页面后重试');
  if (opts.withKey && !isRoot(ctx.viewer)) throw forbidden('无权进行此操作，权限不足');
  return { ...c, key: opts.withKey ? channelKey(ctx, c) : '' };
}

/** The clear key of a channel, root only (GraphQL Channel.key). */
export async function revealChannelKey(ctx: Ctx, id: number): Promise<string> {
  if (!isRoot(ctx.viewer)) throw forbidden('无权进行此操作，权限不足');
  return (await getChannel(ctx, id, { withKey: true })).key;
}

export const hideKey = (c: Channel): Channel => ({ ...c, key: '' });

// ---------- validation ----------

function validateModels(models: string) {
  const list = splitList(models);
  for (const m of list) if (m.length > 255) throw badInput(`模型名称过长: ${m}`);
  return list.join(',');
}

function validJson(value: string | undefined, what: string) {
  if (!value) return;
  try {
    JSON.parse(value);
  } catch {
    throw badInput(`${what}不是合法的 JSON 字符串`);
  }
}

function validateVertexRegion(other: string) {
  if (!other) throw badInput('部署地区不能为空');
  let parsed: unknown;
  try {
    parsed = JSON.parse(other);
  } catch {
    // A plain region string is accepted by the original as the default region.
    return;
  }
  if (typeof parsed !== 'object' || parsed === null || !('default' in parsed)) throw badInput('部署地区必须包含default字段');
}

/** Normalizes and checks provided fields; returns Prisma data (key still plaintext). */
function toData(f: ChannelFields, creating: boolean): Prisma.ChannelUncheckedCreateInput & Record<string, unknown> {
  const d: Record<string, unknown> = {};
  if (f.name !== undefined) d.name = f.name.trim();
  if (f.type !== undefined) d.type = f.type;
  if (f.key !== undefined && f.key.trim() !== '') d.key = f.key.trim();
  if (f.base_url !== undefined) d.baseUrl = f.base_url.trim().replace(/\/+$/, '');
  if (f.other !== undefined) d.other = f.other;
  if (f.openai_organization !== undefined) d.openaiOrganization = f.openai_organization;
  if (f.test_model !== undefined) d.testModel = f.test_model;
  if (f.models !== undefined) d.models = validateModels(f.models);
  const group = f.group ?? f.groups;
  if (group !== undefined) d.group = splitList(group).join(',');
  if (f.model_mapping !== undefined) {
    validJson(f.model_mapping, '模型映射');
    d.modelMapping = f.model_mapping;
  }
  if (f.status_code_mapping !== undefined) {
    validJson(f.status_code_mapping, '状态码映射');
    d.statusCodeMapping = f.status_code_mapping;
  }
  if (f.setting !== undefined) {
    validJson(f.setting, '渠道额外设置');
    d.setting = f.setting;
  }
  if (f.param_override !== undefined) {
    validJson(f.param_override, '参数覆盖');
    d.paramOverride = f.param_override;
  }
  if (f.auto_ban !== undefined) d.autoBan = f.auto_ban === 0 ? 0 : 1;
  if (f.priority !== undefined) {
    if (f.priority < -999) throw badInput('优先级不能小于 -999');
    d.priority = BigInt(f.priority);
  }
  if (f.weight !== undefined) {
    if (f.weight < 0) throw badInput('权重不能小于 0');
    d.weight = f.weight;
  }
  if (f.tag !== undefined) d.tag = f.tag.trim() === '' ? null : f.tag.trim();
  if (f.status !== undefined) {
    if (![1, 2, 3].includes(f.status)) throw badInput('参数错误');
    d.status = f.status;
  }
  if (creating) {
    if (!d.name || f.key === undefined || f.key.trim() === '') throw badInput('请填写渠道名称和渠道密钥！');
    if (!d.models) throw badInput('请至少选择一个模型！');
    d.type ??= 1;
    d.group ||= 'default';
  }
  if (d.type === XUNFEI && !d.other && creating) d.other = 'v2.1';
  if (d.type === VERTEX_AI) validateVertexRegion(String(d.other ?? ''));
  return d as Prisma.ChannelUncheckedCreateInput & Record<string, unknown>;
}

// ---------- writes ----------

async function insertChannels(ctx: Ctx, rows: Prisma.ChannelUncheckedCreateInput[]): Promise<Channel[]> {
  const secret = secretOf(ctx);
  const now = BigInt(Math.floor(Date.now() / 1000));
  const created = await ctx.app.prisma.$transaction(async (tx) => {
    const out: Channel[] = [];
    for (const row of rows) {
      const c = await tx.channel.create({ data: { ...row, key: encryptKey(secret, row.key), createdTime: now } });
      await rebuildAbilities(tx, c);
      out.push(c);
    }
    return out;
  });
  changed(ctx);
  return created.map(hideKey);
}

/** POST /api/channel/: body `{mode, multi_key_mode?, channel}` or the channel itself (single). */
export async function createChannels(ctx: Ctx, raw: unknown): Promise<Channel[]> {
  requireAdmin(ctx);
  const body = (raw ?? {}) as Record<string, unknown>;
  const wrapped = typeof body.channel === 'object' && body.channel !== null;
  const parsed = wrapped ? createChannelInput.safeParse(body) : createChannelInput.safeParse({ mode: 'single', channel: body });
  if (!parsed.success) throw badInput('参数错误');
  const { channel } = parsed.data;
  const mode = parsed.data.mode || 'single';
  if (!['single', 'batch', 'multi_to_single'].includes(mode)) throw badInput('不支持的添加模式');
  const base = toData(channel, true);
  const key = String(base.key);

  if (mode === 'single') return insertChannels(ctx, [base]);
  if (mode === 'batch') {
    const keys = batchKeys(base.type === VERTEX_AI, key);
    if (keys.length === 0) throw badInput('请填写渠道名称和渠道密钥！');
    return insertChannels(ctx, keys.map((k) => ({ ...base, key: k })));
  }
  const keys = key.split('\n').map((k) => k.trim()).filter(Boolean);
  const multiKeyMode = parsed.data.multi_key_mode === 'polling' ? 'polling' : 'random';
  const info = { is_multi_key: true, multi_key_size: keys.length, multi_key_status_list: {}, multi_key_polling_index: 0, multi_key_mode: multiKeyMode };
  return insertChannels(ctx, [{ ...base, key: keys.join('\n'), channelInfo: JSON.stringify(info) }]);
}

/** One key per non-empty line; Vertex AI keys are JSON service accounts, given as a JSON array. */
function batchKeys(vertex: boolean, key: string): string[] {
  if (vertex && key.trim().startsWith('[')) {
    try {
      const arr = JSON.parse(key) as unknown;
      if (Array.isArray(arr)) return arr.map((k) => (typeof k === 'string' ? k : JSON.stringify(k)));
    } catch {
      throw badInput('参数错误');
    }
  }
  return key.split('\n').map((k) => k.trim()).filter(Boolean);
}

/** PUT /api/channel/: only provided fields are written; abilities rebuilt. */
export async function updateChannel(ctx: Ctx, raw: unknown): Promise<Channel> {
  requireAdmin(ctx);
  const parsed = updateChannelInput.safeParse(raw ?? {});
  if (!parsed.success || !parsed.data.id) throw badInput('参数错误');
  const f = parsed.data;
  const id = f.id as number;
  const data = toData(f, false);
  delete data.id;
  const existing = await ctx.app.prisma.channel.findUnique({ where: { id } });
  if (!existing) throw notFound('渠道未找到，请刷新页面后重试');
  const type = (data.type as number | undefined) ?? existing.type;
  if (type === XUNFEI && data.other === '') data.other = 'v2.1';
  if (data.name === '') throw badInput('请填写渠道名称和渠道密钥！');
  if (data.models === '') throw badInput('请至少选择一个模型！');
  if (typeof data.key === 'string') {
    const info = parseInfo(existing.channelInfo);
    if (info.is_multi_key) {
      const keys = data.key.split('\n').map((k) => k.trim()).filter(Boolean);
      info.multi_key_size = keys.length;
      info.multi_key_status_list = {};
      if (f.multi_key_mode === 'random' || f.multi_key_mode === 'polling') info.multi_key_mode = f.multi_key_mode;
      data.key = keys.join('\n');
      data.channelInfo = JSON.stringify(info);
    }
    data.key = encryptKey(secretOf(ctx), data.key as string);
  }
  const updated = await ctx.app.prisma.$transaction(async (tx) => {
    const c = await tx.channel.update({ where: { id }, data: data as Prisma.ChannelUncheckedUpdateInput });
    await rebuildAbilities(tx, c);
    return c;
  });
  changed(ctx, id);
  return hideKey(updated);
}

export function parseInfo(text: string): Record<string, unknown> & { is_multi_key?: boolean; multi_key_size?: number; multi_key_mode?: string } {
  try {
    const v = JSON.parse(text || '{}') as unknown;
    return typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export async function deleteChannel(ctx: Ctx, id: number): Promise<void> {
  requireAdmin(ctx);
  if (!Number.isInteger(id) || id <= 0) throw badInput('参数错误');
  // Abilities go with the channel (ON DELETE CASCADE); deleted explicitly for SQLite without FK enforcement.
  await ctx.app.prisma.$transaction([ctx.app.prisma.ability.deleteMany({ where: { channelId: id } }), ctx.app.prisma.channel.deleteMany({ where: { id } })]);
  changed(ctx, id);
}

async function deleteWhere(ctx: Ctx, where: Prisma.ChannelWhereInput): Promise<number> {
  const ids = (await ctx.app.prisma.channel.findMany({ where, select: { id: true } })).map((c) => c.id);
  if (ids.length === 0) return 0;
  await ctx.app.prisma.$transaction([
    ctx.app.prisma.ability.deleteMany({ where: { channelId: { in: ids } } }),
    ctx.app.prisma.channel.deleteMany({ where: { id: { in: ids } } }),
  ]);
  changed(ctx);
  return ids.length;
}

/** DELETE /api/channel/disabled: removes manually and automatically disabled channels. */
export async function deleteDisabledChannels(ctx: Ctx): Promise<number> {
  requireAdmin(ctx);
  return deleteWhere(ctx, { status: { in: [2, 3] } });
}

export async function deleteChannels(ctx: Ctx, raw: unknown): Promise<number> {
  requireAdmin(ctx);
  const parsed = idsInput.safeParse(raw ?? {});
  if (!parsed.success || !parsed.data.ids?.length) throw badInput('参数错误');
  return deleteWhere(ctx, { id: { in: parsed.data.ids } });
}

/** POST /api/channel/batch/tag: an empty tag clears it. */
export async function setChannelsTag(ctx: Ctx, raw: unknown): Promise<number> {
  requireAdmin(ctx);
  const parsed = idsInput.safeParse(raw ?? {});
  if (!parsed.success || !parsed.data.ids?.length) throw badInput('参数错误');
  const tag = parsed.data.tag?.trim() ? parsed.data.tag.trim() : null;
  const ids = parsed.data.ids;
  const n = await ctx.app.prisma.$transaction(async (tx) => {
    const r = await tx.channel.updateMany({ where: { id: { in: ids } }, data: { tag } });
    await tx.ability.updateMany({ where: { channelId: { in: ids } }, data: { tag } });
    return r.count;
  });
  changed(ctx);
  return n;
}

function requireTag(tag: unknown): string {
  if (typeof tag !== 'string' || tag.trim() === '') throw badInput('tag不能为空');
  return tag;
}

/** PUT /api/channel/tag: edits every channel of a tag; empty values are ignored. */
export async function editTag(ctx: Ctx, raw: unknown): Promise<number> {
  requireAdmin(ctx);
  const parsed = tagEditInput.safeParse(raw ?? {});
  if (!parsed.success) throw badInput('参数错误');
  const f = parsed.data;
  const tag = requireTag(f.tag);
  const data: Record<string, unknown> = {};
  if (f.new_tag) data.tag = f.new_tag.trim();
  if (f.model_mapping) {
    validJson(f.model_mapping, '模型映射');
    data.modelMapping = f.model_mapping;
  }
  if (f.models) data.models = validateModels(f.models);
  if (f.groups) data.group = splitList(f.groups).join(',');
  if (f.priority !== undefined && f.priority !== null) {
    if (f.priority < -999) throw badInput('优先级不能小于 -999');
    data.priority = BigInt(f.priority);
  }
  if (f.weight !== undefined && f.weight !== null) {
    if (f.weight < 0) throw badInput('权重不能小于 0');
    data.weight = f.weight;
  }
  const n = await ctx.app.prisma.$transaction(async (tx) => {
    const channels = await tx.channel.findMany({ where: { tag } });
    for (const c of channels) {
      const u = Object.keys(data).length ? await tx.channel.update({ where: { id: c.id }, data }) : c;
      await rebuildAbilities(tx, u);
    }
    return channels.length;
  });
  changed(ctx);
  return n;
}

/** POST /api/channel/tag/enabled|disabled: status 1 or 2 for every channel of the tag. */
export async function setTagStatus(ctx: Ctx, raw: unknown, enabled: boolean): Promise<number> {
  requireAdmin(ctx);
  const tag = requireTag((raw as { tag?: unknown } | null)?.tag);
  const n = await ctx.app.prisma.$transaction(async (tx) => {
    const ids = (await tx.channel.findMany({ where: { tag }, select: { id: true } })).map((c) => c.id);
    await tx.channel.updateMany({ where: { id: { in: ids } }, data: { status: enabled ? CHANNEL_ENABLED : CHANNEL_MANUALLY_DISABLED } });
    await setAbilitiesEnabled(tx, ids, enabled);
    return ids.length;
  });
  changed(ctx);
  return n;
}

/** GET /api/channel/tag/models?tag=: the longest models string among the tag's channels. */
export async function tagModels(ctx: Ctx, tag: unknown): Promise<string> {
  requireAdmin(ctx);
  if (typeof tag !== 'string' || tag === '') throw new AppError('BAD_USER_INPUT', 'tag不能为空', 400);
  const rows = await ctx.app.prisma.channel.findMany({ where: { tag }, select: { models: true } });
  return rows.reduce((best, r) => (r.models.length > best.length ? r.models : best), '');
}

/** POST /api/channel/fix: rebuilds every channel's abilities. */
export async function fixAbilities(ctx: Ctx): Promise<{ success: number; fails: number }> {
  requireAdmin(ctx);
  const channels = await ctx.app.prisma.channel.findMany();
  let success = 0;
  let fails = 0;
  for (const c of channels) {
    try {
      await ctx.app.prisma.$transaction((tx) => rebuildAbilities(tx, c));
      success++;
    } catch (err) {
      ctx.app.log.warn({ err, channelId: c.id }, 'ability rebuild failed');
      fails++;
    }
  }
  // Abilities of channels that no longer exist.
  await ctx.app.prisma.ability.deleteMany({ where: { channelId: { notIn: channels.map((c) => c.id) } } });
  changed(ctx);
  return { success, fails };
}

/** GET /api/channel/models_enabled: model names with at least one enabled ability. */
export async function enabledModels(ctx: Ctx): Promise<string[]> {
  requireAdmin(ctx);
  const rows = await ctx.app.prisma.ability.findMany({ where: { enabled: true }, distinct: ['model'], select: { model: true }, orderBy: { model: 'asc' } });
  return rows.map((r) => r.model);
}

export { channelFields };
