import { forwardRef, useEffect, useRef } from 'react';
import { Box } from '@mui/material';
import { type ListProps, Virtuoso, type VirtuosoHandle } from 'react-virtuoso';
import type { CustomerListItem } from '@storefront/contract';
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

/**
 * The listbox is Virtuoso's inner list, so its children are the option rows; on the outer box the
 * focusable scroller would sit between listbox and options (axe aria-required-children).
 */
const OptionList = forwardRef<HTMLDivElement, ListProps & { context: { id: string } }>(function OptionList({ context, ...props }, ref) {
  return <div {...props} ref={ref} id={context.id} role="listbox" aria-label="Customers" />;
});

export function CustomerList({ id, customers, active, onActiveChange, onChoose }: CustomerListProps) {
  const virtuoso = useRef<VirtuosoHandle>(null);

  useEffect(() => {
    virtuoso.current?.scrollIntoView({ index: active, behavior: 'auto' });
  }, [active]);

  return (
    <Box
      sx={{
        height: Math.min(customers.length, VISIBLE_ROWS) * CUSTOMER_ROW_HEIGHT + 16,
        maxHeight: 'calc(100dvh - 260px)',
        minHeight: Math.min(customers.length, 3) * CUSTOMER_ROW_HEIGHT + 16,
      }}
    >
      <Virtuoso
        ref={virtuoso}
        data={customers}
        fixedItemHeight={CUSTOMER_ROW_HEIGHT}
        // Virtuoso counts overscan in pixels; the spec's 10 counts rows.
        overscan={CUSTOMER_OVERSCAN_ROWS * CUSTOMER_ROW_HEIGHT}
        computeItemKey={(_, c) => c.customerKey}
        style={{ height: '100%' }}
        context={{ id }}
        components={{ List: OptionList, Header: () => <Box sx={{ height: 8 }} />, Footer: () => <Box sx={{ height: 8 }} /> }}
        itemContent={(index, customer) => (
          <CustomerRow customer={customer} active={index === active} onChoose={() => onChoose(customer)} onHover={() => onActiveChange(index)} />
        )}
      />
    </Box>
  );
}
