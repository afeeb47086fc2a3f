import { Box } from '@mui/material';
import { CREDIT_REQUEST_STATUSES } from '@storefront/domain';
import { NativeSelectField } from '../../../components/form/NativeSelectField';
import type { CustomerScope } from '../api/credit-customers';
import { type ChosenCustomer, CreditCustomerFilter } from './CreditCustomerFilter';

interface CreditFiltersProps {
  status: string;
  onStatus: (status: string) => void;
  /** Null: the user sees one customer's requests and has no customer to choose. */
  scope: CustomerScope | null;
  customer: ChosenCustomer | null;
  onCustomer: (customer: ChosenCustomer | null) => void;
}

/** The list's filters: by status, and (salespeople, administrators) by customer. */
export function CreditFilters({ status, onStatus, scope, customer, onCustomer }: CreditFiltersProps) {
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
      {scope && <CreditCustomerFilter scope={scope} value={customer} onChange={onCustomer} />}
    </Box>
  );
}
