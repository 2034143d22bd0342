import type { TestServer } from './test-server';
import { randomAlnum } from '../../server/lib/random';

// Channels and tokens written straight through the data layer (as the Administration and
// Tokens issues' services would), then the relay's caches are told.

export interface ChannelSpec {
  name?: string;
  type?: number;
  key?: string;
  baseUrl: string;
  models: string[];
  group?: string;
  priority?: number;
  weight?: number;
  status?: number;
  modelMapping?: Record<string, string>;
  statusCodeMapping?: Record<string, string>;
  autoBan?: number;
  other?: string;
}

export async function createChannel(t: TestServer, spec: ChannelSpec) {
  const prisma = t.server.app.prisma;
  const groups = (spec.group ?? 'default').split(',');
  const channel = await prisma.channel.create({
    data: {
      name: spec.name ?? 'test-channel',
      type: spec.type ?? 1,
      key: spec.key ?? 'sk-upstream-test',
      baseUrl: spec.baseUrl,
      models: spec.models.join(','),
      group: spec.group ?? 'default',
      priority: BigInt(spec.priority ?? 0),
      weight: spec.weight ?? 0,
      status: spec.status ?? 1,
      modelMapping: spec.modelMapping ? JSON.stringify(spec.modelMapping) : '',
      statusCodeMapping: spec.statusCodeMapping ? JSON.stringify(spec.statusCodeMapping) : '',
      autoBan: spec.autoBan ?? 1,
      other: spec.other ?? '',
      createdTime: BigInt(Math.floor(Date.now() / 1000)),
    },
  });
  await prisma.ability.createMany({
    data: groups.flatMap((group) =>
      spec.models.map((model) => ({ group, model, channelId: channel.id, enabled: channel.status === 1, priority: BigInt(spec.priority ?? 0), weight: spec.weight ?? 0 })),
    ),
  });
  await t.server.relay.channels.refresh();
  return channel;
}

export async function createToken(
  t: TestServer,
  userId: number,
  opts: { remainQuota?: number; unlimited?: boolean; group?: string; modelLimits?: string[]; allowIps?: string; expiredTime?: number; name?: string } = {},
) {
  const key = randomAlnum(48);
  const token = await t.server.app.prisma.token.create({
    data: {
      userId,
      key,
      name: opts.name ?? 'test-token',
      remainQuota: BigInt(opts.remainQuota ?? 0),
      unlimitedQuota: opts.unlimited ?? opts.remainQuota === undefined,
      group: opts.group ?? '',
      modelLimitsEnabled: !!opts.modelLimits,
      modelLimits: (opts.modelLimits ?? []).join(','),
      allowIps: opts.allowIps ?? '',
      expiredTime: BigInt(opts.expiredTime ?? -1),
      createdTime: BigInt(Math.floor(Date.now() / 1000)),
    },
  });
  return { ...token, sk: `sk-${key}` };
}

/** Waits until the relay's off-path ledger writes have landed. */
export const settled = (t: TestServer) => t.server.relay.ledger.drain();
