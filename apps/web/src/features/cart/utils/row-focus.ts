/** What the keyboard needs of the virtualised list: bringing a row into view (and so into the page). */
export interface RowList {
  scrollToIndex(index: number, options: { align: 'auto' }): void;
}

/** The input of a row, as far as the keyboard moves through it. */
export interface RowInput {
  readonly isConnected: boolean;
  readonly value: string;
  focus(): void;
  select(): void;
  setSelectionRange(start: number, end: number): void;
}

export interface RowFocus {
  /** A quantity input's ref callback; returns React 19's ref cleanup. */
  register(index: number, input: RowInput | null): (() => void) | undefined;
  /** Moves to another row's quantity input, scrolling it into view first when it is not rendered. */
  move(from: number, delta: number): void;
  /**
   * A key pressed in row `from` while another row is still scrolling into view: a character (or Backspace) is
   * the user typing into that row, so it is written there instead. True when the key was taken.
   */
  typeAhead(from: number, key: string): boolean;
}

/** Writes what was typed ahead into a row that is not rendered yet. */
export type WriteRow = (index: number, text: string) => void;

/**
 * Keyboard movement across a virtualised list: rows below the fold do not exist yet, so the list is scrolled and
 * the input is focused when its row mounts. Until then the old input keeps the focus; keys meant for the new row
 * (Enter, arrows, and what is typed) count from and go to the new row, so a fast typist never loses an entry.
 */
export function createRowFocus(list: RowList, rowCount: () => number, write: WriteRow): RowFocus {
  const inputs = new Map<number, RowInput>();
  let pending: number | null = null;
  // What was typed for the pending row before it mounted (it replaces the row's quantity, as a focused row's
  // selected text is replaced).
  let ahead: string | null = null;
  const focusInput = (input: RowInput, typed: string | null) => {
    input.focus();
    if (typed === null) input.select();
    else input.setSelectionRange(input.value.length, input.value.length);
  };
  return {
    register(index, input) {
      if (!input) return undefined;
      inputs.set(index, input);
      if (pending === index) {
        const typed = ahead;
        pending = null;
        ahead = null;
        focusInput(input, typed);
      }
      return () => {
        if (inputs.get(index) === input) inputs.delete(index);
      };
    },
    move(from, delta) {
      const to = (pending ?? from) + delta;
      if (to < 0 || to >= rowCount()) return;
      ahead = null;
      // A row scrolled away may leave its input behind if the ref cleanup did not run.
      const input = inputs.get(to);
      if (input?.isConnected) {
        pending = null;
        // The browser scrolls a focused input into view, but not past the list's header row.
        list.scrollToIndex(to, { align: 'auto' });
        focusInput(input, null);
      } else {
        pending = to;
        list.scrollToIndex(to, { align: 'auto' });
      }
    },
    typeAhead(from, key) {
      if (pending === null || pending === from) return false;
      if (key === 'Backspace') ahead = (ahead ?? '').slice(0, -1);
      else if (key.length === 1) ahead = (ahead ?? '') + key;
      else return false;
      write(pending, ahead);
      return true;
    },
  };
}
