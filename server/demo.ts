import bcrypt from 'bcryptjs';
import type { App } from './context';
import type { Relay } from './relay/relay';
import { randomAlnum } from './lib/random';
import { isSetupDone } from './domain/setup/setup.service';
import { ROLE_ROOT } from './auth/viewer';

// DEMO=true (npm run demo): the bundled mock upstream on loopback, a demo channel for the
// three wire formats and a ready token, so the playground and /v1 answer at once, offline.

const DEMO_MODELS = ['gpt-4o-mini', 'gpt-4o', 'text-embedding-3-small', 'dall-e-3', 'tts-1', 'whisper-1'];
const DEMO_CLAUDE = ['claude-sonnet-4-20250514', 'claude-3-5-haiku-20241022'];
const DEMO_GEMINI = ['gemini-2.5-flash', 'gemini-2.0-flash'];

export async function prepareDemo(app: App, relay: Relay): Promise<void> {
  const { startCombinedMock } = await import('../tools/mock-upstream/index');
  const mock = await startCombinedMock({ port: 0, host: '127.0.0.1', delayMs: 30 });
  app.onClose.push(() => mock.close());
  const now = BigInt(Math.floor(Date.now() / 1000));
  if (!(await isSetupDone(app))) {
    // The original's factory credentials; the login page warns about them.
    await app.prisma.user.create({ data: { username: 'root', password: await bcrypt.hash('123456', 10), displayName: 'Root User', role: ROLE_ROOT, quota: 100_000_000n, createdAt: now } });
    await app.prisma.setup.create({ data: { id: 1, version: app.config.VERSION, initializedAt: now } });
  }
  const root = await app.prisma.user.findFirstOrThrow({ where: { role: ROLE_ROOT } });
  // The mock's port changes every start: replace the demo channels.
  const old = await app.prisma.channel.findMany({ where: { tag: 'demo' }, select: { id: true } });
  await app.prisma.channel.deleteMany({ where: { id: { in: old.map((c) => c.id) } } });
  for (const [type, name, models] of [
    [1, 'Demo OpenAI (mock)', DEMO_MODELS],
    [14, 'Demo Claude (mock)', DEMO_CLAUDE],
    [24, 'Demo Gemini (mock)', DEMO_GEMINI],
  ] as const) {
    const channel = await app.prisma.channel.create({
      data: { type, name, key: 'demo-key', baseUrl: mock.url, models: models.join(','), group: 'default', tag: 'demo', createdTime: now },
    });
    await app.prisma.ability.createMany({ data: models.map((model) => ({ group: 'default', model, channelId: channel.id, enabled: true, tag: 'demo' })) });
  }
  let token = await app.prisma.token.findFirst({ where: { userId: root.id, name: 'demo', deletedAt: null } });
  token ??= await app.prisma.token.create({ data: { userId: root.id, key: randomAlnum(48), name: 'demo', unlimitedQuota: true, createdTime: now } });
  await relay.channels.refresh();
  app.log.info({ mock: mock.url, login: 'root / 123456', token: `sk-${token.key.slice(0, 6)}…` }, 'demo mode: mock upstream and demo channels ready');
  process.stdout.write(`\nDemo ready. Console: http://localhost:${app.config.PORT} (root / 123456)\nAPI key: sk-${token.key}\n\n`);
}
