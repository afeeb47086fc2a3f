import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  IconButton,
  Stack,
  Switch,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import type { ShipTo } from '@storefront/contract';
import {
  draftErrors,
  type DraftErrors,
  type StandingOrderDraft,
  WEEKDAYS,
} from '../../lib/standing-orders/standing-order-form';

/** Spec 1 §9: dialogs go full screen below 415 px. */
const NARROW_DIALOG = '(max-width:414.95px)';

interface StandingOrderDialogProps {
  title: string;
  initial: StandingOrderDraft;
  shipTos: readonly ShipTo[];
  /** Editing an existing one: its lines can be changed and removed. A new one takes the lines of `linesFrom`. */
  withLines: boolean;
  /** Where a new one's lines come from: 'your cart' (the default) or 'order W0000123'. */
  linesFrom?: string;
  submitting: boolean;
  error: string | null;
  onSave: (draft: StandingOrderDraft) => void;
  onClose: () => void;
}

/** New (from the cart or an order) or edit: name, ship-to, delivery days, dates, paused, and when editing the lines. */
export function StandingOrderDialog({
  title,
  initial,
  shipTos,
  withLines,
  linesFrom = 'your cart',
  submitting,
  error,
  onSave,
  onClose,
}: StandingOrderDialogProps) {
  const narrow = useMediaQuery(NARROW_DIALOG);
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const set = <K extends keyof StandingOrderDraft>(key: K, value: StandingOrderDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const save = () => {
    const found = draftErrors(draft, withLines);
    setErrors(found);
    if (Object.keys(found).length === 0) onSave(draft);
  };
  const toggleDay = (day: number) =>
    set('weekdays', draft.weekdays.includes(day) ? draft.weekdays.filter((d) => d !== day) : [...draft.weekdays, day]);

  return (
    <Dialog open onClose={onClose} fullScreen={narrow} fullWidth maxWidth="sm" aria-labelledby="standing-order-title">
      <DialogTitle id="standing-order-title">{title}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            label="Name"
            required
            autoFocus
            value={draft.name}
            onChange={(e) => set('name', e.target.value)}
            error={!!errors.name}
            helperText={errors.name ?? 'For example Weekly produce'}
          />
          <TextField
            select
            required
            label="Ship-To"
            value={draft.shipToCode}
            onChange={(e) => set('shipToCode', e.target.value)}
            error={!!errors.shipToCode}
            helperText={errors.shipToCode}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {draft.shipToCode === '' && <option value="">Choose a ship-to</option>}
            {shipTos.map((s) => (
              <option key={s.code} value={s.code}>
                {s.code} - {s.name}
              </option>
            ))}
          </TextField>
          <FormControl component="fieldset" error={!!errors.weekdays}>
            <FormLabel component="legend">Delivery days</FormLabel>
            <FormGroup row>
              {WEEKDAYS.map((w) => (
                <FormControlLabel
                  key={w.day}
                  label={w.short}
                  control={
                    <Checkbox
                      checked={draft.weekdays.includes(w.day)}
                      onChange={() => toggleDay(w.day)}
                      slotProps={{ input: { 'aria-label': w.long } }}
                    />
                  }
                />
              ))}
            </FormGroup>
            <FormHelperText>
              {errors.weekdays ?? 'An order is placed for each of these days, before its cut-off.'}
            </FormHelperText>
          </FormControl>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              type="date"
              label="Start date"
              required
              value={draft.startDate}
              onChange={(e) => set('startDate', e.target.value)}
              error={!!errors.startDate}
              helperText={errors.startDate}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="date"
              label="End date"
              value={draft.endDate}
              onChange={(e) => set('endDate', e.target.value)}
              error={!!errors.endDate}
              helperText={errors.endDate ?? 'Empty: no end'}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Box>
          <FormControlLabel
            control={<Switch checked={draft.paused} onChange={(e) => set('paused', e.target.checked)} />}
            label="Paused"
          />
          {withLines ? (
            <Box component="section" aria-labelledby="standing-order-lines">
              <Typography id="standing-order-lines" variant="subtitle1" component="h3">
                Lines
              </Typography>
              {errors.lines && (
                <Typography color="error" variant="body2" role="alert">
                  {errors.lines}
                </Typography>
              )}
              <Stack spacing={1} sx={{ mt: 1 }}>
                {draft.lines.map((l, i) => (
                  <Box key={`${l.productKey}-${l.unit}-${i}`} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                      {l.description}
                    </Typography>
                    <TextField
                      size="small"
                      label={`Quantity (${l.unit})`}
                      value={l.quantity}
                      onChange={(e) =>
                        set(
                          'lines',
                          draft.lines.map((x, j) => (j === i ? { ...x, quantity: e.target.value } : x)),
                        )
                      }
                      slotProps={{
                        htmlInput: { inputMode: 'decimal', 'aria-label': `Quantity of ${l.description} in ${l.unit}` },
                      }}
                      sx={{ width: 120 }}
                    />
                    <IconButton
                      aria-label={`Remove ${l.description}`}
                      onClick={() =>
                        set(
                          'lines',
                          draft.lines.filter((_, j) => j !== i),
                        )
                      }
                    >
                      <DeleteOutlined />
                    </IconButton>
                  </Box>
                ))}
              </Stack>
            </Box>
          ) : (
            <Typography variant="body2" color="text.secondary">
              The lines of {linesFrom} become the standing order&apos;s lines.
            </Typography>
          )}
          {/* Enter in a field saves. */}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={submitting}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
