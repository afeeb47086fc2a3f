import { useRef, type KeyboardEvent } from 'react';
import { KEYBOARD_THROTTLE_MS, nextActiveIndex } from '../utils/customer-list';

interface ListKeyboardOptions {
  count: number;
  active: number;
  setActive: (index: number) => void;
  onChoose: (index: number) => void;
}

/** Arrow keys, Tab / Shift+Tab and Enter over a list, throttled so a held key does not race the scroll. */
export function useListKeyboard({ count, active, setActive, onChoose }: ListKeyboardOptions) {
  const lastMove = useRef(0);
  return (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      if (count === 0) return;
      event.preventDefault();
      onChoose(Math.min(active, count - 1));
      return;
    }
    const next = nextActiveIndex(event, active, count);
    if (next === null) return;
    event.preventDefault();
    const now = Date.now();
    if (now - lastMove.current < KEYBOARD_THROTTLE_MS) return;
    lastMove.current = now;
    setActive(next);
  };
}
