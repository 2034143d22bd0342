import type { Midjourney, Task } from '../../db/generated/client';
import type { Relay } from '../relay';
import { chooseKey } from '../channel-cache';
import { TaskBilling } from './task-billing';
import { applyMjUpdate } from './midjourney';
import { applySunoUpdate, sunoHeaders } from './suno';
import { callUpstream, isRecord, parseJson, str } from './task-common';

// Background poller: every interval, unfinished MJ and Suno jobs are asked about in one call
// per channel (list-by-condition / /suno/fetch) and brought up to date. Runs are never
// concurrent; refunds are claimed per row, so several instances polling stay safe.

const DEFAULT_INTERVAL_MS = 15_000;
const FETCH_TIMEOUT_MS = 15_000;
const running = new WeakMap<Relay, Promise<void>>();

export function startTaskPoller(relay: Relay, intervalMs = DEFAULT_INTERVAL_MS): () => Promise<void> {
  // Slave nodes leave background jobs to the master (reference/options.md NODE_TYPE).
  if (relay.app.config.NODE_TYPE === 'slave') return async () => {};
  let stopped = false;
  const timer = setInterval(() => {
    if (!stopped) void pollTasks(relay);
  }, intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running.get(relay);
  };
}

/** One polling round (also called directly by tests); joins a round already under way. */
export function pollTasks(relay: Relay): Promise<void> {
  const current = running.get(relay);
  if (current) return current;
  const round = (async () => {
    try {
      await pollMidjourney(relay);
      await pollSuno(relay);
    } catch (err) {
      relay.app.log.warn({ err }, 'task polling round failed');
    } finally {
      running.delete(relay);
    }
  })();
  running.set(relay, round);
  return round;
}

function byChannel<T extends { channelId: number }>(rows: T[]): Map<number, T[]> {
  const m = new Map<number, T[]>();
  for (const r of rows) {
    const list = m.get(r.channelId) ?? [];
    list.push(r);
    m.set(r.channelId, list);
  }
  return m;
}

async function failForChannel(relay: Relay, table: 'midjourneys' | 'tasks', rows: Array<Midjourney | Task>, channelId: number): Promise<void> {
  const billing = new TaskBilling(relay);
  for (const r of rows) {
    const id = 'mjId' in r ? r.mjId : r.taskId;
    await billing.refundFailed({
      table,
      id: r.id,
      userId: r.userId,
      tokenId: r.tokenId,
      channelId: r.channelId,
      quota: Number(r.quota),
      failReason: `获取渠道信息失败，请联系管理员，渠道ID：${channelId}`,
      logText: table === 'midjourneys' ? `构图失败 ${id}` : `异步任务执行失败 ${id}`,
    });
  }
}

async function pollMidjourney(relay: Relay): Promise<void> {
  const prisma = relay.app.prisma;
  const rows = await prisma.midjourney.findMany({ where: { progress: { not: '100%' } } });
  if (!rows.length) return;
  // Jobs the upstream never took (no id) cannot be asked about: they are over.
  const noId = rows.filter((r) => !r.mjId).map((r) => r.id);
  if (noId.length) await prisma.midjourney.updateMany({ where: { id: { in: noId } }, data: { status: 'FAILURE', progress: '100%' } });
  for (const [channelId, list] of byChannel(rows.filter((r) => r.mjId))) {
    const channel = relay.channels.get(channelId);
    if (!channel) {
      await failForChannel(relay, 'midjourneys', list, channelId);
      continue;
    }
    try {
      const answer = await callUpstream(
        relay,
        {
          url: `${channel.baseUrl}/mj/task/list-by-condition`,
          method: 'POST',
          headers: { 'content-type': 'application/json', 'mj-api-secret': chooseKey(channel).key },
          body: JSON.stringify({ ids: list.map((r) => r.mjId) }),
        },
        FETCH_TIMEOUT_MS,
      );
      if (answer.status !== 200) throw new Error(`list-by-condition status ${answer.status}`);
      const items = parseJson(answer.body.toString('utf8'));
      if (!Array.isArray(items)) throw new Error('list-by-condition: not an array');
      const byId = new Map(list.map((r) => [r.mjId, r]));
      for (const item of items) {
        const row = isRecord(item) ? byId.get(str(item.id)) : undefined;
        if (row && isRecord(item)) await applyMjUpdate(relay, row, item);
      }
    } catch (err) {
      relay.app.log.warn({ err, channelId }, 'midjourney task polling failed');
    }
  }
}

async function pollSuno(relay: Relay): Promise<void> {
  const prisma = relay.app.prisma;
  const rows = await prisma.task.findMany({ where: { platform: 'suno', progress: { not: '100%' } } });
  if (!rows.length) return;
  const noId = rows.filter((r) => !r.taskId).map((r) => r.id);
  if (noId.length) await prisma.task.updateMany({ where: { id: { in: noId } }, data: { status: 'FAILURE', progress: '100%' } });
  for (const [channelId, list] of byChannel(rows.filter((r) => r.taskId))) {
    const channel = relay.channels.get(channelId);
    if (!channel) {
      await failForChannel(relay, 'tasks', list, channelId);
      continue;
    }
    try {
      const answer = await callUpstream(
        relay,
        { url: `${channel.baseUrl}/suno/fetch`, method: 'POST', headers: sunoHeaders(chooseKey(channel).key), body: JSON.stringify({ ids: list.map((r) => r.taskId) }) },
        FETCH_TIMEOUT_MS,
      );
      if (answer.status !== 200) throw new Error(`suno fetch status ${answer.status}`);
      const parsed = parseJson(answer.body.toString('utf8'));
      if (!isRecord(parsed) || parsed.code !== 'success' || !Array.isArray(parsed.data)) throw new Error('suno fetch: bad answer');
      const byId = new Map(list.map((r) => [r.taskId, r]));
      for (const item of parsed.data) {
        const row = isRecord(item) ? byId.get(str(item.task_id)) : undefined;
        if (row && isRecord(item)) await applySunoUpdate(relay, row, item);
      }
    } catch (err) {
      relay.app.log.warn({ err, channelId }, 'suno task polling failed');
    }
  }
}
