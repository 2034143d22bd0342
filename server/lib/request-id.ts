import { randomBytes } from 'node:crypto';

// The original's request id: yyyyMMddHHmmss + nanoseconds + 8 random characters. The stamp is
// formatted once per second and random bytes come from a pool: this runs on every request.

const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
let stampSecond = -1;
let stamp = '';
let pool = Buffer.alloc(0);
let offset = 0;

function currentStamp(): string {
  const now = Date.now();
  const second = Math.floor(now / 1000);
  if (second !== stampSecond) {
    const d = new Date(now);
    const p = (n: number) => String(n).padStart(2, '0');
    stamp = `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())}${p(d.getHours())}${p(d.getMinutes())}${p(d.getSeconds())}`;
    stampSecond = second;
  }
  return stamp;
}

export function newRequestId(): string {
  if (offset + 8 > pool.length) {
    pool = randomBytes(4096);
    offset = 0;
  }
  let suffix = '';
  // 248 = 4 × 62: bytes above it are re-drawn so every character is equally likely.
  while (suffix.length < 8) {
    if (offset >= pool.length) {
      pool = randomBytes(4096);
      offset = 0;
    }
    const b = pool[offset++];
    if (b < 248) suffix += ALNUM[b % 62];
  }
  const nanos = String(process.hrtime.bigint() % 1_000_000_000n).padStart(9, '0');
  return `${currentStamp()}${nanos}${suffix}`;
}
