import { useCallback } from 'react';
import type { Product } from '@storefront/contract';
import { findProductsByCode } from '../api/find-products-by-code';
import { parsePastedLines } from '../utils/paste-lines';
import { codeKey, indexByCode, planPaste } from '../utils/paste-plan';
import { rowDefaultUnit } from '../utils/quick-entry-lines';
import type { QuickEntryStore } from '../utils/quick-entry-store';

export interface PasteResult {
  filled: number;
  /** One message per line that was not used, in the order of the pasted text. */
  problems: string[];
}

/**
 * Fills quick entry rows from pasted spreadsheet text. Codes not among the
 * rows are looked up on the server; those found become extra rows, so a
 * paste does not depend on the filter the page happens to show.
 */
export function usePasteFill(
  store: QuickEntryStore,
  rows: () => readonly Product[],
  addRows: (products: Product[]) => void,
) {
  return useCallback(
    async (text: string): Promise<PasteResult> => {
      const parsed = parsePastedLines(text);
      const shown = rows();
      const index = indexByCode(shown);
      const missing = parsed.lines.map((l) => l.code).filter((code) => !index.has(codeKey(code)));
      const found = missing.length > 0 ? await findProductsByCode(missing) : new Map<string, Product>();
      const plan = planPaste(
        parsed.lines,
        (code) => index.get(codeKey(code)) ?? found.get(codeKey(code)),
        (p) => store.row(p.productKey)?.unit ?? rowDefaultUnit(p),
      );
      const shownKeys = new Set(shown.map((p) => p.productKey));
      const extra = plan.fills.map((f) => f.product).filter((p) => !shownKeys.has(p.productKey));
      if (extra.length > 0) addRows(extra);
      for (const fill of plan.fills) {
        store.edit(
          fill.product.productKey,
          { quantityText: fill.quantity, unit: fill.unit },
          rowDefaultUnit(fill.product),
        );
      }
      const problems = [...parsed.problems, ...plan.problems].sort((a, b) => a.lineNumber - b.lineNumber);
      return { filled: plan.fills.length, problems: problems.map((p) => p.message) };
    },
    [store, rows, addRows],
  );
}
