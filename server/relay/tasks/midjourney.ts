import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Midjourney } from '../../db/generated/client';
import type { Relay } from '../relay';
import { authenticateToken } from '../token-auth';
import { earlyError } from '../relay-error';
import { chooseKey, type RuntimeChannel } from '../channel-cache';
import { CHANNEL_MANUALLY_DISABLED, setAbilitiesEnabled } from '../../domain/channel/channel-abilities';
import { TaskBilling } from './task-billing';
import { callUpstream, isRecord, MJ_ERROR_UNKNOWN, MJ_REQUEST_ERROR, MjError, num, parseJson, routeTask, str } from './task-common';

// Midjourney-proxy relay (reference/relay.md §10): submit → bill per call → job row in
// midjourneys; fetch answers from our rows, the poller keeps them current.

export type MjMode =
  | 'imagine' | 'change' | 'simple-change' | 'describe' | 'blend' | 'edits' | 'video'
  | 'action' | 'shorten' | 'modal' | 'upload-discord-images' | 'swap';

const FIXED_ACTION: Partial<Record<MjMode, string>> = {
  imagine: 'IMAGINE',
  describe: 'DESCRIBE',
  blend: 'BLEND',
  edits: 'EDITS',
  video: 'VIDEO',
  shorten: 'SHORTEN',
  modal: 'MODAL',
  'upload-discord-images': 'UPLOAD',
  swap: 'SWAP_FACE',
};

const FREE_ACTIONS = new Set(['INPAINT', 'CUSTOM_ZOOM']);
const SUBMIT_TIMEOUT_MS = 60_000;

export const mjModelName = (action: string) => (action === 'SWAP_FACE' ? 'swap_face' : `mj_${action.toLowerCase()}`);

/** "<task id> u1|v2|r" → {taskId, action, index}. */
export function simpleChange(content: string): { taskId: string; action: string; index: number } | null {
  const parts = content.split(' ');
  if (parts.length !== 2 || !parts[1]) return null;
  const a = parts[1].toLowerCase();
  if (a === 'r') return { taskId: parts[0], action: 'REROLL', index: 0 };
  const action = a[0] === 'u' ? 'UPSCALE' : a[0] === 'v' ? 'VARIATION' : '';
  const index = Number(a.slice(1, 2));
  if (!action || !Number.isInteger(index) || index < 1 || index > 4) return null;
  return { taskId: parts[0], action, index };
}

/** Midjourney-Plus customId ("MJ::JOB::upsample::2::uuid") → normal action and index. */
export function plusAction(customId: string): { action: string; index: number } {
  if (!customId) throw new MjError(MJ_REQUEST_ERROR, 'custom_id_is_required');
  const s = customId.split('::');
  const name = (s[1] === 'JOB' ? s[2] : s[1]) ?? '';
  if (!name) throw new MjError(MJ_REQUEST_ERROR, 'unknown_action');
  if (name.includes('upsample')) return { action: 'UPSCALE', index: Number(s[3]) || 0 };
  if (name.includes('variation')) {
    if (name === 'variation') return { action: 'VARIATION', index: Number(s[3]) || 0 };
    if (name === 'low_variation') return { action: 'LOW_VARIATION', index: 1 };
    if (name === 'high_variation') return { action: 'HIGH_VARIATION', index: 1 };
    return { action: '', index: 1 };
  }
  if (name.includes('pan')) return { action: 'PAN', index: 1 };
  if (name.includes('reroll')) return { action: 'REROLL', index: 1 };
  if (name === 'Outpaint') return { action: 'ZOOM', index: 1 };
  if (name === 'CustomZoom') return { action: 'CUSTOM_ZOOM', index: 1 };
  if (name === 'Inpaint') return { action: 'INPAINT', index: 1 };
  throw new MjError(MJ_REQUEST_ERROR, `unknown_action:${customId}`);
}

/** The action a submit performs (the distributor's model extraction). */
function actionOf(mode: MjMode, body: Record<string, unknown>): string {
  const fixed = FIXED_ACTION[mode];
  if (fixed) return fixed;
  if (mode === 'action') return plusAction(str(body.customId)).action;
  if (mode === 'simple-change') {
    const p = simpleChange(str(body.content));
    if (!p) throw new MjError(MJ_REQUEST_ERROR, 'invalid_request');
    return p.action;
  }
  return str(body.action);
}

/** `/mj-fast/mj/submit/imagine` → `/mj/submit/imagine` (query kept). */
export function mjUpstreamPath(url: string): string {
  if (!url.includes('/mj-')) return url;
  const i = url.indexOf('/mj/');
  return i < 0 ? url : url.slice(i);
}

function upstreamBody(relay: Relay, req: FastifyRequest): { body?: string | Buffer; contentType: string } {
  if (req.method === 'GET') return { contentType: 'application/json' };
  if (Buffer.isBuffer(req.body)) return { body: req.body, contentType: String(req.headers['content-type'] ?? 'application/octet-stream') };
  const o = relay.app.options;
  const body: Record<string, unknown> = isRecord(req.body) ? { ...req.body } : {};
  if (!o.bool('MjAccountFilterEnabled')) delete body.accountFilter;
  if (!o.bool('MjNotifyEnabled')) delete body.notifyHook;
  if (o.bool('MjModeClearEnabled') && typeof body.prompt === 'string') {
    body.prompt = body.prompt.replaceAll('--fast', '').replaceAll('--relax', '').replaceAll('--turbo', '');
  }
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

interface MjAnswer {
  status: number;
  text: string;
  code: number;
  description: string;
  result: string;
  properties: unknown;
}

async function callMj(relay: Relay, req: FastifyRequest, channel: RuntimeChannel, timeoutMs: number): Promise<MjAnswer> {
  const { body, contentType } = upstreamBody(relay, req);
  let answer;
  try {
    answer = await callUpstream(
      relay,
      {
        url: channel.baseUrl + mjUpstreamPath(req.url),
        method: req.method === 'GET' ? 'GET' : 'POST',
        headers: { 'content-type': contentType, 'mj-api-secret': chooseKey(channel).key },
        body,
      },
      timeoutMs,
    );
  } catch (err) {
    relay.app.log.warn({ err, channel: channel.id }, 'midjourney upstream request failed');
    throw new MjError(MJ_ERROR_UNKNOWN, 'do_request_failed');
  }
  const text = answer.body.toString('utf8');
  const parsed = parseJson(text);
  if (!isRecord(parsed)) throw new MjError(MJ_ERROR_UNKNOWN, 'unmarshal_response_body_failed');
  return { status: answer.status, text, code: num(parsed.code), description: str(parsed.description), result: str(parsed.result), properties: parsed.properties };
}

/** Code 3 (no account instance): the channel is switched off (status 2), as the original does. */
async function disableNoInstance(relay: Relay, channel: RuntimeChannel): Promise<void> {
  const app = relay.app;
  if (!channel.autoBan || !app.options.bool('AutomaticDisableChannelEnabled')) return;
  relay.channels.markDisabled(channel.id);
  const row = await app.prisma.channel.findUnique({ where: { id: channel.id } });
  let info: Record<string, unknown> = {};
  try {
    info = JSON.parse(row?.otherInfo || '{}') as Record<string, unknown>;
  } catch {
    info = {};
  }
  await app.prisma.$transaction(async (tx) => {
    await tx.channel.update({
      where: { id: channel.id },
      data: { status: CHANNEL_MANUALLY_DISABLED, otherInfo: JSON.stringify({ ...info, status_reason: 'No available account instance', status_time: Math.floor(Date.now() / 1000) }) },
    });
    await setAbilitiesEnabled(tx, [channel.id], false);
  });
  app.events.invalidate('channels', channel.id);
}

/** Picks the channel an action on an earlier job must use: the job's own. */
async function originChannel(relay: Relay, userId: number, mjId: string, mode: MjMode): Promise<{ origin: Midjourney; channel: RuntimeChannel }> {
  const origin = await relay.app.prisma.midjourney.findFirst({ where: { userId, mjId } });
  if (!origin) throw new MjError(MJ_REQUEST_ERROR, 'task_not_found');
  if (relay.app.options.bool('MjActionCheckSuccessEnabled') && origin.status !== 'SUCCESS' && mode !== 'modal') {
    throw new MjError(MJ_REQUEST_ERROR, 'task_status_not_success');
  }
  const channel = relay.channels.get(origin.channelId);
  if (!channel) throw new MjError(MJ_REQUEST_ERROR, 'get_channel_info_failed');
  if (channel.status !== 1) throw new MjError(MJ_REQUEST_ERROR, '该任务所属渠道已被禁用');
  return { origin, channel };
}

export async function mjSubmit(relay: Relay, req: FastifyRequest, reply: FastifyReply, mode: MjMode): Promise<void> {
  const started = Date.now();
  const app = relay.app;
  const raw = req.body;
  const body: Record<string, unknown> = isRecord(raw) ? raw : {};
  if (!Buffer.isBuffer(raw) && raw !== undefined && !isRecord(raw)) throw earlyError(400, 'Invalid request, 无效的请求, body must be a JSON object');
  let action = '';
  let modelError: MjError | null = null;
  try {
    action = actionOf(mode, body);
  } catch (err) {
    if (!(err instanceof MjError)) throw err;
    modelError = err;
  }
  const modelName = action ? mjModelName(action) : '';
  if (modelError) {
    await authenticateToken(relay, req, '');
    throw earlyError(400, `Invalid request, ${modelError.description}`);
  }
  const route = await routeTask(relay, req, modelName);
  const { caller } = route;
  let channel = route.channel;
  const userId = caller.user.id;

  let prompt = str(body.prompt);
  if (mode === 'swap') {
    if (!str(body.sourceBase64) || !str(body.targetBase64)) throw new MjError(MJ_REQUEST_ERROR, 'sour_base64_and_target_base64_is_required');
    prompt = 'InsightFace';
  } else if (mode === 'imagine') {
    if (!prompt) throw new MjError(MJ_REQUEST_ERROR, 'prompt_is_required');
  } else if (!FIXED_ACTION[mode] || mode === 'modal' || mode === 'video') {
    // Actions on an earlier job run on that job's channel with its prompt.
    let mjId = str(body.taskId);
    if (mode === 'simple-change') mjId = simpleChange(str(body.content))?.taskId ?? '';
    if (mjId) {
      if (mode === 'change') {
        if (!str(body.action)) throw new MjError(MJ_REQUEST_ERROR, 'action_is_required');
        if (!num(body.index)) throw new MjError(MJ_REQUEST_ERROR, 'index_is_required');
      }
      const o = await originChannel(relay, userId, mjId, mode);
      channel = o.channel;
      prompt = o.origin.prompt;
    }
  }

  const consume = !FREE_ACTIONS.has(action);
  const billing = new TaskBilling(relay);
  const q = billing.quote(modelName, caller.user.group, route.usingGroup);
  if (consume && caller.user.quota - q.quota < 0) throw new MjError(MJ_REQUEST_ERROR, 'quota_not_enough');
  const charge = consume ? await billing.take(caller, q.quota) : null;
  if (consume && !charge) throw new MjError(MJ_REQUEST_ERROR, 'quota_not_enough');

  let answer: MjAnswer;
  try {
    answer = await callMj(relay, req, channel, SUBMIT_TIMEOUT_MS);
  } catch (err) {
    if (charge) billing.release(charge);
    throw err;
  }
  if (answer.code === 30) {
    if (charge) billing.release(charge);
    throw new MjError(30, answer.description);
  }
  const accepted = mode === 'swap' ? answer.code === 1 : answer.code === 1 || answer.code === 21 || answer.code === 22;
  const billed = !!charge && accepted && answer.status === 200;

  const now = Date.now();
  const row = {
    userId,
    code: answer.code,
    action,
    mjId: answer.result,
    prompt,
    description: answer.description,
    submitTime: BigInt(now),
    startTime: BigInt(mode === 'swap' ? now : 0),
    finishTime: BigInt(0),
    progress: '0%',
    status: '',
    imageUrl: '',
    failReason: accepted ? '' : answer.description,
    channelId: channel.id,
    quota: BigInt(billed ? q.quota : 0),
    tokenId: billed ? (caller.token?.id ?? 0) : 0,
  };
  if (answer.code === 3) await disableNoInstance(relay, channel);
  let text = answer.text;
  if (answer.code === 21 && mode !== 'swap') {
    const p = isRecord(answer.properties) ? answer.properties : {};
    if (typeof p.imageUrl === 'string' && typeof p.status === 'string') {
      row.imageUrl = p.imageUrl;
      row.status = p.status;
      if (p.status === 'SUCCESS') {
        row.progress = '100%';
        row.startTime = BigInt(now);
        row.code = 1;
        row.finishTime = BigInt(now);
      }
    }
    if (!FREE_ACTIONS.has(action)) text = text.replaceAll('"code":21', '"code":1');
  }
  if (answer.code === 1 && action === 'UPLOAD') {
    row.progress = '100%';
    row.status = 'SUCCESS';
  }
  if (answer.code === 22) text = text.replaceAll('"code":22', '"code":1');
  try {
    await app.prisma.midjourney.create({ data: row });
  } catch (err) {
    if (charge) billing.release(charge);
    app.log.error({ err }, 'insert midjourney task failed');
    throw new MjError(MJ_REQUEST_ERROR, 'insert_midjourney_task_failed');
  }
  if (charge) {
    if (billed) {
      const content = mode === 'swap'
        ? `模型固定价格 ${q.price.toFixed(2)}，分组倍率 ${q.groupRatio.toFixed(2)}，操作 ${action}`
        : `模型固定价格 ${q.price.toFixed(2)}，分组倍率 ${q.groupRatio.toFixed(2)}，操作 ${action}，ID ${answer.result}`;
      billing.confirm(charge, caller, q, { content, channelId: channel.id, group: route.usingGroup, startedMs: started, ip: req.ip });
    } else billing.release(charge);
  }
  void reply.code(answer.status).header('content-type', 'application/json').send(text);
}

// ---- reading jobs

export interface MjDto {
  id: string;
  action: string;
  customId: string;
  botType: string;
  prompt: string;
  promptEn: string;
  description: string;
  state: string;
  submitTime: number;
  startTime: number;
  finishTime: number;
  imageUrl: string;
  videoUrl: string;
  videoUrls: unknown;
  status: string;
  progress: string;
  failReason: string;
  buttons: unknown;
  maskBase64: string;
  properties: unknown;
}

const jsonOr = (text: string, fallback: unknown): unknown => {
  if (!text) return fallback;
  const v = parseJson(text);
  return v === undefined ? fallback : v;
};

/** A job as midjourney-proxy shows it; image URLs point at our proxy when MjForwardUrlEnabled. */
export function mjDto(relay: Relay, m: Midjourney): MjDto {
  const o = relay.app.options;
  let imageUrl = m.imageUrl;
  if (m.imageUrl && o.bool('MjForwardUrlEnabled')) {
    imageUrl = `${o.get('ServerAddress').replace(/\/+$/, '')}/mj/image/${m.mjId}`;
    if (m.status !== 'SUCCESS') imageUrl += `?rand=${Date.now()}`;
  }
  return {
    id: m.mjId,
    action: m.action,
    customId: '',
    botType: '',
    prompt: m.prompt,
    promptEn: m.promptEn,
    description: m.description,
    state: m.state,
    submitTime: Number(m.submitTime),
    startTime: Number(m.startTime),
    finishTime: Number(m.finishTime),
    imageUrl,
    videoUrl: m.videoUrl,
    videoUrls: jsonOr(m.videoUrls, null),
    status: m.status,
    progress: m.progress,
    failReason: m.failReason,
    buttons: jsonOr(m.buttons, null),
    maskBase64: '',
    properties: jsonOr(m.properties, null),
  };
}

export async function mjFetch(relay: Relay, req: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply): Promise<void> {
  const caller = await authenticateToken(relay, req, '');
  const row = await relay.app.prisma.midjourney.findFirst({ where: { userId: caller.user.id, mjId: req.params.id } });
  if (!row) throw new MjError(MJ_REQUEST_ERROR, 'task_no_found');
  void reply.header('content-type', 'application/json').send(JSON.stringify(mjDto(relay, row)));
}

export async function mjListByCondition(relay: Relay, req: FastifyRequest, reply: FastifyReply): Promise<void> {
  const caller = await authenticateToken(relay, req, '');
  const body = isRecord(req.body) ? req.body : null;
  if (!body || (body.ids !== undefined && !Array.isArray(body.ids))) throw new MjError(MJ_REQUEST_ERROR, 'do_request_failed');
  const ids = ((body.ids as unknown[] | undefined) ?? []).map(str).filter(Boolean);
  const rows = ids.length ? await relay.app.prisma.midjourney.findMany({ where: { userId: caller.user.id, mjId: { in: ids } } }) : [];
  void reply.header('content-type', 'application/json').send(JSON.stringify(rows.map((r) => mjDto(relay, r))));
}

export async function mjImageSeed(relay: Relay, req: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply): Promise<void> {
  const caller = await authenticateToken(relay, req, '');
  const origin = await relay.app.prisma.midjourney.findFirst({ where: { userId: caller.user.id, mjId: req.params.id } });
  if (!origin) throw new MjError(MJ_REQUEST_ERROR, 'task_no_found');
  const channel = relay.channels.get(origin.channelId);
  if (!channel) throw new MjError(MJ_REQUEST_ERROR, 'get_channel_info_failed');
  if (channel.status !== 1) throw new MjError(MJ_REQUEST_ERROR, '该任务所属渠道已被禁用');
  const answer = await callMj(relay, req, channel, 30_000);
  void reply.code(answer.status).header('content-type', 'application/json').send(answer.text);
}

/** POST /mj/notify: the proxy's callback; updates the caller's own job. */
export async function mjNotify(relay: Relay, req: FastifyRequest, reply: FastifyReply): Promise<void> {
  const caller = await authenticateToken(relay, req, '');
  const item = isRecord(req.body) ? req.body : null;
  if (!item) throw new MjError(MJ_REQUEST_ERROR, 'bind_request_body_failed');
  const row = await relay.app.prisma.midjourney.findFirst({ where: { userId: caller.user.id, mjId: str(item.id) } });
  if (!row) throw new MjError(MJ_REQUEST_ERROR, 'midjourney_task_not_found');
  await applyMjUpdate(relay, row, item);
  void reply.code(200).send();
}

/** GET /mj/image/:id (public): streams the job's image from where the proxy stored it. */
export async function mjImage(relay: Relay, req: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply): Promise<void> {
  const row = await relay.app.prisma.midjourney.findFirst({ where: { mjId: req.params.id }, orderBy: { id: 'desc' } });
  if (!row) return void reply.code(400).send({ error: 'midjourney_task_not_found' });
  if (!/^https?:\/\//i.test(row.imageUrl)) return void reply.code(500).send({ error: 'http_get_image_failed' });
  let answer;
  try {
    answer = await callUpstream(relay, { url: row.imageUrl, method: 'GET', headers: {} }, SUBMIT_TIMEOUT_MS);
  } catch {
    return void reply.code(500).send({ error: 'http_get_image_failed' });
  }
  if (answer.status !== 200) return void reply.code(answer.status).send({ error: answer.body.toString('utf8') });
  void reply.code(200).header('content-type', answer.contentType || 'image/jpeg').send(answer.body);
}

// ---- updates from the poller and the notify hook

/** Whether anything the original tracks changed. */
function needsUpdate(row: Midjourney, item: Record<string, unknown>): boolean {
  return (
    row.code !== 1 ||
    row.progress !== str(item.progress) ||
    row.promptEn !== str(item.promptEn) ||
    row.state !== str(item.state) ||
    Number(row.submitTime) !== num(item.submitTime) ||
    Number(row.startTime) !== num(item.startTime) ||
    Number(row.finishTime) !== num(item.finishTime) ||
    row.imageUrl !== str(item.imageUrl) ||
    row.status !== str(item.status) ||
    row.failReason !== str(item.failReason)
  );
}

const ONE_HOUR_MS = 3600_000;

/** Brings one job up to date from an upstream task object; FAILURE refunds what was charged. */
export async function applyMjUpdate(relay: Relay, row: Midjourney, input: Record<string, unknown>): Promise<void> {
  const item = { ...input };
  if (Date.now() - Number(row.submitTime) > ONE_HOUR_MS && row.progress !== '100%') {
    item.failReason = '上游任务超时（超过1小时）';
    item.status = 'FAILURE';
  }
  if (!needsUpdate(row, item)) return;
  const status = str(item.status);
  const failReason = str(item.failReason);
  let progress = str(item.progress);
  const failed = status === 'FAILURE' || (failReason !== '' && row.progress !== '100%' && progress !== '100%');
  if (failed) progress = '100%';
  if (status === 'SUCCESS') progress = '100%';
  const data = {
    code: 1,
    progress,
    promptEn: str(item.promptEn),
    state: str(item.state),
    submitTime: BigInt(num(item.submitTime) || Number(row.submitTime)),
    startTime: BigInt(num(item.startTime)),
    finishTime: BigInt(num(item.finishTime)),
    imageUrl: str(item.imageUrl),
    videoUrl: str(item.videoUrl) || row.videoUrl,
    videoUrls: item.videoUrls !== undefined && item.videoUrls !== null ? JSON.stringify(item.videoUrls) : row.videoUrls,
    ...(item.properties !== undefined && item.properties !== null ? { properties: JSON.stringify(item.properties) } : {}),
    ...(item.buttons !== undefined && item.buttons !== null ? { buttons: JSON.stringify(item.buttons) } : {}),
  };
  if (failed) {
    // Claim + refund first (one transaction, at most once), then the remaining fields.
    await new TaskBilling(relay).refundFailed({
      table: 'midjourneys',
      id: row.id,
      userId: row.userId,
      tokenId: row.tokenId,
      channelId: row.channelId,
      quota: Number(row.quota),
      failReason,
      logText: `构图失败 ${row.mjId}`,
    });
    await relay.app.prisma.midjourney.update({ where: { id: row.id }, data: { ...data, status: 'FAILURE', failReason } });
    return;
  }
  await relay.app.prisma.midjourney.updateMany({ where: { id: row.id, progress: { not: '100%' } }, data: { ...data, status, failReason } });
}
