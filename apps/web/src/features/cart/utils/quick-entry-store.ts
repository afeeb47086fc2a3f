import { parseQuantityInput } from '@storefront/domain';

/** One quick entry row as typed; rows never touched have no entry (quantity 0, default unit). */
export interface QuickEntryRow {
  quantityText: string;
  unit: string;
  /** The server's refusal from the last Add to Cart, until the row is edited. */
  error: string | null;
}

type Listener = () => void;

const isEntered = (row: QuickEntryRow | undefined) => !!row && parseQuantityInput(row.quantityText).greaterThan(0);

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

  row(productKey: number): QuickEntryRow | undefined {
    return this.rows.get(productKey);
  }

  /** Rows with a quantity above 0: what Add to Cart would send and what the unsaved guard counts. */
  enteredCount(): number {
    return this.entered;
  }

  entries(): [number, QuickEntryRow][] {
    return [...this.rows.entries()];
  }

  /** Editing a row clears its server error: the message was about the old entry. */
  edit(productKey: number, patch: Partial<Pick<QuickEntryRow, 'quantityText' | 'unit'>>, defaultUnit: string): void {
    const current = this.rows.get(productKey) ?? { quantityText: '', unit: defaultUnit, error: null };
    this.put(productKey, { ...current, ...patch, error: null });
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
    const before = isEntered(this.rows.get(productKey));
    if (row) this.rows.set(productKey, row);
    else this.rows.delete(productKey);
    const after = isEntered(row);
    this.rowListeners.get(productKey)?.forEach((l) => l());
    if (before !== after) {
      this.entered += after ? 1 : -1;
      this.summaryListeners.forEach((l) => l());
    }
  }
}
