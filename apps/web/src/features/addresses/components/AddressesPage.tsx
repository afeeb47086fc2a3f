import { useState } from 'react';
import { Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import AddLocationAltOutlined from '@mui/icons-material/AddLocationAltOutlined';
import type { DeliveryAddress, DeliveryAddressInput } from '@storefront/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ErrorState } from '../../../components/ErrorState';
import { Loading } from '../../../components/Loading';
import { useNotify } from '../../../components/notifications/use-notify';
import { useDeliveryAddresses } from '../../../lib/addresses/get-addresses';
import { useSession } from '../../../lib/session/use-session';
import { useAddressWrite } from '../../../lib/addresses/address-writes';
import { AddressCard } from './AddressCard';
import { AddressDialog } from '../../../components/addresses/AddressDialog';

/**
 * Spec 2 Delivery Addresses: cards with the primary first, then a 'New Address' card. A
 * consumer's own addresses (with the zip restriction and minimum order), or the ship-tos of
 * the trade customer the session acts for (ShipToMaintenance, with contact and delivery time).
 */
export function AddressesPage() {
  const { settings, userType } = useSession();
  const consumer = userType === 'Consumer';
  const addresses = useDeliveryAddresses(true);
  const write = useAddressWrite();
  const notify = useNotify();
  const [editing, setEditing] = useState<DeliveryAddress | 'new' | null>(null);
  const [deleting, setDeleting] = useState<DeliveryAddress | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);

  if (addresses.isPending) return <Loading label="Loading addresses" />;
  if (addresses.isError)
    return <ErrorState message={addresses.error.message} onRetry={() => void addresses.refetch()} />;
  const list = addresses.data;
  const zipMessage = consumer && settings?.zipCodeRestrictionFlag ? settings.zipCodeRestrictionMessage : null;

  const closeDialog = () => {
    setEditing(null);
    setDialogError(null);
  };
  const save = (address: DeliveryAddressInput) => {
    setDialogError(null);
    const target = editing;
    write.mutate(target && target !== 'new' ? { kind: 'update', id: target.id, address } : { kind: 'add', address }, {
      onSuccess: closeDialog,
      onError: (err) => setDialogError(err.message),
    });
  };
  const failed = (err: Error) => notify(err.message, { variant: 'error' });

  return (
    <>
      <Grid container spacing={2} sx={{ py: { xs: 2, sm: 3 } }}>
        {list.map((a) => (
          <Grid key={a.id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <AddressCard
              address={a}
              canDelete={!a.isPrimary && list.length > 1}
              zipRestrictionMessage={zipMessage}
              busy={write.isPending}
              onSetPrimary={() => write.mutate({ kind: 'primary', id: a.id }, { onError: failed })}
              onEdit={() => setEditing(a)}
              onDelete={() => setDeleting(a)}
            />
          </Grid>
        ))}
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <Card variant="outlined" sx={{ height: '100%', minHeight: 160, borderStyle: 'dashed' }}>
            <CardActionArea onClick={() => setEditing('new')} sx={{ height: '100%' }}>
              <CardContent
                sx={{
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'center',
                  justifyContent: 'center',
                  gap: 1,
                  color: 'primary.main',
                }}
              >
                <AddLocationAltOutlined fontSize="large" aria-hidden />
                <Typography variant="h6" component="h2">
                  New Address
                </Typography>
                {list.length === 0 && (
                  <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
                    You have no delivery address yet.
                  </Typography>
                )}
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      </Grid>
      {editing && (
        <AddressDialog
          address={editing === 'new' ? null : editing}
          submitting={write.isPending}
          error={dialogError}
          onSave={save}
          onClose={closeDialog}
          withContact={!consumer}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Address?"
        message={deleting ? `${deleting.display} will be removed from your delivery addresses.` : ''}
        confirmLabel="Delete"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) write.mutate({ kind: 'delete', id: deleting.id }, { onError: failed });
          setDeleting(null);
        }}
      />
    </>
  );
}
