import type { App } from '../context';
import { RelayCaches, type TokenEntry } from './caches';
import { ChannelCache } from './channel-cache';
import { Ledger } from './ledger';
import { Upstream } from './upstream';
import type { AdaptorOptions } from './adaptors/types';
import { ChannelHealth } from './channel-health';
import { startChannelRetest } from './channel-retest';
import { Stickiness } from './stickiness';
import { metrics } from '../lib/metrics';
import { startTaskPoller } from './tasks/poller';

// The relay's long-lived parts for one instance: caches, routing index, ledger, upstream pool.

export class Relay {
  readonly caches: RelayCaches;
  readonly channels: ChannelCache;
  readonly ledger: Ledger;
  readonly upstream: Upstream;
  readonly health: ChannelHealth;
  readonly sticky = new Stickiness();

  constructor(readonly app: App) {
    this.caches = new RelayCaches(app);
    this.channels = new ChannelCache(app);
    this.ledger = new Ledger(app, this.caches);
    this.upstream = new Upstream({ streamingTimeoutSec: app.config.STREAMING_TIMEOUT, relayTimeoutSec: app.config.RELAY_TIMEOUT });
    this.health = new ChannelHealth(this);
  }

  async start(): Promise<void> {
    await this.channels.refresh();
    this.channels.start();
    await this.ledger.reconcile();
    const stopRetest = startChannelRetest(this);
    const stopTasks = startTaskPoller(this);
    metrics.collect(() => {
      metrics.set('tollgate_relay_inflight_ledger_writes', this.ledger.pendingWrites());
      metrics.set('tollgate_upstream_pool_connected', this.upstream.stats().connected);
      metrics.set('tollgate_upstream_pool_pending', this.upstream.stats().pending);
    });
    this.app.onClose.push(async () => {
      this.channels.stop();
      stopRetest();
      await stopTasks();
      await this.ledger.drain();
      await this.upstream.close();
    });
  }

  /** Marks a token expired (3) or exhausted (4), as the original does on the failing check. */
  markToken(token: TokenEntry, status: number): void {
    this.caches.setTokenStatus(token.key, status);
    this.ledger.track(
      this.app.db.sql.run('UPDATE tokens SET status = ? WHERE id = ? AND status = 1', [status, token.id]).then(() => this.app.events.invalidate('tokens', token.key)),
    );
  }

  private adaptorOpts: { inputs: unknown[]; value: AdaptorOptions } | null = null;

  /** Options the adaptors read, rebuilt only when one of them changed (read on every call). */
  adaptorOptions(): AdaptorOptions {
    const o = this.app.options;
    const versions = o.json<Record<string, string>>('gemini.version_settings', { default: 'v1beta' });
    const maxTokens = o.json<Record<string, number>>('claude.default_max_tokens', { default: 8192 });
    const safety = o.json<Record<string, string>>('gemini.safety_settings', {});
    const thinking = o.get('claude.thinking_adapter_enabled');
    const budget = o.get('claude.thinking_adapter_budget_tokens_percentage');
    const inputs = [versions, maxTokens, safety, thinking, budget];
    const cached = this.adaptorOpts;
    if (cached && cached.inputs.every((v, i) => v === inputs[i])) return cached.value;
    const value: AdaptorOptions = {
      claudeDefaultMaxTokens: Number(maxTokens.default ?? 8192),
      claudeThinkingAdapterEnabled: thinking !== 'false',
      claudeThinkingBudgetPercentage: o.num('claude.thinking_adapter_budget_tokens_percentage', 0.8),
      geminiVersion: (model) => versions[model] ?? versions.default ?? 'v1beta',
      geminiSafetySettings: safety,
      azureDefaultApiVersion: this.app.config.AZURE_DEFAULT_API_VERSION,
      forceStreamOption: this.app.config.FORCE_STREAM_OPTION,
    };
    this.adaptorOpts = { inputs, value };
    return value;
  }
}
