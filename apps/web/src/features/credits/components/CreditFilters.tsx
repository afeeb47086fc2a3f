import { Box } from '@mui/material';
import { CREDIT_REQUEST_STATUSES } from '@storefront/domain';
import type { CustomerListItem } from '@storefront/contract';
import { NativeSelectField } from '../../../components/form/NativeSelectField';

interface CreditFiltersProps {
  status: string;
  onStatus: (status: string) => void;
  /** Null: the user sees one customer's requests and has no customer to choose. */
  customers: readonly CustomerListItem[] | null;
  customer: string;
  onCustomer: (customerKey: string) => void;
}

/** The list's filters: by status, and (salespeople, administrators) by customer. */
export function CreditFilters({ status, onStatus, customers, customer, onCustomer }: CreditFiltersProps) {
  return (
    <Box
      role="search"
      aria-label="Credit request filters"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 280px))' }, mb: 2 }}
    >
      <NativeSelectField label="Status" value={status} onChange={onStatus}>
        <option value="">All statuses</option>
        {CREDIT_REQUEST_STATUSES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </NativeSelectField>
      {customers && (
        <NativeSelectField label="Customer" value={customer} onChange={onCustomer}>
          <option value="">All customers</option>
          {customers.map((c) => (
            <option key={c.customerKey} value={String(c.customerKey)}>
              {c.name} ({c.customerCode})
            </option>
          ))}
        </NativeSelectField>
      )}
    </Box>
  );
}
