import type { Relay } from './relay';
import type { Ctx } from '../context';
import { ROLE_ROOT } from '../auth/viewer';
import { testChannel } from '../domain/channel/channel-test';
import { autoEnableChannel } from '../domain/channel/channel-health';

// Beyond the original: auto-disabled channels are re-tested every ChannelRetestIntervalSeconds
// (0 = off) and re-enabled once a real minimal request through them succeeds again.

export function startChannelRetest(relay: Relay): () => void {
  const app = relay.app;
  let running = false;
  let last = 0;
  const tick = async () => {
    const every = app.options.num('ChannelRetestIntervalSeconds', 0);
    if (every <= 0 || running || Date.now() - last < every * 1000) return;
    running = true;
    last = Date.now();
    try {
      const ctx: Ctx = { app, ip: '127.0.0.1', viewer: { id: 0, username: 'system', role: ROLE_ROOT, status: 1, group: 'default', via: 'session' } };
      const disabled = await app.prisma.channel.findMany({ where: { status: 3 }, select: { id: true } });
      for (const { id } of disabled) {
        const result = await testChannel(ctx, id);
        const now = await app.prisma.channel.findUnique({ where: { id }, select: { status: true } });
        if (result.success && now?.status === 3) {
          await autoEnableChannel(app, id);
          app.log.info({ channel: id }, 'auto-disabled channel passed its re-test and is enabled again');
        }
      }
    } catch (err) {
      app.log.warn({ err }, 'channel re-test failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), 1000);
  timer.unref();
  return () => clearInterval(timer);
}
