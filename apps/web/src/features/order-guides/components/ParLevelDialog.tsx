import { type KeyboardEvent, useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormHelperText,
  MenuItem,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material';
import type { OrderGuide, OrderGuideProduct, ParLevelIn, Product } from '@storefront/contract';
import { useNotify } from '../../../components/notifications/use-notify';
import { errorMessage } from '../../../lib/api/api-client';
import { usePatchOrderGuide } from '../api/order-guide-writes';
import { onHandOf } from '../utils/guide-count';
import { type ParDraft, parDraftOf, parLevelOfDraft } from '../utils/par-level-form';
import { PAR_WEEKDAYS } from '../utils/par-weekdays';

/** Spec 1 §9: dialogs go full screen below 415 px. */
const NARROW_DIALOG = '(max-width:414.95px)';
const QUANTITY_HINT = 'Enter 0 or more, with at most 2 decimals.';

interface ParLevelDialogProps {
  guide: OrderGuide;
  line: OrderGuideProduct;
  product: Product | undefined;
  name: string;
  onClose: () => void;
}

/**
 * Issue 32: a line's par level for the ship-to being ordered for, in one of its sell-by units, and optionally a
 * different par on chosen delivery weekdays ('Mon 6 CS, Thu 10 CS, other days 4 CS'). Saved with
 * PATCH /api/orderguide/{key} (the line keeps its quantity, unit and place). Enter in any field saves.
 */
export function ParLevelDialog({ guide, line, product, name, onClose }: ParLevelDialogProps) {
  const fullScreen = useMediaQuery(NARROW_DIALOG);
  const notify = useNotify();
  const patch = usePatchOrderGuide();
  const units = product?.sellBys.map((s) => s.unitOfMeasure) ?? [line.unitOfMeasure];
  const [draft, setDraft] = useState<ParDraft>(() => parDraftOf(line.parLevel, line.unitOfMeasure));
  const parLevel = parLevelOfDraft(draft);
  const mainInvalid = onHandOf(draft.quantity) === 'invalid';
  const setDay = (weekday: number, text: string) =>
    setDraft((d) => ({ ...d, byWeekday: new Map(d.byWeekday).set(weekday, text) }));
  const write = (par: ParLevelIn | null) =>
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
              parLevel: par,
            },
          ],
        },
      },
      {
        onSuccess: () => {
          notify(par ? `Par level of ${name} saved.` : `Par level of ${name} removed.`, { variant: 'success' });
          onClose();
        },
        onError: (err) => notify(errorMessage(err), { variant: 'error' }),
      },
    );
  const save = () => {
    if (typeof parLevel === 'object') write(parLevel);
  };
  const saveOnEnter = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    save();
  };
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="xs" aria-labelledby="par-level-title">
      <DialogTitle id="par-level-title">Par Level</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <DialogContentText>{name}: how much to keep on hand.</DialogContentText>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', pt: 1 }}>
          <TextField
            autoFocus
            label="Par level"
            value={draft.quantity}
            error={mainInvalid}
            helperText={mainInvalid ? QUANTITY_HINT : 'On any day without its own par.'}
            onChange={(e) => setDraft((d) => ({ ...d, quantity: e.target.value }))}
            onKeyDown={saveOnEnter}
            slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 10 } }}
          />
          <TextField
            select
            label="Unit"
            value={draft.unitOfMeasure}
            onChange={(e) => setDraft((d) => ({ ...d, unitOfMeasure: e.target.value }))}
          >
            {units.map((u) => (
              <MenuItem key={u} value={u}>
                {u}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }} aria-describedby="par-weekday-help">
          <Typography component="legend" variant="subtitle2" sx={{ p: 0, mb: 1.5 }}>
            Different par on delivery days ({draft.unitOfMeasure})
          </Typography>
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))' }}>
            {PAR_WEEKDAYS.map((d) => {
              const text = draft.byWeekday.get(d.weekday) ?? '';
              return (
                <TextField
                  key={d.weekday}
                  size="small"
                  label={d.long}
                  value={text}
                  error={onHandOf(text) === 'invalid'}
                  onChange={(e) => setDay(d.weekday, e.target.value)}
                  onKeyDown={saveOnEnter}
                  slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 10 } }}
                />
              );
            })}
          </Box>
          <FormHelperText id="par-weekday-help" error={parLevel === 'invalid' && !mainInvalid}>
            {parLevel === 'invalid' && !mainInvalid
              ? QUANTITY_HINT
              : 'Leave a day empty to use the par level above on that day.'}
          </FormHelperText>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        {line.parLevel && (
          <Button color="error" onClick={() => write(null)} disabled={patch.isPending} sx={{ mr: 'auto' }}>
            Remove Par
          </Button>
        )}
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={typeof parLevel !== 'object' || patch.isPending}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
