import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Box, Paper, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { Product } from '@storefront/contract';
import { sanitizeQuantityText } from '@storefront/domain';
import { useSession } from '../../../../lib/session/use-session';
import { virtualPadding, useRemeasureOnRowHeight } from '../../../../lib/virtual/virtual-list';
import type { QuickEntryProps } from '../../../../components/cart-port/cart-port';
import { Loading } from '../../../../components/Loading';
import { useNotify } from '../../../../components/notifications/use-notify';
import { useUnsavedGuard } from '../../../../components/unsaved/use-unsaved-guard';
import { usePasteFill } from '../../hooks/use-paste-fill';
import { useQuickEntryAdd } from '../../hooks/use-quick-entry-add';
import { useRowFocus } from '../../hooks/use-row-focus';
import { guideRows, rowDefaultUnit } from '../../utils/quick-entry-lines';
import { QuickEntryStore } from '../../utils/quick-entry-store';
import { PasteLinesDialog } from './PasteLinesDialog';
import { PriceByChangeDialog } from './PriceByChangeDialog';
import { QuickEntryHeader } from './QuickEntryHeader';
import { QuickEntryRow } from './QuickEntryRow';
import { QuickEntryStatusDialog } from './QuickEntryStatusDialog';
import { QuickEntryToolbar } from './QuickEntryToolbar';
import { COMPACT_ROW_HEIGHT, ROW_HEIGHT } from './quick-entry-layout';

/** Rows rendered beyond each edge of the view. */
const OVERSCAN_ROWS = 4;

/**
 * The Quick Entry layout of /products (spec 1 §4): one keyboard-first row per
 * product, virtualised, with Add to Cart sending every entered row at once.
 */
export function QuickEntry({ products, loading, guideLines }: QuickEntryProps) {
  const { settings } = useSession();
  const notify = useNotify();
  const compact = useMediaQuery((t: Theme) => t.breakpoints.down('sm'), { noSsr: true });
  const [store] = useState(() => new QuickEntryStore());
  const [extra, setExtra] = useState<Product[]>([]);
  const rows = useMemo(() => {
    const shown = new Set(products.map((p) => p.productKey));
    return [...extra.filter((p) => !shown.has(p.productKey)), ...products];
  }, [extra, products]);
  // Handlers read the rows through a ref so they stay stable and the memoised rows never re-render for them.
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const currentRows = useCallback(() => rowsRef.current, []);

  useEffect(() => {
    const shown = new Set(rows.map((p) => p.productKey));
    store.retain(shown);
    if (guideLines) store.fillFromGuide(guideRows(guideLines, shown));
  }, [store, rows, guideLines]);

  // Only what the user typed is unsaved: the guide's own quantities are not.
  const hasEntries = useSyncExternalStore(
    (l) => store.subscribeSummary(l),
    () => store.typedCount() > 0,
  );
  useUnsavedGuard(hasEntries);

  const rowHeight = compact ? COMPACT_ROW_HEIGHT : ROW_HEIGHT;
  const scroller = useRef<HTMLDivElement>(null);
  const getItemKey = useCallback((index: number) => rows[index]?.productKey ?? index, [rows]);
  const list = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN_ROWS,
    getItemKey,
  });
  // A phone's rows are taller: placed again when the width crosses the breakpoint.
  useRemeasureOnRowHeight(list, rowHeight);
  // A quantity typed for a row still scrolling into view goes to that row (use-row-focus).
  const writeRow = useCallback(
    (index: number, text: string) => {
      const product = rowsRef.current[index];
      if (product && product.sellBys.length > 0)
        store.edit(product.productKey, { quantityText: sanitizeQuantityText(text) }, rowDefaultUnit(product));
    },
    [store],
  );
  const focus = useRowFocus(list, rows.length, writeRow);
  const quickAdd = useQuickEntryAdd(store, currentRows, guideLines !== undefined);
  const addRows = useCallback((found: Product[]) => setExtra((before) => [...found, ...before]), []);
  const pasteFill = usePasteFill(store, currentRows, addRows);
  const [paste, setPaste] = useState<{ text: string } | null>(null);
  const onPasteBlock = useCallback((text: string) => setPaste({ text }), []);

  const roundingFlag = settings?.orderQuantityRoundingFlag ?? 'None';
  const hidePricing = settings?.hidePricing ?? false;
  const { before, after } = virtualPadding(list);

  if (loading && rows.length === 0) return <Loading label="Loading products" />;

  return (
    <Box>
      <QuickEntryToolbar
        store={store}
        rowCount={rows.length}
        busy={quickAdd.busy}
        onAdd={() => void quickAdd.add()}
        onPaste={() => setPaste({ text: '' })}
      />
      <Paper
        variant="outlined"
        role="table"
        aria-label="Quick Entry"
        aria-rowcount={rows.length + 1}
        sx={{ overflow: 'hidden' }}
      >
        <QuickEntryHeader compact={compact} hidePricing={hidePricing} />
        {rows.length === 0 ? (
          <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
            No Products Available
          </Typography>
        ) : (
          <div
            ref={scroller}
            // No tab stop: the table may own rows only (a focusable div between them is an ARIA error), and the
            // quantity inputs are the keyboard's way through the rows anyway.
            style={{
              height: `min(${rows.length * rowHeight}px, max(320px, calc(100dvh - 300px)))`,
              outline: 'none',
              overflowY: 'auto',
              position: 'relative',
            }}
          >
            <div style={{ paddingTop: before, paddingBottom: after }}>
              {list.getVirtualItems().map((item) => {
                const product = rows[item.index];
                return product ? (
                  <div key={item.key} data-index={item.index} style={{ overflowAnchor: 'none' }}>
                    <QuickEntryRow
                      product={product}
                      index={item.index}
                      store={store}
                      focus={focus}
                      roundingFlag={roundingFlag}
                      hidePricing={hidePricing}
                      syncPriceBy={settings?.syncPriceByWithSellByUMFlag ?? false}
                      compact={compact}
                      onPasteBlock={onPasteBlock}
                    />
                  </div>
                ) : null;
              })}
            </div>
          </div>
        )}
      </Paper>
      <QuickEntryStatusDialog entries={quickAdd.status} onClose={quickAdd.closeStatus} />
      <PriceByChangeDialog messages={quickAdd.question} onAnswer={quickAdd.answerQuestion} />
      {paste && (
        <PasteLinesDialog
          open
          initialText={paste.text}
          onApply={pasteFill}
          onClose={() => setPaste(null)}
          onDone={(filled) => {
            setPaste(null);
            notify(`${filled} row(s) filled from the spreadsheet`, { variant: 'success' });
          }}
        />
      )}
    </Box>
  );
}
