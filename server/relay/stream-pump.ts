import type { ServerResponse } from 'node:http';
import type { StreamConverter, StreamParser } from './adaptors/types';
import { convertChunk } from './raw-events';

// Carries an upstream stream to the client as it arrives: parse → convert → write, waiting
// for the socket to drain (back-pressure), never holding the body. Keep-alive pings when on.

export interface PumpOptions {
  pingIntervalMs: number;
  /** Called once, when the first bytes reach the client. */
  onFirstByte(): void;
}

export interface PumpResult {
  /** The upstream ended normally (not cut by the client or a timeout). */
  completed: boolean;
  error: unknown;
}

const PING_MAX_MS = 30 * 60 * 1000;

export async function pumpStream(
  res: ServerResponse,
  body: AsyncIterable<Buffer | Uint8Array | string>,
  parser: StreamParser,
  converter: StreamConverter,
  opts: PumpOptions,
): Promise<PumpResult> {
  let first = true;
  // Writes of one event-loop turn leave in one packet: a short answer goes out with its
  // headers and its end in a single write (each write to a socket costs a system call).
  let corked = false;
  const uncork = () => {
    if (!corked) return;
    corked = false;
    if (!res.writableEnded) res.uncork();
  };
  const write = async (text: string | Buffer) => {
    if (text.length === 0 || res.destroyed) return;
    if (first) {
      first = false;
      opts.onFirstByte();
    }
    if (!corked) {
      corked = true;
      res.cork();
      setImmediate(uncork);
    }
    if (!res.write(text)) {
      uncork();
      await drained(res);
    }
  };
  let ping: NodeJS.Timeout | null = null;
  if (opts.pingIntervalMs > 0) {
    const started = Date.now();
    ping = setInterval(() => {
      if (Date.now() - started > PING_MAX_MS || res.destroyed) {
        if (ping) clearInterval(ping);
        return;
      }
      res.write(': PING\n\n');
    }, opts.pingIntervalMs);
  }
  try {
    // One socket write per upstream chunk (the writes of one turn are corked together).
    for await (const chunk of body) {
      for (const part of convertChunk(chunk, parser, converter)) await write(part);
      if (res.destroyed) return { completed: false, error: null };
    }
    let out = '';
    for (const ev of parser.end()) out += converter.push(ev);
    await write(out + converter.finish());
    return { completed: true, error: null };
  } catch (error) {
    return { completed: false, error };
  } finally {
    if (ping) clearInterval(ping);
  }
}

/** Resolves when the socket drains or closes; removes both listeners either way. */
function drained(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}
