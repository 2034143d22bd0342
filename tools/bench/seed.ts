import bcrypt from 'bcryptjs';
import { randomBytes } from 'node:crypto';
import { openDatabase } from '../../server/db/database';

// Seeds the gateway's fresh SQLite file before it starts (openDatabase applies the migrations):
// a user with plenty of quota, an OpenAI channel to the mock upstream, abilities, an unlimited
// token — the same rows test/helpers/relay-fixtures.ts writes. Root comes later via /api/setup.

export async function seedDatabase(sqlitePath: string, upstreamUrl: string): Promise<{ sk: string }> {
  const db = await openDatabase({ sqlDsn: '', sqlitePath });
  try {
    const prisma = db.prisma;
    const now = BigInt(Math.floor(Date.now() / 1000));
    const user = await prisma.user.create({
      data: { username: 'bench', password: bcrypt.hashSync('bench-password', 4), displayName: 'bench', role: 1, quota: 10n ** 15n, group: 'default' },
    });
    const channel = await prisma.channel.create({
      data: {
        name: 'bench-upstream',
        type: 1,
        key: 'sk-upstream-bench',
        baseUrl: upstreamUrl,
        models: 'gpt-4o-mini',
        group: 'default',
        priority: 0n,
        weight: 0,
        status: 1,
        modelMapping: '',
        statusCodeMapping: '',
        autoBan: 0,
        other: '',
        createdTime: now,
      },
    });
    await prisma.ability.create({ data: { group: 'default', model: 'gpt-4o-mini', channelId: channel.id, enabled: true, priority: 0n, weight: 0 } });
    const key = randomBytes(24).toString('hex');
    await prisma.token.create({
      data: { userId: user.id, key, name: 'bench', remainQuota: 0n, unlimitedQuota: true, group: '', expiredTime: -1n, createdTime: now },
    });
    return { sk: `sk-${key}` };
  } finally {
    await db.close();
  }
}
