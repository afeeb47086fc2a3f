import { Stack } from '@mui/material';
import { PasswordOptionsCard } from './PasswordOptionsCard';

/** /admin (administrators). The other cards (default layout and sort, landing page, image sync) are merged in beside this one. */
export function AdminPage() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 720, mx: 'auto', py: { xs: 2, sm: 3 } }}>
      <PasswordOptionsCard />
    </Stack>
  );
}
