import { MenuItem, Stack, TextField } from '@mui/material';
import type { Product } from '@storefront/contract';
import {
  formatPlain,
  parseQuantityInput,
  sanitizeQuantityText,
  sellByMultipleOf,
  stepQuantity,
} from '@storefront/domain';
import type { GuideLineDraft } from '../../lib/order-guides/guide-line';

interface GuideLineFieldsProps {
  product: Product;
  draft: GuideLineDraft;
  /** The line's problem (the multiple rule), shown under the quantity. */
  error: string | null;
  onChange: (draft: GuideLineDraft) => void;
  disabled?: boolean;
  size?: 'small' | 'medium';
}

/**
 * A guide line's quantity and sell-by unit (spec 1 §5): the arrow keys step by the unit's
 * multiple, and changing the unit re-checks the quantity (the caller shows the result).
 */
/** Callers put it inside a group named after the product, so each 'Quantity' is told apart. */
export function GuideLineFields({ product, draft, error, onChange, disabled, size = 'small' }: GuideLineFieldsProps) {
  const multiple = sellByMultipleOf(product, draft.unit);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        size={size}
        label="Quantity"
        value={draft.quantityText}
        disabled={disabled}
        error={error !== null}
        helperText={error ?? undefined}
        onChange={(e) => onChange({ ...draft, quantityText: sanitizeQuantityText(e.target.value) })}
        onKeyDown={(e) => {
          if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
          e.preventDefault();
          const next = stepQuantity(
            parseQuantityInput(draft.quantityText),
            multiple,
            e.key === 'ArrowUp' ? 'up' : 'down',
          );
          onChange({ ...draft, quantityText: formatPlain(next) });
        }}
        sx={{ width: 110, flexShrink: 0 }}
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
      />
      <TextField
        select
        size={size}
        label="U/M"
        value={draft.unit}
        disabled={disabled || product.sellBys.length < 2}
        onChange={(e) => onChange({ ...draft, unit: e.target.value })}
        sx={{ width: 92, flexShrink: 0 }}
      >
        {product.sellBys.map((s) => (
          <MenuItem key={s.unitOfMeasure} value={s.unitOfMeasure}>
            {s.unitOfMeasure}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
