import { useState } from 'react';

/** Table paging over a Relay connection: turning past the loaded edges loads the missing rows. */
export function usePagedRows<T>(rows: T[], pageSize: number, onPageSize: (n: number) => void, hasNext: boolean, loadNext: (n: number) => void) {
  const [page, setPage] = useState(1);
  const onChange = (p: number, size: number) => {
    if (size !== pageSize) return onPageSize(size);
    setPage(p);
    const missing = p * size - rows.length;
    if (missing > 0 && hasNext) loadNext(missing);
  };
  return { page, visible: rows.slice((page - 1) * pageSize, page * pageSize), onChange };
}
