import { Box, TableCell } from '@mui/material';

/**
 * An instant (ISO text or epoch ms) in an admin table ('11/29/2026, 12:56:06 PM'): the date and the time each stay whole, and the cell may
 * break between them, so the admin cards' tables fit their card beside the side menu.
 */
export function WhenCell({ at }: { at: string | number | null }) {
  if (at === null) return <TableCell />;
  const [date, time] = new Date(at).toLocaleString('en-US').split(', ');
  return (
    <TableCell>
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {date},
      </Box>{' '}
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {time}
      </Box>
    </TableCell>
  );
}
