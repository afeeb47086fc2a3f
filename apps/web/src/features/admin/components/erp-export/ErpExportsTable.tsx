import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { ERP_EXPORT_STATES, type ErpExportRow, type ErpExportState } from '@storefront/contract';
import { Loading } from '../../../../components/Loading';
import { useErpExports } from '../../api/erp-exports';
import { WhenCell } from '../WhenCell';

const STATE_LABELS: Record<ErpExportState, string> = {
  pending: 'Waiting',
  failed: 'Failed, retrying',
  delivered: 'Delivered',
};

const SUBJECT_LABELS: Record<ErpExportRow['subject'], string> = {
  order: 'Order',
  payment: 'Payment',
  credit: 'Credit',
};

function ExportRow({ row }: { row: ErpExportRow }) {
  return (
    <TableRow>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {SUBJECT_LABELS[row.subject]} {row.reference}
      </TableCell>
      <TableCell sx={{ color: row.state === 'failed' ? 'error.main' : undefined }}>{STATE_LABELS[row.state]}</TableCell>
      <TableCell align="right">{row.attempts}</TableCell>
      <WhenCell at={row.createdAt} />
      <WhenCell at={row.deliveredAt} />
      {/* The error says the HTTP status when there was one ('HTTP 503 Service Unavailable'). */}
      <TableCell sx={{ wordBreak: 'break-word', minWidth: 180 }}>{row.lastError}</TableCell>
    </TableRow>
  );
}

/** The newest exports with their state, webhook attempts and last error. */
export function ErpExportsTable() {
  const [state, setState] = useState<ErpExportState | null>(null);
  const exports = useErpExports(state);
  const list = exports.data?.exports ?? [];
  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="Export state"
          value={state ?? 'all'}
          onChange={(e) => setState(e.target.value === 'all' ? null : (e.target.value as ErpExportState))}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="all">All states</MenuItem>
          {ERP_EXPORT_STATES.map((s) => (
            <MenuItem key={s} value={s}>
              {STATE_LABELS[s]}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" onClick={() => void exports.refetch()} disabled={exports.isFetching}>
          Refresh
        </Button>
      </Box>
      {exports.isPending && <Loading label="Loading exports" />}
      {exports.isError && <Alert severity="error">Could not read the exports: {exports.error.message}</Alert>}
      {exports.isSuccess && list.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {state ? `No exports are ${STATE_LABELS[state].toLowerCase()}.` : 'Nothing has been exported yet.'}
        </Typography>
      )}
      {list.length > 0 && (
        <TableContainer tabIndex={0} role="region" aria-label="ERP exports, scrollable">
          <Table size="small" aria-label="ERP exports">
            <TableHead>
              <TableRow>
                <TableCell>Export</TableCell>
                <TableCell>State</TableCell>
                <TableCell align="right">Attempts</TableCell>
                <TableCell>Made</TableCell>
                <TableCell>Delivered</TableCell>
                <TableCell>Last error</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map((row) => (
                <ExportRow key={row.id} row={row} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
