import { useEffect, useRef } from 'react';
import { createVisibleTimer, readingMinutes } from './reading-time.ts';

/** Measures how long the lesson has been read (visible) since it opened; call the result for the whole minutes. */
export function useReadingTime(): () => number {
  const timer = useRef<ReturnType<typeof createVisibleTimer> | null>(null);

  useEffect(() => {
    const current = createVisibleTimer(Date.now, document.visibilityState === 'visible');
    timer.current = current;
    const onChange = () => current.setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);

  return () => readingMinutes(timer.current?.elapsedMs() ?? 0);
}
