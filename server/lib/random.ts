import { randomBytes, timingSafeEqual } from 'node:crypto';

const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Uniform random [0-9a-zA-Z]{n} from a cryptographic source (rejection sampling, no bias). */
export function randomAlnum(n: number): string {
  let out = '';
  while (out.length < n) {
    for (const b of randomBytes(n * 2)) {
      if (b < 248) out += ALNUM[b % 62];
      if (out.length === n) break;
    }
  }
  return out;
}

export const randomHex = (bytes: number) => randomBytes(bytes).toString('hex');

/** Constant-time string comparison for keys and signatures. */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  if (x.length !== y.length) {
    timingSafeEqual(x, x);
    return false;
  }
  return timingSafeEqual(x, y);
}
