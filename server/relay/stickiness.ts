import { createHash } from 'node:crypto';

// Beyond the original: with ChannelStickinessEnabled, calls of one conversation (same token,
// model and opening messages) keep to the channel that served them, so provider prompt caches
// hit. Entries expire after ten idle minutes; the map is bounded.

const TTL_MS = 10 * 60 * 1000;
const MAX = 50_000;

export class Stickiness {
  private map = new Map<string, { channelId: number; at: number }>();

  key(tokenOrUser: string, model: string, body: Record<string, unknown> | null): string | null {
    const head = conversationHead(body);
    if (!head) return null;
    return createHash('sha1').update(`${tokenOrUser}\0${model}\0${head}`).digest('base64url');
  }

  get(key: string): number | null {
    const e = this.map.get(key);
    if (!e) return null;
    if (Date.now() - e.at > TTL_MS) {
      this.map.delete(key);
      return null;
    }
    return e.channelId;
  }

  set(key: string, channelId: number): void {
    this.map.delete(key);
    this.map.set(key, { channelId, at: Date.now() });
    if (this.map.size > MAX) this.map.delete(this.map.keys().next().value as string);
  }
}

/** The system prompt and first user turn identify a conversation across its calls. */
function conversationHead(body: Record<string, unknown> | null): string | null {
  if (!body) return null;
  const list = (body.messages ?? body.contents ?? body.input) as unknown;
  if (!Array.isArray(list) || list.length === 0) return null;
  const system = typeof body.system === 'string' ? body.system : JSON.stringify(body.system ?? body.systemInstruction ?? '');
  return system + JSON.stringify(list.slice(0, 2));
}
