import { useCallback, useRef } from 'react';

/** After a refused Next, the first field with a message takes focus (once the messages have rendered). */
export function useFocusFirstInvalid<T extends HTMLElement>() {
  const container = useRef<T>(null);
  const focusFirstInvalid = useCallback(() => {
    requestAnimationFrame(() => {
      const field = container.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      field?.focus();
    });
  }, []);
  return { container, focusFirstInvalid };
}
