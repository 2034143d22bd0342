import { useEffect, useState } from 'react';

/** A resend cooldown: start(n) counts down once a second to 0. */
export function useCountdown() {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return { left, start: (n: number) => setLeft(n), active: left > 0 };
}
