import { Stack } from '@mui/material';
import { OwnPageDefaultsCard } from '../../../components/OwnPageDefaultsCard';
import { PreferencesCard } from './PreferencesCard';

/** /user-preferences (consumers): their details and their own product page defaults (also on /settings). */
export function UserPreferencesPage() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 720, mx: 'auto', py: { xs: 2, sm: 3 } }}>
      <PreferencesCard />
      <OwnPageDefaultsCard />
    </Stack>
  );
}
