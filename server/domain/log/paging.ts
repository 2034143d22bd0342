import { z } from 'zod';

// Legacy paging (reference/rest-api.md §1): page from page, else p, else 1 (1-based);
// size from page_size, else ps, else size, else 10; at most 100.

const num = z.union([z.string(), z.number()]).optional().transform((v) => {
  const n = Number(v);
  return v === undefined || v === '' || !Number.isFinite(n) ? undefined : Math.trunc(n);
});

export const pageQuery = z.object({ page: num, p: num, page_size: num, ps: num, size: num }).passthrough();

export interface Paging {
  page: number;
  size: number;
  skip: number;
}

export function paging(raw: unknown): Paging {
  const q = pageQuery.parse(raw ?? {});
  const page = Math.max(1, q.page ?? q.p ?? 1);
  const size = Math.min(100, Math.max(1, q.page_size ?? q.ps ?? q.size ?? 10));
  return { page, size, skip: (page - 1) * size };
}

export interface Page<T> {
  page: number;
  page_size: number;
  total: number;
  items: T[];
}

export const pageOf = <T>(p: Paging, total: number, items: T[]): Page<T> => ({ page: p.page, page_size: p.size, total, items });

/** Query-string integer: '' or garbage → 0, as the original's strconv with ignored errors. */
export const qint = z.union([z.string(), z.number()]).optional().transform((v) => {
  const n = Number(v ?? 0);
  return Number.isFinite(n) ? Math.trunc(n) : 0;
});
export const qstr = z.union([z.string(), z.number()]).optional().transform((v) => (v === undefined ? '' : String(v)));

export const nowSec = () => Math.floor(Date.now() / 1000);
