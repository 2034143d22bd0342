import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Task } from '../../db/generated/client';
import type { Relay } from '../relay';
import { authenticateToken } from '../token-auth';
import { chooseKey, type RuntimeChannel } from '../channel-cache';
import { TaskBilling } from './task-billing';
import { callUpstream, isRecord, num, parseJson, routeTask, str, TaskError, upstreamText } from './task-common';

// Suno relay (reference/relay.md §10): POST /suno/submit/:action (music, lyrics) → bill per
// call → job row in tasks (platform "suno"); fetch answers from our rows.

const SUBMIT_TIMEOUT_MS = 60_000;
export const sunoModelName = (action: string) => `suno_${action.toLowerCase()}`;

export function sunoHeaders(key: string): Record<string, string> {
  return { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${key}` };
}

export async function sunoSubmit(relay: Relay, req: FastifyRequest<{ Params: { action: string } }>, reply: FastifyReply): Promise<void> {
  const started = Date.now();
  const app = relay.app;
  const action = req.params.action.toUpperCase();
  const modelName = sunoModelName(action);
  const route = await routeTask(relay, req, modelName);
  const { caller } = route;
  let channel: RuntimeChannel = route.channel;

  if (!isRecord(req.body)) throw new TaskError(400, 'invalid_request', 'invalid request body');
  const body: Record<string, unknown> = { ...req.body };
  if (action === 'MUSIC') {
    if (!str(body.mv)) body.mv = 'chirp-v3-0';
  } else if (action === 'LYRICS') {
    if (!str(body.prompt)) throw new TaskError(400, 'invalid_request', 'prompt_empty');
  } else throw new TaskError(400, 'invalid_request', 'invalid_action');

  // Continuing a clip runs on the channel of the job it came from.
  if (str(body.continue_clip_id)) {
    const originId = str(body.task_id);
    if (!originId) throw new TaskError(400, 'invalid_request', 'task id is empty');
    const origin = await app.prisma.task.findFirst({ where: { userId: caller.user.id, taskId: originId } });
    if (!origin) throw new TaskError(400, 'task_not_exist', 'task_origin_not_exist');
    if (origin.channelId !== channel.id) {
      const c = relay.channels.get(origin.channelId);
      if (!c) throw new TaskError(500, 'channel_not_found', 'channel not found');
      if (c.status !== 1) throw new TaskError(400, 'task_channel_disable', '该任务所属渠道已被禁用');
      channel = c;
    }
  }

  const billing = new TaskBilling(relay);
  const q = billing.quote(modelName, caller.user.group, route.usingGroup);
  if (caller.user.quota - q.quota < 0) throw new TaskError(403, 'quota_not_enough', 'user quota is not enough');
  const charge = await billing.take(caller, q.quota);
  if (!charge) throw new TaskError(403, 'quota_not_enough', 'user quota is not enough');

  let taskId: string;
  let text: string;
  try {
    let answer;
    try {
      answer = await callUpstream(
        relay,
        { url: `${channel.baseUrl}/suno/submit/${action}`, method: 'POST', headers: sunoHeaders(chooseKey(channel).key), body: JSON.stringify(body) },
        SUBMIT_TIMEOUT_MS,
      );
    } catch (err) {
      app.log.warn({ err, channel: channel.id }, 'suno upstream request failed');
      throw new TaskError(500, 'do_request_failed', '请求上游地址失败');
    }
    text = answer.body.toString('utf8');
    if (answer.status !== 200) throw new TaskError(answer.status, 'fail_to_fetch_task', upstreamText(text));
    const parsed = parseJson(text);
    if (!isRecord(parsed)) throw new TaskError(500, 'unmarshal_response_body_failed', 'unmarshal_response_body_failed');
    if (parsed.code !== 'success') throw new TaskError(500, str(parsed.code) || 'fail_to_submit_task', upstreamText(str(parsed.message)));
    taskId = str(parsed.data);
    const now = Math.floor(Date.now() / 1000);
    await app.prisma.task.create({
      data: {
        createdAt: BigInt(now),
        updatedAt: BigInt(now),
        taskId,
        platform: 'suno',
        userId: caller.user.id,
        channelId: channel.id,
        quota: BigInt(q.quota),
        tokenId: caller.token?.id ?? 0,
        action,
        status: 'NOT_START',
        submitTime: BigInt(now),
        progress: '0%',
        properties: JSON.stringify({ input: str(body.prompt) || str(body.gpt_description_prompt) }),
        data: '',
      },
    });
  } catch (err) {
    billing.release(charge);
    throw err;
  }
  billing.confirm(charge, caller, q, {
    content: `模型固定价格 ${q.price.toFixed(2)}，分组倍率 ${q.groupRatio.toFixed(2)}，操作 ${action}`,
    channelId: channel.id,
    group: route.usingGroup,
    startedMs: started,
    ip: req.ip,
  });
  void reply.code(200).header('content-type', 'application/json').send(text);
}

export function taskDto(t: Task) {
  return {
    task_id: t.taskId,
    action: t.action,
    status: t.status,
    fail_reason: t.failReason,
    submit_time: Number(t.submitTime),
    start_time: Number(t.startTime),
    finish_time: Number(t.finishTime),
    progress: t.progress,
    data: t.data ? (parseJson(t.data) ?? null) : null,
  };
}

export async function sunoFetch(relay: Relay, req: FastifyRequest, reply: FastifyReply): Promise<void> {
  const caller = await authenticateToken(relay, req, '');
  const body = isRecord(req.body) ? req.body : null;
  if (!body || (body.ids !== undefined && !Array.isArray(body.ids))) throw new TaskError(400, 'invalid_request', 'invalid request body');
  const ids = ((body.ids as unknown[] | undefined) ?? []).map(str).filter(Boolean);
  const rows = ids.length ? await relay.app.prisma.task.findMany({ where: { userId: caller.user.id, platform: 'suno', taskId: { in: ids } } }) : [];
  void reply.send({ code: 'success', message: '', data: rows.map(taskDto) });
}

export async function sunoFetchOne(relay: Relay, req: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply): Promise<void> {
  const caller = await authenticateToken(relay, req, '');
  const row = await relay.app.prisma.task.findFirst({ where: { userId: caller.user.id, taskId: req.params.id } });
  if (!row) throw new TaskError(400, 'task_not_exist', 'task_not_exist');
  void reply.send({ code: 'success', message: '', data: taskDto(row) });
}

/** Brings one Suno job up to date from the upstream's task object; FAILURE refunds. */
export async function applySunoUpdate(relay: Relay, row: Task, item: Record<string, unknown>): Promise<void> {
  const status = str(item.status) || row.status;
  const failReason = str(item.fail_reason) || row.failReason;
  const data = {
    status,
    failReason,
    submitTime: BigInt(num(item.submit_time) || Number(row.submitTime)),
    startTime: BigInt(num(item.start_time) || Number(row.startTime)),
    finishTime: BigInt(num(item.finish_time) || Number(row.finishTime)),
    progress: str(item.progress) || row.progress,
    data: item.data === undefined ? row.data : JSON.stringify(item.data),
    updatedAt: BigInt(Math.floor(Date.now() / 1000)),
  };
  if (str(item.fail_reason) || status === 'FAILURE') {
    await new TaskBilling(relay).refundFailed({
      table: 'tasks',
      id: row.id,
      userId: row.userId,
      tokenId: row.tokenId,
      channelId: row.channelId,
      quota: Number(row.quota),
      failReason,
      logText: `异步任务执行失败 ${row.taskId}`,
    });
    await relay.app.prisma.task.update({ where: { id: row.id }, data: { ...data, status: 'FAILURE', progress: '100%' } });
    return;
  }
  if (status === 'SUCCESS') data.progress = '100%';
  await relay.app.prisma.task.updateMany({ where: { id: row.id, progress: { not: '100%' } }, data });
}
