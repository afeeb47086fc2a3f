import { Box, TableCell } from '@mui/material';

/**
 * An instant (ISO text or epoch ms) in an admin table ('11/29/2026, 12:56:06 PM'): the date and the time each stay
 * whole, and the cell may break between them, so the admin cards' tables fit their card beside the side menu.
 */
export function WhenCell({ at }: { at: string | number | null }) {
  if (at === null) return <TableCell />;
  const when = new Date(at);
  return (
    <TableCell>
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {when.toLocaleDateString('en-US')},
      </Box>{' '}
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {when.toLocaleTimeString('en-US')}
      </Box>
    </TableCell>
  );
}
