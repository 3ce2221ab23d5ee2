import { useEffect, useState } from 'react';

/** The current time, renewed every `periodMs`: for countdowns and for windows that end while the page is open. */
export function useNow(periodMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), periodMs);
    return () => window.clearInterval(timer);
  }, [periodMs]);
  return now;
}
