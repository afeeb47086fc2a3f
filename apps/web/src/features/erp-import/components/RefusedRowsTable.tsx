import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { IMPORT_REFUSED_KEPT, type RefusedRow } from '@storefront/contract';
import { Fragment } from 'react';

/** The page lists this many; the CSV download has every row the server kept. */
const REFUSED_SHOWN = 100;

/** A column name breaks after its underscores (unit_1_<wbr>conversion) in a narrow table, not inside a word. */
function ColumnName({ name }: { name: string }) {
  const parts = name.split('_');
  return parts.map((part, i) => (
    <Fragment key={i}>
      {part}
      {i < parts.length - 1 && (
        <>
          _<wbr />
        </>
      )}
    </Fragment>
  ));
}

/** Each refused row's line in the file (1 is the header), the column at fault, why, and the value it had. */
export function RefusedRowsTable({ rows }: { rows: readonly RefusedRow[] }) {
  const shown = rows.slice(0, REFUSED_SHOWN);
  return (
    <>
      {rows.length > shown.length && (
        <Typography variant="body2" color="text.secondary">
          The first {shown.length} of {rows.length.toLocaleString('en-US')} problems; the download has them all
          {rows.length >= IMPORT_REFUSED_KEPT
            ? ` (the first ${IMPORT_REFUSED_KEPT.toLocaleString('en-US')} are kept)`
            : ''}
          .
        </Typography>
      )}
      <TableContainer tabIndex={0} role="region" aria-label="Refused rows, scrollable" sx={{ maxHeight: 420 }}>
        <Table size="small" stickyHeader aria-label="Refused rows" sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}>
          <TableHead>
            <TableRow>
              <TableCell align="right">Line</TableCell>
              <TableCell>Column</TableCell>
              <TableCell>Reason</TableCell>
              <TableCell>Value</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row, i) => (
              <TableRow key={`${row.line}-${row.column}-${i}`}>
                <TableCell align="right">{row.line}</TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>
                  {row.column ? <ColumnName name={row.column} /> : 'whole row'}
                </TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>{row.reason}</TableCell>
                <TableCell sx={{ wordBreak: 'break-all', maxWidth: 200 }}>{row.value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
