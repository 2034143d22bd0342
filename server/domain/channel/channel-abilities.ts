import type { Channel, Prisma } from '../../db/generated/client';
import type { App } from '../../context';

// The routing index: one row per (group, model, channel). Always written in the same
// transaction as the channel so routing never sees a half-saved channel.

export type Tx = Prisma.TransactionClient;

export const CHANNEL_ENABLED = 1;
export const CHANNEL_MANUALLY_DISABLED = 2;
export const CHANNEL_AUTO_DISABLED = 3;

/** Splits a comma list, trimming blanks and duplicates. */
export function splitList(value: string | null | undefined): string[] {
  return [...new Set((value ?? '').split(',').map((s) => s.trim()).filter(Boolean))];
}

export function abilityRows(c: Pick<Channel, 'id' | 'group' | 'models' | 'status' | 'priority' | 'weight' | 'tag'>) {
  const rows: Prisma.AbilityCreateManyInput[] = [];
  for (const group of splitList(c.group)) {
    for (const model of splitList(c.models)) {
      rows.push({ group, model, channelId: c.id, enabled: c.status === CHANNEL_ENABLED, priority: c.priority, weight: c.weight, tag: c.tag });
    }
  }
  return rows;
}

/** Deletes and re-inserts the channel's abilities (in chunks, as the original). */
export async function rebuildAbilities(tx: Tx, c: Channel): Promise<void> {
  await tx.ability.deleteMany({ where: { channelId: c.id } });
  const rows = abilityRows(c);
  for (let i = 0; i < rows.length; i += 50) await tx.ability.createMany({ data: rows.slice(i, i + 50) });
}

/** Flips `enabled` in place (automatic status changes, tag enable/disable). */
export async function setAbilitiesEnabled(tx: Tx | App['prisma'], channelIds: number[], enabled: boolean): Promise<void> {
  await tx.ability.updateMany({ where: { channelId: { in: channelIds } }, data: { enabled } });
}
