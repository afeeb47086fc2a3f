import { type ReactNode, useCallback, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Product } from '@storefront/contract';
import { useDocumentOffset, useEndReached, virtualPadding } from '../../../lib/virtual/virtual-list';

/** A row's height before it is measured (a checked row with a message, or a phone's wrapped row, is taller). */
const ROW_ESTIMATE = 60;
/** Rows rendered beyond each edge of the window: about 400 px. */
const OVERSCAN_ROWS = Math.ceil(400 / ROW_ESTIMATE);
const estimateRow = () => ROW_ESTIMATE;

/** The products to pick from, virtualised with the page's scroll; each row is measured (messages make rows taller). */
export function GuideRows({
  rows,
  onEndReached,
  children,
}: {
  rows: Product[];
  onEndReached?: () => void;
  children: (product: Product) => ReactNode;
}) {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const scrollMargin = useDocumentOffset(box);
  const getItemKey = useCallback((index: number) => rows[index]?.productKey ?? index, [rows]);
  const list = useWindowVirtualizer({
    count: rows.length,
    estimateSize: estimateRow,
    overscan: OVERSCAN_ROWS,
    scrollMargin,
    getItemKey,
  });
  const items = list.getVirtualItems();
  const { before, after } = virtualPadding(list);
  useEndReached(items[items.length - 1]?.index, rows, onEndReached);
  return (
    <div ref={setBox} style={{ paddingTop: before, paddingBottom: after, overflowAnchor: 'none' }}>
      {items.map((item) => {
        const product = rows[item.index];
        return product ? (
          <div key={item.key} data-index={item.index} ref={list.measureElement}>
            {children(product)}
          </div>
        ) : null;
      })}
    </div>
  );
}
