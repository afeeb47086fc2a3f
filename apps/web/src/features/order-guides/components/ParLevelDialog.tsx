import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  TextField,
  useMediaQuery,
} from '@mui/material';
import type { OrderGuide, OrderGuideProduct, Product } from '@storefront/contract';
import { useNotify } from '../../../components/notifications/use-notify';
import { errorMessage } from '../../../lib/api/api-client';
import { usePatchOrderGuide } from '../api/order-guide-writes';
import { onHandOf } from '../utils/guide-count';

/** Spec 1 §9: dialogs go full screen below 415 px. */
const NARROW_DIALOG = '(max-width:414.95px)';

interface ParLevelDialogProps {
  guide: OrderGuide;
  line: OrderGuideProduct;
  product: Product | undefined;
  name: string;
  onClose: () => void;
}

/**
 * Issue 32: a line's par level for the ship-to being ordered for, in one of its sell-by units. Saved with
 * PATCH /api/orderguide/{key} (the line keeps its quantity, unit and place; weekday pars set through the API stay).
 */
export function ParLevelDialog({ guide, line, product, name, onClose }: ParLevelDialogProps) {
  const fullScreen = useMediaQuery(NARROW_DIALOG);
  const notify = useNotify();
  const patch = usePatchOrderGuide();
  const units = product?.sellBys.map((s) => s.unitOfMeasure) ?? [line.unitOfMeasure];
  const [text, setText] = useState(line.parLevel ? String(line.parLevel.quantity) : '');
  const [unit, setUnit] = useState(line.parLevel?.unitOfMeasure ?? line.unitOfMeasure);
  const quantity = onHandOf(text);
  const invalid = quantity === 'invalid' || quantity === null;
  const write = (parLevel: OrderGuideProduct['parLevel']) =>
    patch.mutate(
      {
        name: guide.name,
        body: {
          products: [
            {
              productKey: line.productKey,
              orderQuantity: line.orderQuantity,
              unitOfMeasure: line.unitOfMeasure,
              sequence: line.sequence,
              parLevel: parLevel ?? null,
            },
          ],
        },
      },
      {
        onSuccess: () => {
          notify(parLevel ? `Par level of ${name} saved.` : `Par level of ${name} removed.`, { variant: 'success' });
          onClose();
        },
        onError: (err) => notify(errorMessage(err), { variant: 'error' }),
      },
    );
  const save = () => {
    if (typeof quantity !== 'number') return;
    write({ quantity, unitOfMeasure: unit, byWeekday: line.parLevel?.byWeekday ?? [] });
  };
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="xs" aria-labelledby="par-level-title">
      <DialogTitle id="par-level-title">Par Level</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>{name}: how much to keep on hand.</DialogContentText>
        <TextField
          autoFocus
          label="Par level"
          value={text}
          error={quantity === 'invalid'}
          helperText={quantity === 'invalid' ? 'Enter 0 or more, with at most 2 decimals.' : undefined}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              save();
            }
          }}
          slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 10 } }}
        />
        <TextField select label="Unit" value={unit} onChange={(e) => setUnit(e.target.value)}>
          {units.map((u) => (
            <MenuItem key={u} value={u}>
              {u}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        {line.parLevel && (
          <Button color="error" onClick={() => write(null)} disabled={patch.isPending} sx={{ mr: 'auto' }}>
            Remove Par
          </Button>
        )}
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={invalid || patch.isPending}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
