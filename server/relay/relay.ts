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
import { adaptorOptions } from '../domain/channel/channel-upstream';

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

  /** The adaptor options (server/domain/channel/channel-upstream.ts), rebuilt only when one of
   * the options they come from changed: the relay reads them on every call. */
  adaptorOptions(): AdaptorOptions {
    const o = this.app.options;
    const inputs = [
      o.get('gemini.version_settings'),
      o.get('claude.default_max_tokens'),
      o.get('gemini.safety_settings'),
      o.get('claude.thinking_adapter_enabled'),
      o.get('claude.thinking_adapter_budget_tokens_percentage'),
    ];
    const cached = this.adaptorOpts;
    if (cached && cached.inputs.every((v, i) => v === inputs[i])) return cached.value;
    const value = adaptorOptions(this.app, this.app.config.FORCE_STREAM_OPTION);
    this.adaptorOpts = { inputs, value };
    return value;
  }
}
