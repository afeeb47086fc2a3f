import { useState } from 'react';
import {
  Box,
  Card,
  CardContent,
  MenuItem,
  Skeleton,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { MENU_ENTRY_SAVED } from '@storefront/contract';
import { MENU_ENTRIES, type MenuEntry, type UserType } from '@storefront/domain';
import { ErrorState } from '../../../components/ErrorState';
import { useNotify } from '../../../components/notifications/use-notify';
import { useMenuOverrides, useSaveMenuOverride } from '../api/admin-console';

const AUDIENCES: { value: UserType; label: string }[] = [
  { value: 'Customer', label: 'Customer users' },
  { value: 'Salesperson', label: 'Salespeople' },
  { value: 'Consumer', label: 'Consumers' },
  { value: 'Public', label: 'Guests' },
];

/** The admin page itself is never hidden or locked (the server refuses it too). */
const EDITABLE = MENU_ENTRIES.filter((e) => e !== 'AdminPanel');

/** 'ViewProducts' → 'View Products': the spec's entry keys, readable. */
const entryLabel = (key: MenuEntry) => key.replace(/([a-z])([A-Z])/g, '$1 $2');

/** Spec 1 §6 / spec 3 §6: each menu entry may be hidden (entry and route gone) or locked, per user type. */
export function MenuEntriesCard() {
  const [audience, setAudience] = useState<UserType>('Customer');
  const query = useMenuOverrides();
  const save = useSaveMenuOverride();
  const notify = useNotify();

  let body;
  if (query.isPending) body = <Skeleton variant="rounded" height={240} />;
  else if (query.isError) body = <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  else {
    const of = (entry: MenuEntry) =>
      query.data.overrides.find((o) => o.entry === entry && o.audience === audience) ?? {
        hidden: false,
        locked: false,
      };
    const change = (entry: MenuEntry, next: { hidden: boolean; locked: boolean }) =>
      save.mutate(
        { entry, audience, ...next },
        {
          onSuccess: () => notify(MENU_ENTRY_SAVED, { variant: 'success' }),
          onError: (err) => notify(err.message || 'An error has occurred.', { variant: 'error' }),
        },
      );
    body = (
      <Box sx={{ maxHeight: 420, overflow: 'auto' }}>
        <Table
          size="small"
          stickyHeader
          aria-label={`Menu entries for ${AUDIENCES.find((a) => a.value === audience)?.label ?? audience}`}
        >
          <TableHead>
            <TableRow>
              <TableCell>Entry</TableCell>
              <TableCell align="center">Hidden</TableCell>
              <TableCell align="center">Locked</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {EDITABLE.map((entry) => {
              const state = of(entry);
              return (
                <TableRow key={entry}>
                  <TableCell>{entryLabel(entry)}</TableCell>
                  <TableCell align="center">
                    <Switch
                      checked={state.hidden}
                      disabled={save.isPending}
                      slotProps={{ input: { 'aria-label': `Hide ${entryLabel(entry)}` } }}
                      onChange={(e) => change(entry, { ...state, hidden: e.target.checked })}
                    />
                  </TableCell>
                  <TableCell align="center">
                    <Switch
                      checked={state.locked}
                      disabled={save.isPending}
                      slotProps={{ input: { 'aria-label': `Lock ${entryLabel(entry)}` } }}
                      onChange={(e) => change(entry, { ...state, locked: e.target.checked })}
                    />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
    );
  }

  return (
    <Card variant="outlined" component="section" aria-labelledby="menu-entries-title">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id="menu-entries-title" variant="h6" component="h2">
          Menu Entries
        </Typography>
        <Typography variant="body2" color="text.secondary">
          A hidden or locked entry disappears from the menu, and its page can no longer be opened. Changes apply at once
          and are logged under Site Settings.
        </Typography>
        <TextField
          select
          label="User type"
          value={audience}
          onChange={(e) => setAudience(e.target.value as UserType)}
          sx={{ maxWidth: 280 }}
        >
          {AUDIENCES.map((a) => (
            <MenuItem key={a.value} value={a.value}>
              {a.label}
            </MenuItem>
          ))}
        </TextField>
        {body}
      </CardContent>
    </Card>
  );
}
