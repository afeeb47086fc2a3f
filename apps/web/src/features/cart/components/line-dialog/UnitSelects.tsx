import type { Dispatch } from 'react';
import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { Product } from '@storefront/contract';
import { convertQuantity, formatPlain, roundConversion } from '@storefront/domain';
import type { LineFormAction } from '../../utils/line-form-state';

interface UnitSelectsProps {
  product: Product;
  sellBy: string;
  priceBy: string;
  /** Edit mode locks both (spec 1 §5). */
  locked: boolean;
  canChangePriceBy: boolean;
  dispatch: Dispatch<LineFormAction>;
}

/** Sell-by and price-by units side by side; the price-by select is read-only unless it may change. */
export function UnitSelects({ product, sellBy, priceBy, locked, canChangePriceBy, dispatch }: UnitSelectsProps) {
  const priceUnits = product.priceBys.some((p) => p.unitOfMeasure === priceBy)
    ? product.priceBys.map((p) => p.unitOfMeasure)
    : [priceBy, ...product.priceBys.map((p) => p.unitOfMeasure)];
  return (
    <Stack spacing={0.75}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          label="Sell By U/M"
          value={sellBy}
          disabled={locked || product.sellBys.length < 2}
          onChange={(e) => dispatch({ type: 'sellByChosen', unit: e.target.value })}
          fullWidth
        >
          {product.sellBys.map((s) => (
            <MenuItem key={s.unitOfMeasure} value={s.unitOfMeasure}>
              {s.unitOfMeasure}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Price By U/M"
          value={priceBy}
          disabled={locked || !canChangePriceBy}
          onChange={(e) => dispatch({ type: 'priceByChosen', unit: e.target.value })}
          fullWidth
        >
          {priceUnits.map((unit) => (
            <MenuItem key={unit} value={unit}>
              {unit}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {sellBy !== priceBy && (
        <Typography variant="caption" color="text.secondary" sx={{ px: 1.75 }}>
          {conversionText(product, sellBy, priceBy)}
        </Typography>
      )}
    </Stack>
  );
}

/** '1 CS = 40 LB': how the quantity becomes the amount the price applies to. */
function conversionText(product: Product, sellBy: string, priceBy: string): string {
  try {
    const value = roundConversion(convertQuantity({ value: 1, unit: sellBy }, priceBy, product).value);
    return `1 ${sellBy} = ${formatPlain(value)} ${priceBy}`;
  } catch {
    return '';
  }
}
