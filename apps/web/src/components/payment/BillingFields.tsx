import { Box, TextField } from '@mui/material';
import type { BillingAddressInput } from '@storefront/domain';
import type { PaymentErrors, PaymentField } from './payment-form';

interface BillingFieldsProps {
  billing: BillingAddressInput;
  errors: PaymentErrors;
  rules: { holderNameRequired: boolean; addressRequired: boolean; phoneRequired: boolean };
  onChange: (billing: BillingAddressInput) => void;
  onBlur: (field: PaymentField) => void;
}

interface FieldSpec {
  field: keyof BillingAddressInput;
  label: string;
  autoComplete: string;
  wide?: boolean;
  inputMode?: 'numeric' | 'tel';
}

/** Labels are the words of the spec 2 §5 messages ('Name is a required field', 'ZIP Code is required'). */
const FIELDS: FieldSpec[] = [
  { field: 'name', label: 'Name', autoComplete: 'cc-name', wide: true },
  { field: 'address1', label: 'Address', autoComplete: 'billing address-line1', wide: true },
  { field: 'address2', label: 'Address 2', autoComplete: 'billing address-line2', wide: true },
  { field: 'city', label: 'City', autoComplete: 'billing address-level2' },
  { field: 'state', label: 'State', autoComplete: 'billing address-level1' },
  { field: 'zip', label: 'ZIP Code', autoComplete: 'billing postal-code' },
  { field: 'phone', label: 'Phone', autoComplete: 'billing tel', inputMode: 'tel' },
];

const MAX_LENGTH: Record<keyof BillingAddressInput, number> = {
  name: 40,
  address1: 40,
  address2: 40,
  city: 20,
  state: 2,
  zip: 10,
  phone: 30,
};

/** Spec 2 §5 billing address: the card holder's name and address, prefilled from the delivery address. */
export function BillingFields({ billing, errors, rules, onChange, onBlur }: BillingFieldsProps) {
  const required: Record<keyof BillingAddressInput, boolean> = {
    name: rules.holderNameRequired,
    address1: rules.addressRequired,
    address2: false,
    city: true,
    state: true,
    zip: true,
    phone: rules.phoneRequired,
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Box component="legend" sx={{ typography: 'subtitle2', mb: 1.5, p: 0 }}>
        Billing Address
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr 1fr' } }}>
        {FIELDS.map(({ field, label, autoComplete, wide, inputMode }) => (
          <TextField
            key={field}
            id={`checkout-billing-${field}`}
            label={label}
            fullWidth
            required={required[field]}
            value={billing[field]}
            onChange={(e) =>
              onChange({ ...billing, [field]: field === 'state' ? e.target.value.toUpperCase() : e.target.value })
            }
            onBlur={() => onBlur(field)}
            error={!!errors[field]}
            // A reserved helper line keeps the form from jumping when a message appears on blur (a click on Next would miss).
            helperText={errors[field] ?? ' '}
            sx={{
              gridColumn: wide
                ? '1 / -1'
                : field === 'city' || field === 'phone'
                  ? { xs: '1 / -1', sm: 'auto' }
                  : undefined,
            }}
            slotProps={{ htmlInput: { autoComplete, inputMode, maxLength: MAX_LENGTH[field] } }}
          />
        ))}
      </Box>
    </Box>
  );
}
