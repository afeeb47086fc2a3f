import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { ORDER_GUIDE_NAME_MAX, OrderGuideName, type Product, STANDARD_ORDER_GUIDE } from '@storefront/contract';
import { isApiError } from '../../lib/api/api-client';
import { useOrderGuides } from '../../lib/catalogue/api/get-order-guides';
import { useAddToOrderGuide } from '../../lib/order-guides/add-to-order-guide';
import {
  type GuideLineDraft,
  guideLineError,
  guideLinePayload,
  startingGuideLine,
} from '../../lib/order-guides/guide-line';
import { useNotify } from '../notifications/use-notify';
import { GuideLineFields } from './GuideLineFields';

/** Spec 1 §9: dialogs go full screen below 415 px. */
const NARROW_DIALOG = '(max-width:414.95px)';
const NEITHER = 'Select Order Guide or set New Order Guide Name';

interface AddToGuideDialogProps {
  /** Opened by mounting it (lazyDialog wants the prop): the caller renders it while a product is chosen. */
  open: boolean;
  product: Product;
  /** The line to start from (the Add To Cart dialog's quantity and unit); else the product's default. */
  initial?: GuideLineDraft | undefined;
  onClose: () => void;
  /** After the product is added; else onClose. */
  onAdded?: () => void;
}

/**
 * Add to Order Guide from a product card or the Add To Cart dialog (spec 1 §5): an existing
 * guide (Standard is read-only from a card) or a new name, with the quantity and unit to keep.
 */
export function AddToGuideDialog({ open, product, initial, onClose, onAdded }: AddToGuideDialogProps) {
  const fullScreen = useMediaQuery(NARROW_DIALOG);
  const notify = useNotify();
  const guides = useOrderGuides(true);
  const add = useAddToOrderGuide();
  const [existing, setExisting] = useState('');
  const [newName, setNewName] = useState('');
  const [draft, setDraft] = useState<GuideLineDraft>(() => initial ?? startingGuideLine(product));
  const [problem, setProblem] = useState<string | null>(null);
  const writable = (guides.data ?? []).filter((g) => g.name !== STANDARD_ORDER_GUIDE && !g.isReadOnly);
  const lineError = guideLineError(product, draft);

  const save = () => {
    const typed = newName.trim();
    if (!existing && !typed) return setProblem(NEITHER);
    const name = typed ? OrderGuideName.safeParse(typed) : { success: true as const, data: existing };
    if (!name.success) return setProblem(name.error.issues[0]?.message ?? NEITHER);
    if (typed && (guides.data ?? []).some((g) => g.name === typed))
      return setProblem(`An order guide named "${typed}" already exists.`);
    add.mutate(
      { name: name.data, line: guideLinePayload(product.productKey, draft) },
      {
        onSuccess: () => {
          notify(`Added ${product.description} to order guide "${name.data}".`, { variant: 'success' });
          (onAdded ?? onClose)();
        },
        onError: (err) => {
          if (isApiError(err, 409)) setProblem(err.message);
          else notify('Error adding product to order guide.', { variant: 'error' });
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="xs"
      fullWidth
      aria-labelledby="add-to-guide-title"
    >
      <DialogTitle id="add-to-guide-title">Add to Order Guide</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 0.5 }}>
          <Typography sx={{ fontWeight: 600 }}>{product.description}</Typography>
          <TextField
            select
            label="Order Guide"
            value={existing}
            onChange={(e) => {
              setExisting(e.target.value);
              setNewName('');
              setProblem(null);
            }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{writable.length > 0 ? 'None selected' : 'No order guides yet'}</MenuItem>
            {writable.map((g) => (
              <MenuItem key={g.name} value={g.name}>
                {g.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="New Order Guide Name"
            value={newName}
            onChange={(e) => {
              setNewName(e.target.value);
              if (e.target.value) setExisting('');
              setProblem(null);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') save();
            }}
            error={problem !== null}
            helperText={problem ?? `At most ${ORDER_GUIDE_NAME_MAX} characters.`}
            slotProps={{ htmlInput: { maxLength: ORDER_GUIDE_NAME_MAX } }}
          />
          <GuideLineFields product={product} draft={draft} error={lineError} onChange={setDraft} size="medium" />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={add.isPending || lineError !== null}>
          Add
        </Button>
      </DialogActions>
    </Dialog>
  );
}
