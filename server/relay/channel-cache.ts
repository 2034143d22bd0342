import type { App } from '../context';
import { defaultBaseUrl } from '../domain/channel/channel-types';
import type { ChannelConfig } from './adaptors/types';

// The routing index: group → model → channels, grouped into priority tiers. Rebuilt from the
// database after every channel write (invalidation) and every SYNC_FREQUENCY seconds, swapped
// in whole so a request never sees a half-built index.

export interface RuntimeChannel {
  id: number;
  type: number;
  name: string;
  status: number;
  keys: string[];
  multiKeyMode: 'random' | 'polling';
  disabledKeys: Set<number>;
  pollIndex: number;
  baseUrl: string;
  other: string;
  organization: string | null;
  settings: Record<string, unknown>;
  modelMapping: Record<string, string>;
  statusCodeMapping: Record<string, string>;
  paramOverride: Record<string, unknown> | null;
  autoBan: boolean;
  priority: number;
  weight: number;
  tag: string | null;
  testModel: string | null;
  models: string[];
}

interface Candidate {
  channel: RuntimeChannel;
  priority: number;
  weight: number;
}

/** Candidates of one group+model, tiers sorted by priority descending. */
type Tiers = Candidate[][];

export type KeyDecoder = (stored: string) => string;

interface ChannelRow {
  id: number;
  type: number;
  key: string;
  name: string;
  status: number;
  base_url: string | null;
  other: string;
  openai_organization: string | null;
  setting: string | null;
  model_mapping: string | null;
  status_code_mapping: string | null;
  param_override: string | null;
  auto_ban: number;
  priority: number | string;
  weight: number;
  tag: string | null;
  test_model: string | null;
  models: string;
  channel_info: string;
}

const parseJson = <T>(text: string | null | undefined, fallback: T): T => {
  if (!text || !text.trim()) return fallback;
  try {
    const v = JSON.parse(text) as unknown;
    return (v && typeof v === 'object' ? v : fallback) as T;
  } catch {
    return fallback;
  }
};

export class ChannelCache {
  private index = new Map<string, Map<string, Tiers>>();
  private channels = new Map<number, RuntimeChannel>();
  private timer: NodeJS.Timeout | null = null;
  private pending: Promise<void> | null = null;
  private dirty = false;
  decodeKey: KeyDecoder = (s) => s;

  constructor(private app: App) {
    app.events.onInvalidate(({ topic }) => {
      if (topic === 'channels') void this.refresh();
    });
  }

  start(): void {
    this.timer = setInterval(() => void this.refresh(), this.app.config.SYNC_FREQUENCY * 1000);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Coalesces concurrent refresh requests; resolves when an index newer than the call is live. */
  refresh(): Promise<void> {
    if (this.pending) {
      this.dirty = true;
      return this.pending;
    }
    this.pending = (async () => {
      try {
        do {
          this.dirty = false;
          await this.load();
        } while (this.dirty);
      } catch (err) {
        this.app.log.warn({ err }, 'channel cache refresh failed');
      } finally {
        this.pending = null;
      }
    })();
    return this.pending;
  }

  private async load(): Promise<void> {
    const sql = this.app.db.sql;
    const [rows, abilities] = await Promise.all([
      sql.all<ChannelRow>(
        'SELECT id, type, key, name, status, base_url, other, openai_organization, setting, model_mapping, status_code_mapping, param_override, auto_ban, priority, weight, tag, test_model, models, channel_info FROM channels',
      ),
      sql.all<{ group: string; model: string; channel_id: number; priority: number | string; weight: number }>(
        'SELECT "group", model, channel_id, priority, weight FROM abilities WHERE enabled = ?',
        [true],
      ),
    ]);
    const channels = new Map<number, RuntimeChannel>();
    for (const c of rows) {
      const info = parseJson<{ multi_key_mode?: string; multi_key_status_list?: Record<string, number>; multi_key_polling_index?: number }>(c.channel_info, {});
      let key = c.key;
      try {
        key = this.decodeKey(c.key);
      } catch (err) {
        this.app.log.error({ channel: c.id, err }, 'channel key cannot be decrypted');
        key = '';
      }
      const keys = key.split('\n').map((k) => k.trim()).filter(Boolean);
      // Vertex keys are JSON documents spanning lines: keep them whole.
      const whole = key.trim().startsWith('{') || key.trim().startsWith('[');
      const type = Number(c.type);
      channels.set(Number(c.id), {
        id: Number(c.id),
        type,
        name: c.name,
        status: Number(c.status),
        keys: whole ? [key.trim()] : keys,
        multiKeyMode: info.multi_key_mode === 'polling' ? 'polling' : 'random',
        disabledKeys: new Set(Object.entries(info.multi_key_status_list ?? {}).filter(([, s]) => s !== 1).map(([i]) => Number(i))),
        pollIndex: info.multi_key_polling_index ?? 0,
        baseUrl: (c.base_url || defaultBaseUrl(type) || '').replace(/\/+$/, ''),
        other: c.other,
        organization: c.openai_organization,
        settings: parseJson(c.setting, {}),
        modelMapping: parseJson(c.model_mapping, {}),
        statusCodeMapping: parseJson(c.status_code_mapping, {}),
        paramOverride: parseJson<Record<string, unknown> | null>(c.param_override, null),
        autoBan: Number(c.auto_ban) === 1,
        priority: Number(c.priority),
        weight: Number(c.weight),
        tag: c.tag,
        testModel: c.test_model,
        models: c.models.split(',').filter(Boolean),
      });
    }
    const index = new Map<string, Map<string, Candidate[]>>();
    for (const a of abilities) {
      const channel = channels.get(Number(a.channel_id));
      if (!channel || channel.status !== 1) continue;
      let byModel = index.get(a.group);
      if (!byModel) index.set(a.group, (byModel = new Map()));
      let list = byModel.get(a.model);
      if (!list) byModel.set(a.model, (list = []));
      list.push({ channel, priority: Number(a.priority), weight: Number(a.weight) });
    }
    const tiered = new Map<string, Map<string, Tiers>>();
    for (const [group, byModel] of index) {
      const m = new Map<string, Tiers>();
      for (const [model, list] of byModel) {
        const priorities = [...new Set(list.map((c) => c.priority))].sort((a, b) => b - a);
        m.set(model, priorities.map((p) => list.filter((c) => c.priority === p)));
      }
      tiered.set(group, m);
    }
    this.channels = channels;
    this.index = tiered;
  }

  get(id: number): RuntimeChannel | undefined {
    return this.channels.get(id);
  }

  /** Stops routing to a channel at once, before the database write lands. */
  markDisabled(id: number): void {
    const c = this.channels.get(id);
    if (c) c.status = 3;
  }

  /** Whether a live ability routes group+model to this channel. */
  serves(channelId: number, group: string, model: string): boolean {
    return !!this.tiersFor(group, model)?.some((tier) => tier.some((c) => c.channel.id === channelId));
  }

  hasModel(group: string, model: string): boolean {
    return !!this.tiersFor(group, model);
  }

  models(group: string): string[] {
    return [...(this.index.get(group)?.keys() ?? [])];
  }

  private tiersFor(group: string, model: string): Tiers | undefined {
    const byModel = this.index.get(group);
    if (!byModel) return undefined;
    return byModel.get(model) ?? byModel.get(aliasModel(model));
  }

  /**
   * Attempt r uses priority tier r (clamped to the lowest); inside a tier weighted random with
   * weight + 10. Channels in `exclude` are avoided when the tier has others.
   */
  select(group: string, model: string, attempt: number, exclude: ReadonlySet<number> = new Set()): RuntimeChannel | null {
    const tiers = this.tiersFor(group, model);
    if (!tiers || tiers.length === 0) return null;
    const tier = tiers[Math.min(attempt, tiers.length - 1)].filter((c) => c.channel.status === 1);
    if (tier.length === 0) {
      // The chosen tier went dark since the last rebuild: fall back to any live channel.
      const live = tiers.flat().filter((c) => c.channel.status === 1);
      return live.length ? pickWeighted(live, exclude) : null;
    }
    return pickWeighted(tier, exclude);
  }
}

function pickWeighted(list: Candidate[], exclude: ReadonlySet<number>): RuntimeChannel {
  const pool = list.length > 1 && exclude.size ? list.filter((c) => !exclude.has(c.channel.id)) : list;
  const usable = pool.length ? pool : list;
  const total = usable.reduce((s, c) => s + c.weight + 10, 0);
  let r = Math.random() * total;
  for (const c of usable) {
    r -= c.weight + 10;
    if (r < 0) return c.channel;
  }
  return usable[usable.length - 1].channel;
}

/** gpt-4-gizmo-xxx and gpt-4o-gizmo-xxx route through their wildcard abilities. */
export function aliasModel(model: string): string {
  if (model.startsWith('gpt-4-gizmo')) return 'gpt-4-gizmo-*';
  if (model.startsWith('gpt-4o-gizmo')) return 'gpt-4o-gizmo-*';
  return model;
}

/** Chooses one key of a (possibly multi-key) channel. */
export function chooseKey(channel: RuntimeChannel): { key: string; index: number } {
  const live = channel.keys.map((k, i) => ({ key: k, index: i })).filter((k) => !channel.disabledKeys.has(k.index));
  const pool = live.length ? live : channel.keys.slice(0, 1).map((k) => ({ key: k, index: 0 }));
  if (pool.length === 0) return { key: '', index: 0 };
  if (channel.multiKeyMode === 'polling') {
    const k = pool[channel.pollIndex % pool.length];
    channel.pollIndex++;
    return k;
  }
  return pool[Math.floor(Math.random() * pool.length)];
}

export function channelConfig(channel: RuntimeChannel, key: string): ChannelConfig {
  return {
    id: channel.id,
    type: channel.type,
    key,
    baseUrl: channel.baseUrl,
    other: channel.other,
    organization: channel.organization,
    settings: channel.settings,
  };
}
