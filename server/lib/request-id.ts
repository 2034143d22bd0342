import { randomAlnum } from './random';

/** The original's request id: yyyyMMddHHmmss + nanoseconds + 8 random characters. */
export function newRequestId(): string {
  const d = new Date();
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  const stamp = `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())}${p(d.getHours())}${p(d.getMinutes())}${p(d.getSeconds())}`;
  const nanos = String(process.hrtime.bigint() % 1_000_000_000n).padStart(9, '0');
  return `${stamp}${nanos}${randomAlnum(8)}`;
}
