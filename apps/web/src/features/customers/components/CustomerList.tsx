import { useCallback, useEffect, useRef } from 'react';
import { Box } from '@mui/material';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { CustomerListItem } from '@storefront/contract';
import { virtualPadding } from '../../../lib/virtual/virtual-list';
import { CUSTOMER_OVERSCAN_ROWS, CUSTOMER_ROW_HEIGHT } from '../utils/customer-list';
import { CustomerRow } from './CustomerRow';

interface CustomerListProps {
  id: string;
  customers: CustomerListItem[];
  active: number;
  onActiveChange: (index: number) => void;
  onChoose: (customer: CustomerListItem) => void;
}

/** Rows shown before the list scrolls; the list never grows past the viewport either. */
const VISIBLE_ROWS = 7;
/** The space above the first row and below the last. */
const LIST_PADDING = 8;
const estimateRow = () => CUSTOMER_ROW_HEIGHT;

/**
 * The listbox is the inner list, so its children are the option rows; on the outer box the
 * focusable scroller would sit between listbox and options (axe aria-required-children).
 */
export function CustomerList({ id, customers, active, onActiveChange, onChoose }: CustomerListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const getItemKey = useCallback((index: number) => customers[index]?.customerKey ?? index, [customers]);
  const list = useVirtualizer({
    count: customers.length,
    getScrollElement: () => scroller.current,
    estimateSize: estimateRow,
    // The spec's 10 counts rows, as the virtualiser does.
    overscan: CUSTOMER_OVERSCAN_ROWS,
    paddingStart: LIST_PADDING,
    paddingEnd: LIST_PADDING,
    getItemKey,
  });
  const { before, after } = virtualPadding(list);

  useEffect(() => {
    if (active >= 0 && active < customers.length) list.scrollToIndex(active, { align: 'auto' });
    // Only when the highlighted row changes, as the keyboard moves it.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the list object is the same on every render
  }, [active]);

  return (
    <Box
      sx={{
        height: Math.min(customers.length, VISIBLE_ROWS) * CUSTOMER_ROW_HEIGHT + 16,
        maxHeight: 'calc(100dvh - 260px)',
        minHeight: Math.min(customers.length, 3) * CUSTOMER_ROW_HEIGHT + 16,
      }}
    >
      <div
        ref={scroller}
        tabIndex={0}
        style={{ height: '100%', outline: 'none', overflowY: 'auto', position: 'relative' }}
      >
        <Box sx={{ height: LIST_PADDING }} />
        <div
          id={id}
          role="listbox"
          aria-label="Customers"
          style={{ boxSizing: 'border-box', paddingTop: before, paddingBottom: after }}
        >
          {list.getVirtualItems().map((item) => {
            const customer = customers[item.index];
            return customer ? (
              <div key={item.key} data-index={item.index} style={{ overflowAnchor: 'none' }}>
                <CustomerRow
                  customer={customer}
                  active={item.index === active}
                  onChoose={() => onChoose(customer)}
                  onHover={() => onActiveChange(item.index)}
                />
              </div>
            ) : null;
          })}
        </div>
        <Box sx={{ height: LIST_PADDING }} />
      </div>
    </Box>
  );
}
