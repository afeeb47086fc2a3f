import { Box, InputAdornment, TextField } from '@mui/material';
import { cardBrandName, cvvLength, detectIssuer } from '@storefront/domain';
import {
  maskCardNumber,
  maskCvv,
  maskExpiry,
  type CardForm,
  type PaymentErrors,
  type PaymentField,
} from './payment-form';

interface CardFieldsProps {
  card: CardForm;
  errors: PaymentErrors;
  cvvRequired: boolean;
  onChange: (card: CardForm) => void;
  onBlur: (field: PaymentField) => void;
}

/** Card number masked by its issuer's groups, MMYY expiry, and a CVV as long as the issuer's. */
export function CardFields({ card, errors, cvvRequired, onChange, onBlur }: CardFieldsProps) {
  const issuer = detectIssuer(card.cardNumber);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '3fr 2fr', sm: '2fr 1fr 1fr' } }}>
      <TextField
        id="checkout-card-number"
        label="Card Number"
        required
        fullWidth
        value={card.cardNumber}
        onChange={(e) =>
          onChange({ ...card, cardNumber: maskCardNumber(e.target.value), cvv: maskCvv(card.cvv, e.target.value) })
        }
        onBlur={() => onBlur('cardNumber')}
        error={!!errors.cardNumber}
        helperText={errors.cardNumber ?? ' '}
        sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
        slotProps={{
          htmlInput: { inputMode: 'numeric', autoComplete: 'cc-number', spellCheck: false },
          input: issuer
            ? { endAdornment: <InputAdornment position="end">{cardBrandName(issuer)}</InputAdornment> }
            : undefined,
        }}
      />
      <TextField
        id="checkout-card-expiry"
        label="Expiration Date"
        placeholder="MMYY"
        required
        fullWidth
        value={card.expiry}
        onChange={(e) => onChange({ ...card, expiry: maskExpiry(e.target.value) })}
        onBlur={() => onBlur('expiry')}
        error={!!errors.expiry}
        helperText={errors.expiry ?? 'MMYY'}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-exp', maxLength: 4 } }}
      />
      <TextField
        id="checkout-card-cvv"
        label="CVV"
        required={cvvRequired}
        fullWidth
        value={card.cvv}
        onChange={(e) => onChange({ ...card, cvv: maskCvv(e.target.value, card.cardNumber) })}
        onBlur={() => onBlur('cvv')}
        error={!!errors.cvv}
        helperText={errors.cvv ?? `${cvvLength(issuer)} digits`}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-csc', maxLength: cvvLength(issuer) } }}
      />
    </Box>
  );
}
