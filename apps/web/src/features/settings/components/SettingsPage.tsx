import { Stack } from '@mui/material';
import { OwnPageDefaultsCard } from '../../../components/OwnPageDefaultsCard';
import { ChangePasswordCard } from './ChangePasswordCard';
import { OrderRemindersCard } from './OrderRemindersCard';
import { SubstitutionsCard } from './SubstitutionsCard';
import { ThemeCard } from './ThemeCard';

/**
 * /settings (spec 3 Settings): the theme card, every user's own Product Page Defaults (spec 3 §6), Substitutions (issue
 * 31), Order reminders (issue 32) and Change Password.
 */
export function SettingsPage() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 720, mx: 'auto', py: { xs: 2, sm: 3 } }}>
      <ThemeCard />
      <OwnPageDefaultsCard />
      <SubstitutionsCard />
      <OrderRemindersCard />
      <ChangePasswordCard />
    </Stack>
  );
}
