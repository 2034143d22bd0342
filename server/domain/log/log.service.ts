import type { App } from '../../context';
import type { Prisma } from '../../db/generated/client';

/** The client recordLog writes through: the app's, or a transaction's so the log commits with it. */
export type LogWriter = Pick<Prisma.TransactionClient, 'user' | 'log'>;

// Log types (reference/data-model.md §2).
export const LOG_TOPUP = 1;
export const LOG_CONSUME = 2;
export const LOG_MANAGE = 3;
export const LOG_SYSTEM = 4;
export const LOG_ERROR = 5;

export interface LogEntry {
  userId: number;
  type: number;
  content: string;
  username?: string;
  tokenName?: string;
  modelName?: string;
  quota?: bigint | number;
  promptTokens?: number;
  completionTokens?: number;
  useTime?: number;
  isStream?: boolean;
  channelId?: number;
  tokenId?: number;
  group?: string;
  ip?: string;
  other?: Record<string, unknown>;
}

/** Writes one non-relay log row (top-up, manage, system). The relay writes its own in its ledger. */
export async function recordLog(app: App, entry: LogEntry, db: LogWriter = app.prisma): Promise<void> {
  let username = entry.username;
  if (username === undefined && entry.userId) {
    username = (await db.user.findUnique({ where: { id: entry.userId }, select: { username: true } }))?.username ?? '';
  }
  await db.log.create({
    data: {
      userId: entry.userId,
      createdAt: BigInt(Math.floor(Date.now() / 1000)),
      type: entry.type,
      content: entry.content,
      username: username ?? '',
      tokenName: entry.tokenName ?? '',
      modelName: entry.modelName ?? '',
      quota: BigInt(entry.quota ?? 0),
      promptTokens: entry.promptTokens ?? 0,
      completionTokens: entry.completionTokens ?? 0,
      useTime: entry.useTime ?? 0,
      isStream: entry.isStream ?? false,
      channelId: entry.channelId ?? 0,
      tokenId: entry.tokenId ?? 0,
      group: entry.group ?? '',
      ip: entry.ip ?? '',
      other: entry.other ? JSON.stringify(entry.other) : '',
    },
  });
}

/** "＄%.6f 额度" when DisplayInCurrencyEnabled, else "N 点额度" (reference/billing.md §1). */
export function formatQuota(app: App, quota: bigint | number): string {
  const q = Number(quota);
  if (app.options.bool('DisplayInCurrencyEnabled')) {
    return `＄${(q / app.options.num('QuotaPerUnit', 500000)).toFixed(6)} 额度`;
  }
  return `${q} 点额度`;
}
