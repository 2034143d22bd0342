import type { ServerResponse } from 'node:http';
import type { StreamConverter, StreamParser } from './adaptors/types';
import { convertChunk } from './raw-events';
import type { RelayBody } from './upstream-call';

// Carries an upstream stream to the client as it arrives: parse → convert → write, pausing
// the upstream while the client's socket is full (back-pressure), never holding the body.
// Keep-alive pings when on. The body pushes its chunks (upstream-call.ts): one promise per
// stream, not one per chunk.

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

export function pumpStream(res: ServerResponse, body: RelayBody, parser: StreamParser, converter: StreamConverter, opts: PumpOptions): Promise<PumpResult> {
  return new Promise((resolve) => {
    let first = true;
    let done = false;
    // Writes of one event-loop turn leave in one packet: a short answer goes out with its
    // headers and its end in a single write (each write to a socket costs a system call).
    let corked = false;
    const uncork = () => {
      if (!corked) return;
      corked = false;
      if (!res.writableEnded) res.uncork();
    };
    /** False when the socket's buffer is full. */
    const write = (part: string | Buffer): boolean => {
      if (part.length === 0 || res.destroyed) return true;
      if (first) {
        first = false;
        opts.onFirstByte();
      }
      if (!corked) {
        corked = true;
        res.cork();
        setImmediate(uncork);
      }
      return res.write(part);
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

    const finish = (result: PumpResult) => {
      if (done) return;
      done = true;
      if (ping) clearInterval(ping);
      res.off('drain', onDrain);
      res.off('close', onClose);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      if (done) return;
      try {
        let room = true;
        for (const part of convertChunk(chunk, parser, converter)) room = write(part) && room;
        if (res.destroyed) return finish({ completed: false, error: null });
        if (!room) {
          uncork();
          body.pause();
        }
      } catch (error) {
        finish({ completed: false, error });
      }
    };
    const onDrain = () => {
      if (!done) body.resume();
    };
    const onEnd = () => {
      if (done) return;
      try {
        let out = '';
        for (const ev of parser.end()) out += converter.push(ev);
        write(out + converter.finish());
        finish({ completed: true, error: null });
      } catch (error) {
        finish({ completed: false, error });
      }
    };
    const onError = (error: unknown) => finish({ completed: false, error });
    const onClose = () => finish({ completed: false, error: null });

    res.on('drain', onDrain);
    res.on('close', onClose);
    body.pipe({ data: onData, end: onEnd, error: onError });
  });
}
