import { useEffect, useState } from 'react';
import { api } from '../api';

/** Loads one legacy REST value (pages whose data has no GraphQL field yet). */
export function useApiData<T>(path: string): { data: T | undefined; loading: boolean } {
  const [state, setState] = useState<{ data: T | undefined; loading: boolean }>({ data: undefined, loading: true });
  useEffect(() => {
    let live = true;
    api
      .get<T>(path, { quiet: true })
      .then((r) => live && setState({ data: r.success ? r.data : undefined, loading: false }))
      .catch(() => live && setState({ data: undefined, loading: false }));
    return () => {
      live = false;
    };
  }, [path]);
  return state;
}
