import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs` (compared by `keyOf`): a form asks the server about what the
 * user settled on, not about every tap on the way there.
 */
export function useDebouncedValue<T>(value: T, delayMs: number, keyOf: (value: T) => string = JSON.stringify): T {
  const [settled, setSettled] = useState(value);
  const key = keyOf(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
    // The key stands for the value: a new object with the same content does not restart the wait.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, delayMs]);
  return settled;
}
