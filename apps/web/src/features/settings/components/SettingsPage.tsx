import { Stack } from '@mui/material';
import { ChangePasswordCard } from './ChangePasswordCard';
import { ThemeCard } from './ThemeCard';

/** /settings (spec 3 Settings): the theme card and Change Password. */
export function SettingsPage() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 720, mx: 'auto', py: { xs: 2, sm: 3 } }}>
      <ThemeCard />
      <ChangePasswordCard />
    </Stack>
  );
}
