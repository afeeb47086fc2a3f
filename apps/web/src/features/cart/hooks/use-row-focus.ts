import { useRef, useState } from 'react';

/** What the keyboard needs of the virtualised list: bringing a row into view (and so into the page). */
interface RowList {
  scrollToIndex(index: number, options: { align: 'auto' }): void;
}

export interface RowFocus {
  /** A quantity input's ref callback; returns React 19's ref cleanup. */
  register(index: number, input: HTMLInputElement | null): (() => void) | undefined;
  /** Moves to another row's quantity input, scrolling it into view first when it is not rendered. */
  move(from: number, delta: number): void;
}

/**
 * Keyboard movement across a virtualised list: rows below the fold do not
 * exist yet, so the list is scrolled and the input is focused when its row mounts.
 */
export function useRowFocus(list: RowList, rowCount: number): RowFocus {
  const count = useRef(rowCount);
  count.current = rowCount;
  const [focus] = useState<RowFocus>(() => {
    const inputs = new Map<number, HTMLInputElement>();
    let pending: number | null = null;
    const focusInput = (input: HTMLInputElement) => {
      input.focus();
      input.select();
    };
    return {
      register(index, input) {
        if (!input) return undefined;
        inputs.set(index, input);
        if (pending === index) {
          pending = null;
          focusInput(input);
        }
        return () => {
          if (inputs.get(index) === input) inputs.delete(index);
        };
      },
      move(from, delta) {
        // Keys pressed while a row is still scrolling into view count from that row, not from the
        // input that still has focus, so holding an arrow key never loses presses.
        const to = (pending ?? from) + delta;
        if (to < 0 || to >= count.current) return;
        // A row scrolled away may leave its input behind if the ref cleanup did not run.
        const input = inputs.get(to);
        if (input?.isConnected) {
          // The browser scrolls a focused input into view, but not past the list's header row.
          list.scrollToIndex(to, { align: 'auto' });
          focusInput(input);
        } else {
          pending = to;
          list.scrollToIndex(to, { align: 'auto' });
        }
      },
    };
  });
  return focus;
}
