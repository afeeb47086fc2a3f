import { type ClipboardEvent, type KeyboardEvent, memo, useCallback, useSyncExternalStore } from 'react';
import { Box, InputBase, NativeSelect, Typography } from '@mui/material';
import type { Product } from '@storefront/contract';
import {
  averageWeightText,
  NO_SELL_BY_MESSAGE,
  parseQuantityInput,
  productConversionText,
  type RoundingFlag,
  sanitizeQuantityText,
} from '@storefront/domain';
import { productPriceText, productUnitsOf, shownPriceUnit } from '../../../../lib/catalogue/price-text';
import { useProductPrice } from '../../../../lib/catalogue/use-product-price';
import type { RowFocus } from '../../hooks/use-row-focus';
import { addedLinePriceBy } from '../../../../lib/cart/price-by';
import { rowDefaultUnit, rowMultipleProblem } from '../../utils/quick-entry-lines';
import type { QuickEntryStore } from '../../utils/quick-entry-store';
import { COMPACT_ROW_HEIGHT, gridColumns, ROW_HEIGHT } from './quick-entry-layout';

interface QuickEntryRowProps {
  product: Product;
  index: number;
  store: QuickEntryStore;
  focus: RowFocus;
  roundingFlag: RoundingFlag;
  hidePricing: boolean;
  /** syncPriceByWithSellByUMFlag: which price-by unit the row's line will be priced in. */
  syncPriceBy: boolean;
  compact: boolean;
  /** A multi-line paste into a quantity goes to the spreadsheet dialog. */
  onPasteBlock: (text: string) => void;
}

/** A cell around one control: the control fills it, as it filled the grid column. */
const CONTROL_CELL = { display: 'flex', minWidth: 0, '& > *': { flex: 1, minWidth: 0 } } as const;

/**
 * One product of the quick entry grid. Memoised and subscribed to its own
 * entry only, so a keystroke renders this row and nothing else.
 */
export const QuickEntryRow = memo(function QuickEntryRow(props: QuickEntryRowProps) {
  const { product, index, store, focus, roundingFlag, hidePricing, syncPriceBy, compact, onPasteBlock } = props;
  const key = product.productKey;
  const subscribe = useCallback((listener: () => void) => store.subscribeRow(key, listener), [store, key]);
  const row = useSyncExternalStore(subscribe, () => store.row(key));
  const defaultUnit = rowDefaultUnit(product);
  const unit = row?.unit ?? defaultUnit;
  // A catch-weight product is priced per pound whatever it is ordered in: '$8.490 / LB'.
  const priceUnit = unit && shownPriceUnit(product, unit);
  const price = useProductPrice(key, priceUnit || null, !hidePricing);
  const quantity = parseQuantityInput(row?.quantityText ?? '');
  const priceBy = unit ? addedLinePriceBy(product, unit, syncPriceBy) : '';
  const converts = !hidePricing && quantity.gt(0) && priceBy !== '' && priceBy !== unit;
  const priceByPrice = useProductPrice(key, priceBy || null, converts);
  const conversion =
    converts && priceByPrice.data?.price
      ? conversionText(product, quantity.toFixed(2), unit, priceBy, priceByPrice.data.price)
      : null;
  const noSellBy = product.sellBys.length === 0;
  const problem = noSellBy
    ? NO_SELL_BY_MESSAGE
    : (rowMultipleProblem(product, row, roundingFlag) ?? row?.error ?? null);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' || e.key === 'ArrowDown') {
      e.preventDefault();
      focus.move(index, 1);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      focus.move(index, -1);
    } else if (!e.ctrlKey && !e.metaKey && !e.altKey && focus.typeAhead(index, e.key)) {
      e.preventDefault();
    }
  };
  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const text = e.clipboardData.getData('text');
    if (/[\t\r\n]/.test(text.trim())) {
      e.preventDefault();
      onPasteBlock(text);
    }
  };
  const priceText = price.isLoading ? '…' : productPriceText(product, price.data?.price ?? null, priceUnit);
  const code = product.formattedProductCode || product.productCode;
  const label = `${product.description} (${code})`;
  // Brand and pack tell two similar products apart (additional k1 is the brand).
  const average = product.catchWeight && averageWeightText(product.catchWeight);
  const facts = [product.brand || product.additional.k1, product.additional.packSize, average]
    .filter(Boolean)
    .join(' · ');
  const caption =
    problem ??
    conversion ??
    (compact ? [code, facts].filter(Boolean).join(' · ') : facts || product.categoryDescription);

  return (
    <Box
      role="row"
      aria-label={label}
      data-product-key={key}
      sx={{
        ...gridColumns(compact),
        height: compact ? COMPACT_ROW_HEIGHT : ROW_HEIGHT,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: problem ? 'rgba(211, 47, 47, 0.04)' : undefined,
        '&:focus-within': { bgcolor: 'action.hover' },
      }}
    >
      {!compact && (
        <Typography role="cell" variant="body2" noWrap sx={{ fontFamily: 'monospace', color: 'text.secondary' }}>
          {code}
        </Typography>
      )}
      <Box role="cell" sx={{ minWidth: 0 }}>
        {/* Names wrap (two lines at most) instead of being cut off. */}
        <Typography
          variant="body2"
          title={product.description}
          sx={{
            fontWeight: 500,
            lineHeight: 1.25,
            overflow: 'hidden',
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
          }}
        >
          {product.description}
        </Typography>
        <Typography
          variant="caption"
          noWrap
          component="p"
          role={problem ? 'alert' : undefined}
          title={caption}
          sx={{ color: problem ? 'error.main' : 'text.secondary', lineHeight: 1.5 }}
        >
          {caption}
        </Typography>
        {compact && !hidePricing && (
          <Typography
            variant="caption"
            component="p"
            noWrap
            sx={{ fontWeight: 600, lineHeight: 1.5, fontVariantNumeric: 'tabular-nums' }}
          >
            {priceText}
          </Typography>
        )}
      </Box>
      {!compact && (
        <Typography role="cell" variant="body2" sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
          {hidePricing ? '' : priceText}
        </Typography>
      )}
      {/* A row owns cells only (ARIA table): each control sits in its cell. */}
      <Box role="cell" sx={CONTROL_CELL}>
        <InputBase
          value={row?.quantityText ?? ''}
          placeholder="0"
          disabled={noSellBy}
          inputRef={(input: HTMLInputElement | null) => focus.register(index, input)}
          onChange={(e) => store.edit(key, { quantityText: sanitizeQuantityText(e.target.value) }, defaultUnit)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onFocus={(e) => e.target.select()}
          error={!!problem}
          inputProps={{ 'aria-label': `Quantity for ${label}`, inputMode: 'decimal', autoComplete: 'off' }}
          sx={{
            border: 1,
            borderColor: problem ? 'error.main' : 'divider',
            borderRadius: 1,
            px: 1,
            height: 36,
            bgcolor: 'background.paper',
            '&.Mui-focused': { borderColor: problem ? 'error.main' : 'primary.main', boxShadow: 1 },
            '& input': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
          }}
        />
      </Box>
      {product.sellBys.length > 1 ? (
        <Box role="cell" sx={CONTROL_CELL}>
          <NativeSelect
            value={unit}
            onChange={(e) => store.edit(key, { unit: e.target.value }, defaultUnit)}
            input={<InputBase />}
            inputProps={{ 'aria-label': `Unit for ${label}` }}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, pl: 1, height: 36, fontSize: 14 }}
          >
            {product.sellBys.map((s) => (
              <option key={s.unitOfMeasure} value={s.unitOfMeasure}>
                {s.unitOfMeasure}
              </option>
            ))}
          </NativeSelect>
        </Box>
      ) : (
        // One unit leaves nothing to choose: plain text keeps the Tab order to the quantities.
        // The same box as the select (border, padding, size), so single- and multi-unit rows share one unit column.
        <Typography
          role="cell"
          variant="body2"
          aria-label={`Unit for ${label}`}
          sx={{
            border: 1,
            borderColor: 'transparent',
            borderRadius: 1,
            pl: 1,
            height: 36,
            display: 'flex',
            alignItems: 'center',
            fontSize: 14,
          }}
        >
          {unit || '—'}
        </Typography>
      )}
    </Box>
  );
});

/**
 * '2.00 CS · ≈ 24.00 LB × $16.661 / LB = $399.86' ('Estimated: ...' for a catch-weight product); null when the units
 * no longer convert.
 */
function conversionText(
  product: Product,
  quantity: string,
  unit: string,
  priceBy: string,
  price: string,
): string | null {
  try {
    const text = productConversionText({ value: quantity, unit }, priceBy, price, productUnitsOf(product));
    return text && `${quantity} ${unit} · ${text}`;
  } catch {
    return null;
  }
}
