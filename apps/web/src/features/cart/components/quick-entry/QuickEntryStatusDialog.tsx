import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Typography,
  useMediaQuery,
} from '@mui/material';
import type { SubstituteOffer } from '@storefront/contract';
import { RefusedLineSubstitutes } from '../substitutes/RefusedLineSubstitutes';

export interface StatusEntry {
  productKey: number;
  description: string;
  /** Tells apart products with the same description. */
  code: string;
  message: string;
  /** Issue 31: substitutes offered for a product that cannot be filled. */
  substitutes?: readonly SubstituteOffer[];
}

interface QuickEntryStatusDialogProps {
  entries: StatusEntry[] | null;
  onClose: () => void;
}

/** Spec 1 §4: the lines the server refused, each with its product and reason. */
export function QuickEntryStatusDialog({ entries, onClose }: QuickEntryStatusDialogProps) {
  const fullScreen = useMediaQuery('(max-width:414.95px)');
  return (
    <Dialog
      open={entries !== null}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="quick-entry-status-title"
    >
      <DialogTitle id="quick-entry-status-title">Quick Entry Status</DialogTitle>
      <DialogContent dividers>
        <DialogContentText>One or more of the products could not be added to the cart at this time.</DialogContentText>
        <List dense aria-label="Products not added">
          {(entries ?? []).map((e) => (
            <ListItem key={e.productKey} disableGutters divider sx={{ flexDirection: 'column', alignItems: 'stretch' }}>
              <ListItemText
                primary={
                  <>
                    {e.description}{' '}
                    <Typography component="span" variant="body2" color="text.secondary">
                      {e.code}
                    </Typography>
                  </>
                }
                secondary={e.message}
                slotProps={{ primary: { sx: { fontWeight: 600 } }, secondary: { color: 'error' } }}
              />
              <RefusedLineSubstitutes offers={e.substitutes ?? []} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose} autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
