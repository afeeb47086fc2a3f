import { parseQuantityInput } from '@storefront/domain';

/** One quick entry row as typed; rows never touched have no entry (quantity 0, default unit). */
export interface QuickEntryRow {
  quantityText: string;
  unit: string;
  /** The server's refusal from the last Add to Cart, until the row is edited. */
  error: string | null;
  /** Filled from the order guide (or kept after adding it) and not typed since: nothing unsaved. */
  fromGuide?: boolean;
}

type Listener = () => void;

const isEntered = (row: QuickEntryRow | undefined) => !!row && parseQuantityInput(row.quantityText).gt(0);
const isTyped = (row: QuickEntryRow | undefined) => isEntered(row) && !row?.fromGuide;

/**
 * Quick entry rows live outside React so that a keystroke re-renders only its
 * own row (subscribeRow) and the few parts that read the summary, never all
 * 500 rows (the 200 ms long-task budget). Snapshots are immutable
 * objects, as useSyncExternalStore requires.
 */
export class QuickEntryStore {
  private rows = new Map<number, QuickEntryRow>();
  private rowListeners = new Map<number, Set<Listener>>();
  private summaryListeners = new Set<Listener>();
  private entered = 0;
  private typed = 0;

  row(productKey: number): QuickEntryRow | undefined {
    return this.rows.get(productKey);
  }

  /** Rows with a quantity above 0: what Add to Cart would send and what the unsaved guard counts. */
  enteredCount(): number {
    return this.entered;
  }

  /** Entered rows the user typed (not the guide's own quantities): what the unsaved guard counts. */
  typedCount(): number {
    return this.typed;
  }

  entries(): [number, QuickEntryRow][] {
    return [...this.rows.entries()];
  }

  /** Editing a row clears its server error: the message was about the old entry. */
  edit(productKey: number, patch: Partial<Pick<QuickEntryRow, 'quantityText' | 'unit'>>, defaultUnit: string): void {
    const current = this.rows.get(productKey) ?? { quantityText: '', unit: defaultUnit, error: null };
    // Typed over: no longer the guide's own quantity.
    const { fromGuide: _typed, ...rest } = current;
    this.put(productKey, { ...rest, ...patch, error: null });
  }

  /** Spec 1 §4: on an order guide the rows start at the guide's quantity and unit (rows already typed in are kept). */
  fillFromGuide(lines: readonly { productKey: number; quantityText: string; unit: string }[]): void {
    for (const line of lines) {
      if (!this.rows.has(line.productKey))
        this.put(line.productKey, { quantityText: line.quantityText, unit: line.unit, error: null, fromGuide: true });
    }
  }

  /** After adding from a guide (spec 1 §4): the added rows keep their quantity, now saved. */
  keepAdded(keys: Iterable<number>): void {
    for (const key of keys) {
      const current = this.rows.get(key);
      if (current) this.put(key, { ...current, error: null, fromGuide: true });
    }
  }

  setErrors(errors: ReadonlyMap<number, string>): void {
    for (const [key, error] of errors) {
      const current = this.rows.get(key);
      if (current) this.put(key, { ...current, error });
    }
  }

  /** After a successful add (spec 1 §4): the row goes back to 0 (shown blank), keeping its unit. */
  resetQuantities(keys: Iterable<number>): void {
    for (const key of keys) {
      const current = this.rows.get(key);
      if (current) this.put(key, { ...current, quantityText: '', error: null });
    }
  }

  /** Drops rows of products no longer shown (the filter changed). */
  retain(keys: ReadonlySet<number>): void {
    for (const key of [...this.rows.keys()]) if (!keys.has(key)) this.put(key, undefined);
  }

  subscribeRow(productKey: number, listener: Listener): () => void {
    const set = this.rowListeners.get(productKey) ?? new Set();
    set.add(listener);
    this.rowListeners.set(productKey, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.rowListeners.delete(productKey);
    };
  }

  subscribeSummary(listener: Listener): () => void {
    this.summaryListeners.add(listener);
    return () => this.summaryListeners.delete(listener);
  }

  private put(productKey: number, row: QuickEntryRow | undefined): void {
    const old = this.rows.get(productKey);
    const [before, typedBefore] = [isEntered(old), isTyped(old)];
    if (row) this.rows.set(productKey, row);
    else this.rows.delete(productKey);
    const [after, typedAfter] = [isEntered(row), isTyped(row)];
    this.rowListeners.get(productKey)?.forEach((l) => l());
    if (before !== after || typedBefore !== typedAfter) {
      this.entered += Number(after) - Number(before);
      this.typed += Number(typedAfter) - Number(typedBefore);
      this.summaryListeners.forEach((l) => l());
    }
  }
}
