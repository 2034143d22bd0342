import { useCallback, useState } from 'react';

// Page size choice per table, kept in localStorage (spec 002 §9).
export const PAGE_SIZES = [10, 20, 50, 100];

export function usePageSize(key: string, fallback = 10): [number, (n: number) => void] {
  const storageKey = `${key}-page-size`;
  const [size, setSize] = useState(() => {
    const v = Number(localStorage.getItem(storageKey));
    return PAGE_SIZES.includes(v) ? v : fallback;
  });
  const set = useCallback(
    (n: number) => {
      localStorage.setItem(storageKey, String(n));
      setSize(n);
    },
    [storageKey],
  );
  return [size, set];
}
