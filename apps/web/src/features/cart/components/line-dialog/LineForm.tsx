import { useState } from 'react';
import PlaylistAddOutlined from '@mui/icons-material/PlaylistAddOutlined';
import { Alert, Box, Button, DialogActions, DialogContent, Divider, Stack, TextField, Typography } from '@mui/material';
import type { CartLine, Product } from '@storefront/contract';
import {
  canChangePriceBy,
  ESTIMATED_LABEL,
  formatCurrency,
  formatQuantity,
  isUnitPriceEditable,
  unitsLocked,
} from '@storefront/domain';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { lazyDialog } from '../../../../components/lazy-dialog';
import { useGuidesUsable } from '../../../../lib/order-guides/use-guides-usable';
import { useLineForm } from '../../hooks/use-line-form';
import { useSaveLine } from '../../hooks/use-save-line';
import { QuantityField } from './QuantityField';
import { UnitPriceField } from './UnitPriceField';
import { UnitSelects } from './UnitSelects';

const AddToGuideDialog = lazyDialog(
  async () => (await import('../../../../components/order-guides/AddToGuideDialog')).AddToGuideDialog,
);

interface LineFormProps {
  product: Product;
  /** The line being edited; null to add. */
  line: CartLine | null;
  onClose: () => void;
}

/** Spec 1 §2 and §5: the fields, the error area and Cancel / Save of the cart line dialog. */
export function LineForm({ product, line, onClose }: LineFormProps) {
  const form = useLineForm(product, line);
  const { state, dispatch, view, ctx, rules, hidePricing } = form;
  const { save, saving, error, pending, answerPriceByChange } = useSaveLine(line?.id ?? null, onClose);
  const shownError = view.productError ?? error;
  const guidesUsable = useGuidesUsable();
  const [toGuide, setToGuide] = useState(false);
  // A catch-weight product's extension is at its average weight: 'Estimated extension'.
  const extensionLabel = view.isEstimate ? `${ESTIMATED_LABEL} extension` : 'Extension';

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (view.canSave && !saving) void save(form.payload());
      }}
      sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}
    >
      <DialogContent sx={{ pt: 0 }}>
        <Stack spacing={2.25} sx={{ maxWidth: 400, mx: 'auto', pt: 0.5 }}>
          <Box>
            <Typography sx={{ fontWeight: 600 }}>{product.description}</Typography>
            <Typography variant="body2" color="text.secondary">
              {product.formattedProductCode || product.productCode}
              {product.brand ? ` · ${product.brand}` : ''}
            </Typography>
          </Box>
          <Box role="alert" aria-live="assertive" sx={{ minHeight: 0 }}>
            {shownError && <Alert severity="error">{shownError}</Alert>}
          </Box>
          <QuantityField
            text={state.quantityText}
            multiple={view.multiple}
            error={view.quantityError}
            notice={view.quantityNotice}
            disabled={view.productError !== null}
            dispatch={dispatch}
          />
          {view.productError === null && (
            <UnitSelects
              product={product}
              sellBy={state.sellBy}
              priceBy={state.priceBy}
              locked={unitsLocked(ctx.mode)}
              canChangePriceBy={canChangePriceBy(ctx.canChangePrice, product)}
              dispatch={dispatch}
            />
          )}
          {!hidePricing && view.productError === null && (
            <UnitPriceField
              editable={isUnitPriceEditable(ctx.canChangePrice)}
              priceBy={state.priceBy}
              priceText={state.priceText}
              defaultPrice={form.defaultPrice}
              unitPrice={view.unitPrice}
              priceDecimals={view.priceDecimals}
              isOverride={view.isOverride}
              loading={form.priceLoading}
              dispatch={dispatch}
            />
          )}
          {rules.allowProductTextLines && (
            <>
              <TextField
                label="Product Text 1"
                value={state.text1}
                onChange={(e) => dispatch({ type: 'textTyped', field: 'text1', text: e.target.value })}
                slotProps={{ htmlInput: { maxLength: 500 } }}
                fullWidth
              />
              <TextField
                label="Product Text 2"
                value={state.text2}
                onChange={(e) => dispatch({ type: 'textTyped', field: 'text2', text: e.target.value })}
                slotProps={{ htmlInput: { maxLength: 500 } }}
                fullWidth
              />
            </>
          )}
          {!hidePricing && (
            <>
              <Divider />
              <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
                <Typography color="text.secondary">{extensionLabel}</Typography>
                <Typography variant="h6" component="p" aria-label={extensionLabel} sx={{ fontWeight: 700 }}>
                  {formatCurrency(view.extension === null ? null : view.extension.toFixed(2))}
                </Typography>
              </Box>
              {view.conversion && (
                <Typography
                  variant="body2"
                  color="text.secondary"
                  aria-label="Price conversion"
                  sx={{ mt: -1.5, textAlign: 'right' }}
                >
                  {`${formatQuantity(view.quantity)} ${state.sellBy} · ${view.conversion}`}
                </Typography>
              )}
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, mt: 'auto' }}>
        {guidesUsable && !line && (
          // Spec 1 §5: the dialog's quantity and unit go to an order guide instead of the cart.
          <Button startIcon={<PlaylistAddOutlined />} onClick={() => setToGuide(true)} sx={{ mr: 'auto' }}>
            Add to Order Guide
          </Button>
        )}
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={!view.canSave || saving} sx={{ minWidth: 96 }}>
          {saving ? 'Saving' : 'Save'}
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={pending !== null}
        title="Change Price By U/M?"
        message={pending?.message ?? ''}
        onConfirm={() => answerPriceByChange(true)}
        onCancel={() => answerPriceByChange(false)}
      />
      {toGuide && (
        <AddToGuideDialog
          open
          product={product}
          initial={{ quantityText: state.quantityText, unit: state.sellBy }}
          onClose={() => setToGuide(false)}
          onAdded={() => {
            setToGuide(false);
            onClose();
          }}
        />
      )}
    </Box>
  );
}
