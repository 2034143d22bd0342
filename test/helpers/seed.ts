import bcrypt from 'bcryptjs';
import { openDatabase } from '../../server/db/database';
import { randomAlnum } from '../../server/lib/random';

// Seeds a database (before an instance process starts) through the data layer.

export interface Seeded {
  userId: number;
  tokenId: number;
  key: string;
}

export async function seedRelay(env: { SQL_DSN: string; SQLITE_PATH: string }, opts: { upstream: string; models: string[]; remainQuota?: number; userQuota?: number; ratios?: Record<string, number> }): Promise<Seeded> {
  const db = await openDatabase({ sqlDsn: env.SQL_DSN, sqlitePath: env.SQLITE_PATH });
  try {
    const p = db.prisma;
    const now = BigInt(Math.floor(Date.now() / 1000));
    if (!(await p.setup.findFirst())) {
      await p.user.create({ data: { username: 'root', password: bcrypt.hashSync('root-password-1', 4), role: 100, quota: 100_000_000n, displayName: 'Root User' } });
      await p.setup.create({ data: { id: 1, version: 'test', initializedAt: now } });
    }
    const user = await p.user.create({ data: { username: `u${randomAlnum(6)}`.slice(0, 12), password: bcrypt.hashSync('password-123', 4), quota: BigInt(opts.userQuota ?? 1_000_000_000) } });
    const channel = await p.channel.create({ data: { name: 'seeded', type: 1, key: 'sk-up', baseUrl: opts.upstream, models: opts.models.join(','), group: 'default', createdTime: now } });
    await p.ability.createMany({ data: opts.models.map((model) => ({ group: 'default', model, channelId: channel.id, enabled: true })) });
    const key = randomAlnum(48);
    const token = await p.token.create({
      data: { userId: user.id, key, name: 'seeded', remainQuota: BigInt(opts.remainQuota ?? 0), unlimitedQuota: opts.remainQuota === undefined, createdTime: now },
    });
    if (opts.ratios) {
      const row = await p.option.findUnique({ where: { key: 'ModelRatio' } });
      const { DEFAULT_MODEL_RATIO } = await import('../../server/domain/pricing/default-prices');
      const current = row ? (JSON.parse(row.value) as Record<string, number>) : DEFAULT_MODEL_RATIO;
      const value = JSON.stringify({ ...current, ...opts.ratios });
      await p.option.upsert({ where: { key: 'ModelRatio' }, create: { key: 'ModelRatio', value }, update: { value } });
    }
    return { userId: user.id, tokenId: token.id, key: `sk-${key}` };
  } finally {
    await db.close();
  }
}

/** Reads balances and the journal straight from the database. */
export async function ledgerState(env: { SQL_DSN: string; SQLITE_PATH: string }, s: Seeded) {
  const db = await openDatabase({ sqlDsn: env.SQL_DSN, sqlitePath: env.SQLITE_PATH });
  try {
    const p = db.prisma;
    // Logs and the journal first: a settlement's log row and its counters commit together, so
    // counters read after the logs include every settlement those logs show (read the other
    // way round, a batch committing in between made the counters look short).
    const logs = await p.log.aggregate({ where: { tokenId: s.tokenId, type: 2 }, _sum: { quota: true }, _count: true });
    const pending = await p.pendingCharge.count();
    const user = await p.user.findUniqueOrThrow({ where: { id: s.userId } });
    const token = await p.token.findUniqueOrThrow({ where: { id: s.tokenId } });
    return { user, token, logSum: logs._sum.quota ?? 0n, logCount: logs._count, pending };
  } finally {
    await db.close();
  }
}
