import { useCallback, useEffect, useRef } from 'react';

/**
 * Keyboard and screen-reader users follow the stepper: when the active step changes,
 * focus moves to its heading (not on the first render, where the page title leads).
 */
export function useStepFocus(activeIndex: number) {
  const headings = useRef(new Map<number, HTMLElement>());
  const shown = useRef(activeIndex);

  useEffect(() => {
    if (shown.current === activeIndex) return;
    shown.current = activeIndex;
    headings.current.get(activeIndex)?.focus();
  }, [activeIndex]);

  return useCallback(
    (index: number) => (el: HTMLElement | null) => {
      if (el) headings.current.set(index, el);
      else headings.current.delete(index);
    },
    [],
  );
}
