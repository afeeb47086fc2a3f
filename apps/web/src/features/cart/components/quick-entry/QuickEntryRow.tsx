import { type ClipboardEvent, type KeyboardEvent, memo, useCallback, useSyncExternalStore } from 'react';
import { Box, InputBase, NativeSelect, Typography } from '@mui/material';
import type { Product } from '@storefront/contract';
import { NO_SELL_BY_MESSAGE, type RoundingFlag, sanitizeQuantityText } from '@storefront/domain';
import { formatPricePerUnit } from '../../../../lib/catalogue/price-text';
import { useProductPrice } from '../../../../lib/catalogue/use-product-price';
import type { RowFocus } from '../../hooks/use-row-focus';
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
  compact: boolean;
  /** A multi-line paste into a quantity goes to the spreadsheet dialog. */
  onPasteBlock: (text: string) => void;
}

/**
 * One product of the quick entry grid. Memoised and subscribed to its own
 * entry only, so a keystroke renders this row and nothing else.
 */
export const QuickEntryRow = memo(function QuickEntryRow(props: QuickEntryRowProps) {
  const { product, index, store, focus, roundingFlag, hidePricing, compact, onPasteBlock } = props;
  const key = product.productKey;
  const subscribe = useCallback((listener: () => void) => store.subscribeRow(key, listener), [store, key]);
  const row = useSyncExternalStore(subscribe, () => store.row(key));
  const defaultUnit = rowDefaultUnit(product);
  const unit = row?.unit ?? defaultUnit;
  const price = useProductPrice(key, unit || null, !hidePricing);
  const noSellBy = product.sellBys.length === 0;
  const problem = noSellBy ? NO_SELL_BY_MESSAGE : (rowMultipleProblem(product, row, roundingFlag) ?? row?.error ?? null);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' || e.key === 'ArrowDown') {
      e.preventDefault();
      focus.move(index, 1);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      focus.move(index, -1);
    }
  };
  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const text = e.clipboardData.getData('text');
    if (/[\t\r\n]/.test(text.trim())) {
      e.preventDefault();
      onPasteBlock(text);
    }
  };
  const priceText = price.isLoading ? '…' : formatPricePerUnit(price.data?.price ?? null, unit);
  const code = product.formattedProductCode || product.productCode;
  const label = `${product.description} (${code})`;

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
        <Typography variant="body2" noWrap sx={{ fontWeight: 500 }} title={product.description}>
          {product.description}
        </Typography>
        <Typography
          variant="caption"
          noWrap
          component="p"
          role={problem ? 'alert' : undefined}
          sx={{ color: problem ? 'error.main' : 'text.secondary', lineHeight: 1.5 }}
        >
          {problem ?? (compact ? `${code}${hidePricing ? '' : ` · ${priceText}`}` : product.brand || product.categoryDescription)}
        </Typography>
      </Box>
      {!compact && (
        <Typography role="cell" variant="body2" sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
          {hidePricing ? '' : priceText}
        </Typography>
      )}
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
      {product.sellBys.length > 1 ? (
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
      ) : (
        // One unit leaves nothing to choose: plain text keeps the Tab order to the quantities.
        <Typography role="cell" variant="body2" aria-label={`Unit for ${label}`} sx={{ pl: 1.25 }}>
          {unit || '—'}
        </Typography>
      )}
    </Box>
  );
});
