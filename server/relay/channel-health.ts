import type { Relay } from './relay';
import type { RelayError } from './relay-error';
import { autoDisableChannel } from '../domain/channel/channel-health';

// Which upstream failures disable a channel (reference/relay.md §7), with a threshold of
// consecutive failures before disabling (the original disables on the first).

const FATAL_CODES = new Set(['invalid_api_key', 'account_deactivated', 'billing_not_active', 'pre_consume_token_quota_failed']);
const FATAL_TYPES = new Set(['insufficient_quota', 'insufficient_user_quota', 'authentication_error', 'permission_error', 'forbidden']);

export function isChannelFatal(err: RelayError, keywords: string[]): boolean {
  if (err.code.startsWith('channel:')) return true;
  if (err.status === 401) return true;
  if (FATAL_CODES.has(err.code)) return true;
  if (FATAL_TYPES.has(err.type)) return true;
  const msg = err.message.toLowerCase();
  return keywords.some((k) => k && msg.includes(k.toLowerCase()));
}

export class ChannelHealth {
  private failures = new Map<number, number>();

  constructor(private relay: Relay) {}

  succeeded(channelId: number): void {
    this.failures.delete(channelId);
  }

  /** Called after a failed attempt; disables the channel when the rules say so. */
  failed(channelId: number, err: RelayError): void {
    const app = this.relay.app;
    if (!app.options.bool('AutomaticDisableChannelEnabled')) return;
    const channel = this.relay.channels.get(channelId);
    if (!channel || !channel.autoBan) return;
    const keywords = app.options.get('AutomaticDisableKeywords').split('\n').map((s) => s.trim());
    if (!isChannelFatal(err, keywords)) return;
    const count = (this.failures.get(channelId) ?? 0) + 1;
    this.failures.set(channelId, count);
    const threshold = Math.max(1, app.options.num('ChannelFailureThreshold', 1));
    if (count < threshold) return;
    this.failures.delete(channelId);
    this.relay.channels.markDisabled(channelId);
    this.relay.ledger.track(disableChannel(this.relay, channelId, err.message));
  }
}

function disableChannel(relay: Relay, channelId: number, reason: string): Promise<void> {
  return autoDisableChannel(relay.app, channelId, reason);
}
