import { useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  InputLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Select,
  Slider,
  Stack,
  Switch,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { LandingCard } from '@storefront/contract';
import { HEADING_HINT, LANDING_CONTENT_TYPES, LANDING_LIMITS as L } from '@storefront/domain';
import { rootOf } from '../../utils/content-tree';
import { setCardType } from '../../utils/content-edit';
import { ContentItemEditor, TYPE_LABELS } from './ContentItemEditor';

type HeightMode = 'auto' | 'row' | 'manual';
const modeOf = (height: string): HeightMode => (height === 'auto' ? 'auto' : height === '100%' ? 'row' : 'manual');
const pxOf = (height: string) => (height.endsWith('px') ? Number.parseInt(height, 10) : L.heightMinPx);

interface CardEditorDialogProps {
  card: LandingCard;
  onSave: (card: LandingCard) => void;
  onCancel: () => void;
}

/** Spec 3 §2 Card Editor: works on a copy of the card, kept on Save and dropped on Cancel. */
export function CardEditorDialog({ card, onSave, onCancel }: CardEditorDialogProps) {
  const [draft, setDraft] = useState(card);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const root = rootOf(draft);
  const isCarousel = root?.variant === 'carousel';
  const mode = modeOf(draft.height);
  const set = (patch: Partial<LandingCard>) => setDraft((d) => ({ ...d, ...patch }));
  const setMode = (next: HeightMode) =>
    set({ height: next === 'auto' ? 'auto' : next === 'row' ? '100%' : `${L.heightMinPx}px` });
  return (
    <Dialog open onClose={onCancel} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby="card-editor-title">
      <DialogTitle id="card-editor-title">Card Editor</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <Box sx={{ maxWidth: 320 }}>
            <Typography id="card-width" variant="body2" gutterBottom>
              Width: {draft.width}
            </Typography>
            <Slider
              aria-labelledby="card-width"
              value={draft.width}
              min={L.cardWidthMin}
              max={L.cardWidthMax}
              step={1}
              marks
              valueLabelDisplay="auto"
              onChange={(_e, v) => set({ width: v })}
            />
          </Box>
          <FormControl disabled={isCarousel}>
            <FormLabel id="card-height">Height</FormLabel>
            <RadioGroup
              row
              aria-labelledby="card-height"
              value={mode}
              onChange={(e) => setMode(e.target.value as HeightMode)}
            >
              <FormControlLabel value="auto" control={<Radio />} label="Auto" />
              <FormControlLabel value="row" control={<Radio />} label="Row Height" />
              <FormControlLabel value="manual" control={<Radio />} label="Manual" />
            </RadioGroup>
            {isCarousel && <Typography variant="caption">A carousel is always 600px high.</Typography>}
          </FormControl>
          {mode === 'manual' && (
            <Box sx={{ maxWidth: 420 }}>
              <Typography id="card-height-px" variant="body2" gutterBottom>
                Manual height: {draft.height}
              </Typography>
              <Slider
                aria-labelledby="card-height-px"
                disabled={isCarousel}
                value={pxOf(draft.height)}
                min={L.heightMinPx}
                max={L.heightMaxPx}
                step={L.heightStepPx}
                valueLabelDisplay="auto"
                onChange={(_e, v) => set({ height: `${v}px` })}
              />
            </Box>
          )}
          <TextField
            label="Heading"
            value={draft.heading}
            onChange={(e) => set({ heading: e.target.value.slice(0, L.textMax) })}
            helperText={HEADING_HINT}
            slotProps={{ htmlInput: { maxLength: L.textMax } }}
          />
          <FormControlLabel
            control={<Switch checked={draft.hidden} onChange={(e) => set({ hidden: e.target.checked })} />}
            label="Hide this card from customers"
          />
          <FormControl sx={{ maxWidth: 280 }}>
            <InputLabel id="card-content-type">Content Type</InputLabel>
            <Select
              labelId="card-content-type"
              label="Content Type"
              value={root?.variant ?? 'empty'}
              onChange={(e) => setDraft((d) => setCardType(d, e.target.value))}
            >
              {LANDING_CONTENT_TYPES.map((t) => (
                <MenuItem key={t} value={t}>
                  {t === 'empty' ? 'Empty' : TYPE_LABELS[t]}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          {root && (
            <ContentItemEditor
              key={root.id}
              item={root}
              content={draft.content}
              onContentChange={(content) => set({ content })}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" onClick={() => onSave(draft)}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
