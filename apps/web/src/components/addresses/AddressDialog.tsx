import { useState } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  TextField,
  useMediaQuery,
} from '@mui/material';
import type { DeliveryAddress, DeliveryAddressInput } from '@storefront/contract';
import {
  DELIVERY_ADDRESS_LIMITS,
  type DeliveryAddressFields,
  deliveryAddressProblems,
  formatPhoneMask,
} from '@storefront/domain';

interface AddressDialogProps {
  /** null: a new address. */
  address: DeliveryAddress | null;
  submitting: boolean;
  error: string | null;
  onSave: (input: DeliveryAddressInput) => void;
  onClose: () => void;
  /** Trade ship-tos have a contact and a delivery time; consumers' addresses do not (spec 2 §2, §6). */
  withContact?: boolean;
}

type Field = keyof DeliveryAddressFields;
const CONTACT_FIELDS: readonly Field[] = ['contact', 'deliveryTime'];
const FIELDS: { name: Field; label: string; required?: boolean; autoComplete: string; width: number }[] = [
  { name: 'display', label: 'Display Name', required: true, autoComplete: 'off', width: 12 },
  { name: 'name', label: 'Name', required: true, autoComplete: 'name', width: 12 },
  { name: 'address1', label: 'Address', autoComplete: 'address-line1', width: 12 },
  { name: 'address2', label: 'Address 2', autoComplete: 'address-line2', width: 12 },
  { name: 'city', label: 'City', autoComplete: 'address-level2', width: 6 },
  { name: 'state', label: 'State', autoComplete: 'address-level1', width: 2 },
  { name: 'zip', label: 'Zip Code', required: true, autoComplete: 'postal-code', width: 4 },
  { name: 'phone', label: 'Phone', autoComplete: 'tel', width: 12 },
  { name: 'contact', label: 'Contact', autoComplete: 'off', width: 8 },
  { name: 'deliveryTime', label: 'Delivery Time', autoComplete: 'off', width: 4 },
];

function initial(a: DeliveryAddress | null): DeliveryAddressFields {
  return {
    display: a?.display ?? '',
    name: a?.name ?? '',
    address1: a?.address1 ?? '',
    address2: a?.address2 ?? '',
    city: a?.city ?? '',
    state: a?.state ?? '',
    zip: a?.zip ?? '',
    contact: a?.contact ?? '',
    phone: formatPhoneMask(a?.phone ?? ''),
    deliveryTime: a?.deliveryTime ?? '',
  };
}

/** Spec 2 'Add Delivery Address' / 'Edit Delivery Address', with the spec 2 §5 rules and the phone mask. */
export function AddressDialog({
  address,
  submitting,
  error,
  onSave,
  onClose,
  withContact = false,
}: AddressDialogProps) {
  const fields = withContact ? FIELDS : FIELDS.filter((f) => !CONTACT_FIELDS.includes(f.name));
  const fullScreen = useMediaQuery('(max-width:414.95px)');
  const [values, setValues] = useState(() => initial(address));
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const problems = deliveryAddressProblems(values);
  const valid = Object.keys(problems).length === 0;
  const title = address ? 'Edit Delivery Address' : 'Add Delivery Address';

  return (
    <Dialog
      open
      onClose={submitting ? undefined : onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby="address-dialog-title"
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setTouched(Object.fromEntries(fields.map((f) => [f.name, true])));
          if (valid && !submitting) onSave(values);
        }}
      >
        <DialogTitle id="address-dialog-title">{title}</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          {error && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <Grid container spacing={2}>
            {fields.map((f) => (
              <Grid key={f.name} size={{ xs: 12, sm: f.width }}>
                <TextField
                  label={f.label}
                  required={f.required}
                  fullWidth
                  autoComplete={f.autoComplete}
                  autoFocus={f.name === 'display'}
                  value={values[f.name]}
                  onChange={(e) =>
                    setValues((v) => ({
                      ...v,
                      [f.name]: f.name === 'phone' ? formatPhoneMask(e.target.value) : e.target.value,
                    }))
                  }
                  onBlur={() => setTouched((t) => ({ ...t, [f.name]: true }))}
                  error={!!touched[f.name] && !!problems[f.name]}
                  helperText={touched[f.name] ? problems[f.name] : undefined}
                  placeholder={f.name === 'phone' ? '(###) ###-#### Ext ######' : undefined}
                  slotProps={{
                    htmlInput: {
                      maxLength: f.name === 'phone' ? 30 : DELIVERY_ADDRESS_LIMITS[f.name],
                      ...(f.name === 'phone' ? { inputMode: 'tel' } : {}),
                    },
                  }}
                />
              </Grid>
            ))}
          </Grid>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={submitting}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={submitting}
            startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
