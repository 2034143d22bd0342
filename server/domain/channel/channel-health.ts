import type { App } from '../../context';
import { ROLE_ROOT } from '../../auth/viewer';
import { LOG_SYSTEM, recordLog } from '../log/log.service';
import { CHANNEL_AUTO_DISABLED, CHANNEL_ENABLED, setAbilitiesEnabled } from './channel-abilities';

// Automatic channel status changes the relay and the channel tests trigger.

/** Writes a system log for the root user (the original e-mails root; here the log is the notice). */
export async function notifyRoot(app: App, content: string): Promise<void> {
  const root = await app.prisma.user.findFirst({ where: { role: { gte: ROLE_ROOT } }, orderBy: { id: 'asc' }, select: { id: true, username: true } });
  await recordLog(app, { userId: root?.id ?? 0, username: root?.username ?? '', type: LOG_SYSTEM, content });
}

/** Disables a channel with auto_ban = 1 (status 3) and records why. */
export async function autoDisableChannel(app: App, channelId: number, reason: string): Promise<void> {
  const c = await app.prisma.channel.findUnique({ where: { id: channelId } });
  if (!c || c.autoBan !== 1 || c.status === CHANNEL_AUTO_DISABLED) return;
  let info: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(c.otherInfo || '{}') as unknown;
    if (parsed && typeof parsed === 'object') info = parsed as Record<string, unknown>;
  } catch {
    // A broken other_info is replaced.
  }
  info.status_reason = reason;
  info.status_time = Math.floor(Date.now() / 1000);
  await app.prisma.$transaction(async (tx) => {
    await tx.channel.update({ where: { id: channelId }, data: { status: CHANNEL_AUTO_DISABLED, otherInfo: JSON.stringify(info) } });
    await setAbilitiesEnabled(tx, [channelId], false);
  });
  app.events.invalidate('channels', channelId);
  app.log.warn({ channelId, reason }, 'channel auto-disabled');
  await notifyRoot(app, `通道「${c.name}」（#${c.id}）已被禁用，原因：${reason}`);
}

/** Re-enables a channel that was disabled automatically (never a manually disabled one). */
export async function autoEnableChannel(app: App, channelId: number): Promise<void> {
  const c = await app.prisma.channel.findUnique({ where: { id: channelId } });
  if (!c || c.status !== CHANNEL_AUTO_DISABLED) return;
  await app.prisma.$transaction(async (tx) => {
    await tx.channel.update({ where: { id: channelId }, data: { status: CHANNEL_ENABLED } });
    await setAbilitiesEnabled(tx, [channelId], true);
  });
  app.events.invalidate('channels', channelId);
  app.log.info({ channelId }, 'channel auto-enabled');
  await notifyRoot(app, `通道「${c.name}」（#${c.id}）已被启用`);
}
