import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import Add from '@mui/icons-material/Add';
import type { PunchoutBuyer } from '@storefront/contract';
import { ErrorState } from '../../../components/ErrorState';
import { lazyDialog } from '../../../components/lazy-dialog';
import { Loading } from '../../../components/Loading';
import { Tag } from '../../../components/ui/Tag';
import { usePunchoutBuyers } from '../api/punchout-buyers';
import { PROTOCOL_LABELS } from '../utils/punchout-buyer-draft';

const PunchoutBuyerDialog = lazyDialog(
  async () => (await import('./punchout-buyers/PunchoutBuyerDialog')).PunchoutBuyerDialog,
);

/** Phones: the protocol and customer move under the name, so the row keeps its name, status and Edit. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;
/** The status and Edit take what they need; the name takes the rest. */
const NARROW = { width: '1%', whiteSpace: 'nowrap', px: { xs: 1, sm: 2 } } as const;

/** Issue 28: the procurement systems (cXML, SAP OCI) whose buyers may shop here and take the cart back. */
export function PunchoutBuyersCard() {
  const buyers = usePunchoutBuyers();
  // Each opening is a new form (n), the buyer as listed when it opened.
  const [editing, setEditing] = useState<{ n: number; buyer: PunchoutBuyer | null; open: boolean }>({
    n: 0,
    buyer: null,
    open: false,
  });
  const edit = (buyer: PunchoutBuyer | null) => setEditing((e) => ({ n: e.n + 1, buyer, open: true }));

  let body;
  if (buyers.isPending) body = <Loading label="Loading punchout buyers" />;
  else if (buyers.isError) body = <ErrorState message={buyers.error.message} onRetry={() => void buyers.refetch()} />;
  else if (buyers.data.length === 0)
    body = (
      <Typography variant="body2" sx={{ py: 2 }}>
        No punchout buyers yet. Add one to let a procurement system&rsquo;s buyers shop here.
      </Typography>
    );
  else
    body = (
      <Table size="small" aria-label="Punchout buyers">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell sx={WIDE_ONLY}>Protocol</TableCell>
            <TableCell sx={WIDE_ONLY}>Customer</TableCell>
            <TableCell sx={NARROW}>Status</TableCell>
            <TableCell sx={NARROW} align="right">
              Action
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {buyers.data.map((b) => (
            <TableRow key={b.id}>
              <TableCell>
                {b.name}
                <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
                  {PROTOCOL_LABELS[b.protocol]} · {b.customerName}
                </Typography>
              </TableCell>
              <TableCell sx={WIDE_ONLY}>{PROTOCOL_LABELS[b.protocol]}</TableCell>
              <TableCell sx={WIDE_ONLY}>{b.customerName}</TableCell>
              <TableCell sx={NARROW}>
                {b.enabled ? <Tag label="Enabled" color="primary" /> : <Tag label="Disabled" color="warning" />}
              </TableCell>
              <TableCell sx={NARROW} align="right">
                <Button
                  size="small"
                  aria-label={`Edit ${b.name}`}
                  onClick={() => edit(b)}
                  onFocus={() => void PunchoutBuyerDialog.preload()}
                >
                  Edit
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );

  return (
    <Card variant="outlined" component="section" aria-labelledby="punchout-buyers-title">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography id="punchout-buyers-title" variant="h6" component="h2">
            Punchout Buyers
          </Typography>
          <Button
            variant="outlined"
            startIcon={<Add />}
            onClick={() => edit(null)}
            onFocus={() => void PunchoutBuyerDialog.preload()}
            onMouseEnter={() => void PunchoutBuyerDialog.preload()}
          >
            Add Buyer
          </Button>
        </Box>
        <Typography variant="body2" color="text.secondary">
          Procurement systems (cXML or SAP OCI) whose buyers shop here for a customer and take the cart back as a
          requisition.
        </Typography>
        {body}
      </CardContent>
      <PunchoutBuyerDialog
        key={editing.n}
        open={editing.open}
        buyer={editing.buyer}
        onClose={() => setEditing((e) => ({ ...e, open: false }))}
      />
    </Card>
  );
}
