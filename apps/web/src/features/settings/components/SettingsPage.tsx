import { Stack } from '@mui/material';
import { ChangePasswordCard } from './ChangePasswordCard';

/** /settings: Change Password; the theme card is merged in beside it. */
export function SettingsPage() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 720, mx: 'auto', py: { xs: 2, sm: 3 } }}>
      <ChangePasswordCard />
    </Stack>
  );
}
