import { useSyncExternalStore } from 'react';

// Mobile means a width of at most 600 px (spec 000 §9).
const QUERY = '(max-width: 600px)';
const subscribe = (cb: () => void) => {
  const mq = window.matchMedia(QUERY);
  mq.addEventListener('change', cb);
  return () => mq.removeEventListener('change', cb);
};
export const useIsMobile = () => useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches);
