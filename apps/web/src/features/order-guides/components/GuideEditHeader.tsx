import { Alert, Box, Button, Typography } from '@mui/material';

interface GuideEditHeaderProps {
  name: string;
  exists: boolean;
  checked: number;
  /** Checked products whose quantity must be corrected first. */
  problems: number;
  saving: boolean;
  unchanged: boolean;
  onCancel: () => void;
  onSave: () => void;
}

/** The top of /order-guide-edit: the guide's name, how many products are checked, Cancel and Save (spec 1 §4). */
export function GuideEditHeader({
  name,
  exists,
  checked,
  problems,
  saving,
  unchanged,
  onCancel,
  onSave,
}: GuideEditHeaderProps) {
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <Box sx={{ mr: 'auto', minWidth: 0 }}>
          <Typography variant="h5" component="h1">
            {exists ? 'Edit Order Guide' : 'New Order Guide'} "{name}"
          </Typography>
          <Typography color="text.secondary" aria-live="polite">
            {checked} product(s) checked
          </Typography>
        </Box>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" onClick={onSave} disabled={saving || problems > 0 || unchanged}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
      </Box>
      {problems > 0 && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {problems} checked product(s) have a quantity to correct before saving.
        </Alert>
      )}
    </>
  );
}
