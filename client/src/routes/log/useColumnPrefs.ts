import { useCallback, useState } from 'react';

// Which log columns are shown, kept in localStorage (spec 002 §2 "Column preferences persist").
const KEY = 'logs-table-columns';

function read(): Record<string, boolean> {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return v && typeof v === 'object' ? (v as Record<string, boolean>) : {};
  } catch {
    return {};
  }
}

export function useColumnPrefs() {
  const [prefs, setPrefs] = useState(read);
  const visible = useCallback((key: string) => prefs[key] !== false, [prefs]);
  const set = useCallback((key: string, shown: boolean) => {
    setPrefs((p) => {
      const next = { ...p, [key]: shown };
      localStorage.setItem(KEY, JSON.stringify(next));
      return next;
    });
  }, []);
  const reset = useCallback(() => {
    localStorage.removeItem(KEY);
    setPrefs({});
  }, []);
  return { visible, set, reset };
}
