import type { Channel } from '../../db/generated/client';
import type { App, Ctx } from '../../context';
import type { AdaptorRequest, RelayMode, WireFormat } from '../../relay/adaptors/types';
import { badInput, forbidden, isAppError, notFound } from '../../errors/app-error';
import { isAdmin } from '../../auth/viewer';
import { CHANNEL_AUTO_DISABLED, CHANNEL_ENABLED, splitList } from './channel-abilities';
import { autoDisableChannel, autoEnableChannel, notifyRoot } from './channel-health';
import { mapModel } from './model-mapping';
import { adaptorFor, adaptorOptions, channelConfig, parseJson, send } from './channel-upstream';

// Channel tests: one real minimal request through the channel's adaptor.

export interface TestResult {
  success: boolean;
  message: string;
  /** Seconds. */
  time: number;
}

const PROBES: Record<WireFormat, { mode: RelayMode; path: (model: string) => string; body: (model: string) => Record<string, unknown> }> = {
  openai: {
    mode: 'chat',
    path: () => '/v1/chat/completions',
    body: (model) => ({ model, messages: [{ role: 'user', content: 'hi' }], max_tokens: 16 }),
  },
  claude: {
    mode: 'messages',
    path: () => '/v1/messages',
    body: (model) => ({ model, max_tokens: 16, messages: [{ role: 'user', content: 'hi' }] }),
  },
  gemini: {
    mode: 'gemini.generate',
    path: (model) => `/v1beta/models/${model}:generateContent`,
    body: () => ({ contents: [{ role: 'user', parts: [{ text: 'hi' }] }], generationConfig: { maxOutputTokens: 16 } }),
  },
};

function requireAdmin(ctx: Ctx) {
  if (!isAdmin(ctx.viewer)) throw forbidden('无权进行此操作，权限不足');
}

function testModelOf(c: Channel, requested?: string): string {
  if (requested) return requested;
  if (c.testModel) return c.testModel;
  return splitList(c.models)[0] ?? 'gpt-4o-mini';
}

/** One probe in one client format; never throws. */
async function probe(app: App, c: Channel, model: string, format: WireFormat): Promise<TestResult & { status?: number }> {
  const started = Date.now();
  let upstreamModel = model;
  try {
    const mapping = parseJson(c.modelMapping || '{}');
    upstreamModel = mapping && typeof mapping === 'object' ? mapModel(mapping as Record<string, unknown>, model) : model;
  } catch {
    return { success: false, message: 'model_mapping_contains_cycle', time: 0 };
  }
  const p = PROBES[format];
  const req: AdaptorRequest = {
    mode: p.mode,
    inbound: format,
    path: p.path(upstreamModel),
    body: p.body(upstreamModel),
    model: upstreamModel,
    stream: false,
    clientHeaders: {},
    options: adaptorOptions(app),
  };
  try {
    const adaptor = await adaptorFor(c.type);
    const call = await adaptor.buildRequest(channelConfig(app, c), req);
    const answer = await send(call);
    const time = answer.ms / 1000;
    if (answer.status < 200 || answer.status >= 300) {
      const e = adaptor.parseError(answer.status, answer.text, req);
      return { success: false, message: e.message || `status code ${answer.status}`, time, status: answer.status };
    }
    const body = parseJson(answer.text);
    if (body === null) return { success: false, message: '上游返回了无效的 JSON', time };
    adaptor.convertResponse(req, body);
    return { success: true, message: '', time };
  } catch (err) {
    const message = isAppError(err) ? err.message : err instanceof Error ? err.message : String(err);
    return { success: false, message, time: (Date.now() - started) / 1000 };
  }
}

function shouldBan(app: App, r: TestResult & { status?: number }): boolean {
  if (!app.options.bool('AutomaticDisableChannelEnabled')) return false;
  if (r.status === 401 || r.status === 403) return true;
  const text = r.message.toLowerCase();
  return app.options
    .get('AutomaticDisableKeywords')
    .split('\n')
    .map((k) => k.trim().toLowerCase())
    .some((k) => k && text.includes(k));
}

async function runTest(app: App, c: Channel, model: string | undefined, all: boolean): Promise<TestResult> {
  const r = await probe(app, c, testModelOf(c, model), 'openai');
  await app.prisma.channel.update({
    where: { id: c.id },
    data: { testTime: BigInt(Math.floor(Date.now() / 1000)), responseTime: Math.round(r.time * 1000) },
  });
  if (r.success) {
    const threshold = app.options.num('ChannelDisableThreshold', 5);
    if (all && c.status === CHANNEL_ENABLED && threshold > 0 && r.time > threshold) {
      await autoDisableChannel(app, c.id, `响应时间 ${r.time.toFixed(2)}s 超过阈值 ${threshold.toFixed(2)}s`);
    } else if (c.status === CHANNEL_AUTO_DISABLED && app.options.bool('AutomaticEnableChannelEnabled')) {
      await autoEnableChannel(app, c.id);
    }
  } else if (all && c.status === CHANNEL_ENABLED && shouldBan(app, r)) {
    await autoDisableChannel(app, c.id, r.message);
  }
  app.events.invalidate('channels', c.id);
  return { success: r.success, message: r.message, time: r.time };
}

async function loadChannel(ctx: Ctx, id: number): Promise<Channel> {
  if (!Number.isInteger(id) || id <= 0) throw badInput('参数错误');
  const c = await ctx.app.prisma.channel.findUnique({ where: { id } });
  if (!c) throw notFound('渠道未找到，请刷新页面后重试');
  return c;
}

/** GET /api/channel/test/:id?model= */
export async function testChannel(ctx: Ctx, id: number, model?: string): Promise<TestResult> {
  requireAdmin(ctx);
  return runTest(ctx.app, await loadChannel(ctx, id), model || undefined, false);
}

const running = new WeakSet<App>();
const current = new WeakMap<App, Promise<void>>();

/** GET /api/channel/test: tests every channel in the background. */
export function testAllChannels(ctx: Ctx): Promise<void> {
  requireAdmin(ctx);
  const app = ctx.app;
  if (running.has(app)) throw badInput('测试已在运行中');
  running.add(app);
  const done = (async () => {
    try {
      const channels = await app.prisma.channel.findMany({ orderBy: { id: 'asc' } });
      for (const c of channels) await runTest(app, c, undefined, true);
      await notifyRoot(app, '通道测试完成');
    } catch (err) {
      app.log.warn({ err }, 'channel test-all failed');
    } finally {
      running.delete(app);
    }
  })();
  // Shutdown waits for a running test so it does not write to a closed database.
  if (!current.has(app)) app.onClose.push(() => current.get(app));
  current.set(app, done);
  return done;
}

export const isTestAllRunning = (app: App) => running.has(app);

export interface UpstreamTest {
  /** Client formats the channel answered successfully. */
  supported: WireFormat[];
  results: Array<{ format: WireFormat; success: boolean; message: string; time: number }>;
}

/** GET /api/channel/test_upstream/:id: one minimal call per client format (OpenAI, Claude, Gemini). */
export async function testUpstream(ctx: Ctx, id: number, model?: string): Promise<UpstreamTest> {
  requireAdmin(ctx);
  const c = await loadChannel(ctx, id);
  const m = testModelOf(c, model || undefined);
  const results: UpstreamTest['results'] = [];
  for (const format of ['openai', 'claude', 'gemini'] as const) {
    const r = await probe(ctx.app, c, m, format);
    results.push({ format, success: r.success, message: r.message, time: r.time });
  }
  return { supported: results.filter((r) => r.success).map((r) => r.format), results };
}
