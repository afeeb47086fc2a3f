import { useEffect, useState } from 'react';

/** Spec 2 §9: a spinner appears only after 1000 ms, so fast loads never flash one. */
export const SPINNER_DELAY_MS = 1000;

/** True once `delayMs` has passed since mount. */
export function useDelayedFlag(delayMs = SPINNER_DELAY_MS): boolean {
  const [passed, setPassed] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = setTimeout(() => setPassed(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return passed;
}
