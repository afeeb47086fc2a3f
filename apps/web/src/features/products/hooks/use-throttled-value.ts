import { useEffect, useRef, useState } from 'react';

/**
 * The value, updated at most once per `intervalMs` while it keeps changing and once more
 * when it stops (trailing), so the last value always lands.
 */
export function useThrottledValue<T>(value: T, intervalMs: number): T {
  const [throttled, setThrottled] = useState(value);
  // Counted from mount: the first value is already in place, so early changes (a list settling
  // at its restored position) wait for the trailing update instead of going out at once.
  const lastRun = useRef(Date.now());
  useEffect(() => {
    const wait = lastRun.current + intervalMs - Date.now();
    if (wait <= 0) {
      lastRun.current = Date.now();
      setThrottled(value);
      return;
    }
    const timer = setTimeout(() => {
      lastRun.current = Date.now();
      setThrottled(value);
    }, wait);
    return () => clearTimeout(timer);
  }, [value, intervalMs]);
  return throttled;
}
