import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { SiteSettingsAdminView } from '@storefront/contract';
import { WhenCell } from './WhenCell';

/** Who changed which setting when, newest first. */
export function SiteSettingChanges({ changes }: { changes: SiteSettingsAdminView['changes'] }) {
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        Recent changes
      </Typography>
      {changes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No changes yet.
        </Typography>
      ) : (
        <TableContainer tabIndex={0} role="region" aria-label="Recent site setting changes, scrollable">
          <Table size="small" aria-label="Recent site setting changes">
            <TableHead>
              <TableRow>
                <TableCell>When</TableCell>
                <TableCell>Who</TableCell>
                <TableCell>Setting</TableCell>
                <TableCell>From</TableCell>
                <TableCell>To</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {changes.map((c, i) => (
                <TableRow key={`${c.changedAt}:${c.key}:${i}`}>
                  <WhenCell at={c.changedAt} />
                  <TableCell>{c.changedBy}</TableCell>
                  <TableCell>{c.key}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{c.oldValue ?? '(default)'}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{c.newValue}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
