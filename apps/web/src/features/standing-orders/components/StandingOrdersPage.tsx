import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import type { StandingOrder } from '@storefront/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ErrorState } from '../../../components/ErrorState';
import { Loading } from '../../../components/Loading';
import { useNotify } from '../../../components/notifications/use-notify';
import { useSession } from '../../../lib/session/use-session';
import { useStandingOrders, useStandingOrderWrite } from '../../../lib/standing-orders/standing-orders-api';
import {
  draftOf,
  newDraft,
  requestOf,
  type StandingOrderDraft,
  todayIso,
} from '../../../lib/standing-orders/standing-order-form';
import { StandingOrderCard } from './StandingOrderCard';
import { StandingOrderDialog } from '../../../components/standing-orders/StandingOrderDialog';

/**
 * Issue 32 Standing Orders (/standing-orders): a trade buyer saves the cart as an order placed for them on chosen
 * delivery days, a day before the cut-off; lists, edits, pauses and deletes them.
 */
export function StandingOrdersPage() {
  const { customer } = useSession();
  const list = useStandingOrders();
  const write = useStandingOrderWrite();
  const notify = useNotify();
  const [editing, setEditing] = useState<StandingOrder | 'new' | null>(null);
  const [deleting, setDeleting] = useState<StandingOrder | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const shipTos = customer?.shiptos ?? [];

  if (list.isPending) return <Loading label="Loading standing orders" />;
  if (list.isError) return <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />;
  const orders = list.data.standingOrders;

  const close = () => {
    setEditing(null);
    setDialogError(null);
  };
  const failed = (err: Error) => notify(err.message, { variant: 'error' });
  const save = (draft: StandingOrderDraft) => {
    setDialogError(null);
    const { lines, ...header } = requestOf(draft);
    const target = editing;
    write.mutate(
      target === 'new' || target === null
        ? { kind: 'create', body: { ...header, fromCart: true } }
        : { kind: 'update', id: target.id, body: { ...header, lines } },
      {
        onSuccess: () => {
          notify(target === 'new' ? 'Standing order saved.' : 'Standing order updated.', { variant: 'success' });
          close();
        },
        onError: (err) => setDialogError(err.message),
      },
    );
  };
  const togglePause = (order: StandingOrder) =>
    write.mutate(
      { kind: 'update', id: order.id, body: requestOf({ ...draftOf(order), paused: !order.paused }) },
      {
        onSuccess: () =>
          notify(order.paused ? `${order.name} resumed.` : `${order.name} paused.`, { variant: 'success' }),
        onError: failed,
      },
    );

  return (
    <Box sx={{ py: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="body1" sx={{ flex: '1 1 280px' }}>
          Orders placed for you on your delivery days, a day before the cut-off, at that day&apos;s prices. You get a
          mail each time and can change the order until the cut-off.
        </Typography>
        <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setEditing('new')}>
          New from Cart
        </Button>
      </Box>
      {orders.length === 0 ? (
        <Typography color="text.secondary">
          You have no standing orders yet. Fill the cart with what you order every week, then choose New from Cart.
        </Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' },
          }}
        >
          {orders.map((o) => (
            <StandingOrderCard
              key={o.id}
              order={o}
              busy={write.isPending}
              onEdit={() => setEditing(o)}
              onTogglePause={() => togglePause(o)}
              onDelete={() => setDeleting(o)}
            />
          ))}
        </Box>
      )}
      {editing && (
        <StandingOrderDialog
          title={editing === 'new' ? 'New Standing Order from Cart' : `Edit ${editing.name}`}
          initial={
            editing === 'new'
              ? newDraft(customer?.defaultShipto ?? shipTos[0]?.code ?? '', todayIso())
              : draftOf(editing)
          }
          shipTos={shipTos}
          withLines={editing !== 'new'}
          submitting={write.isPending}
          error={dialogError}
          onSave={save}
          onClose={close}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Standing Order?"
        message={deleting ? `${deleting.name} will place no more orders. Orders it placed stay.` : ''}
        confirmLabel="Delete"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) write.mutate({ kind: 'delete', id: deleting.id }, { onError: failed });
          setDeleting(null);
        }}
      />
    </Box>
  );
}
