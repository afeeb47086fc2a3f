import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Stack } from '@mui/material';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import type { DeliveryAddress } from '@storefront/contract';
import { formatCurrency, type ShipMethod } from '@storefront/domain';
import { AddressDialog } from '../../../components/addresses/AddressDialog';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Loading } from '../../../components/Loading';
import { useNotify } from '../../../components/notifications/use-notify';
import { reportInvalidAddress, useAddressWrite } from '../../../lib/addresses/address-writes';
import { useDeliveryAddresses } from '../../../lib/addresses/get-addresses';
import { useSession, useSessionActions } from '../../../lib/session/use-session';
import { allowedShipMethods, automaticShipMethod, deliveryCheck } from '../utils/ship-methods';
import { ShipMethodOption } from './ShipMethodOption';

const OPTIONS: Record<ShipMethod, { description: string; icon: ReactNode }> = {
  Pickup: { description: 'Collect your order from our location.', icon: <StorefrontOutlined fontSize="large" /> },
  Delivery: {
    description: 'Have your order delivered to your address.',
    icon: <LocalShippingOutlined fontSize="large" />,
  },
};

export const ADDRESS_REQUIRED = 'A delivery address is required to browse and add products to the cart.';

/**
 * Spec 1 §4 ship-method screen. Delivery needs an address (the add-address dialog comes
 * first), judges the address with the highest id by its zip ('Proceed with undeliverable
 * zip code?') and warns of its zone's minimum order. Back here logs out (useLogoutOnHistoryPop).
 */
export function SelectShipMethodPage() {
  const { settings } = useSession();
  const { selectShipMethod } = useSessionActions();
  const notify = useNotify();
  const switches = {
    allowConsumerPickup: settings?.allowConsumerPickup ?? false,
    allowConsumerDelivery: settings?.allowConsumerDelivery ?? false,
  };
  const methods = allowedShipMethods(switches);
  const automatic = automaticShipMethod(switches);
  const addresses = useDeliveryAddresses(switches.allowConsumerDelivery);
  const write = useAddressWrite();
  const [step, setStep] = useState<'choose' | 'add-address' | 'undeliverable'>('choose');
  const [undeliverableId, setUndeliverableId] = useState<number | null>(null);
  const [addError, setAddError] = useState<string | null>(null);
  // Delivery was chosen (or is the only method) while the addresses were still loading.
  const [wantsDelivery, setWantsDelivery] = useState(automatic === 'Delivery');
  const pickedAutomatically = useRef(false);

  const chooseDelivery = useCallback(
    (list: readonly DeliveryAddress[]) => {
      const check = deliveryCheck(list, settings?.zipCodeRestrictionFlag ?? false);
      if (check.kind === 'needs-address') return setStep('add-address');
      if (check.kind === 'undeliverable') {
        setUndeliverableId(check.addressId);
        return setStep('undeliverable');
      }
      if (check.minimum)
        notify(`Minimum order amount for this zip code is ${formatCurrency(check.minimum)}`, { variant: 'warning' });
      selectShipMethod('Delivery');
    },
    [settings?.zipCodeRestrictionFlag, notify, selectShipMethod],
  );

  useEffect(() => {
    if (automatic !== 'Pickup' || pickedAutomatically.current) return;
    pickedAutomatically.current = true;
    selectShipMethod('Pickup');
  }, [automatic, selectShipMethod]);

  useEffect(() => {
    if (!wantsDelivery || !addresses.data) return;
    setWantsDelivery(false);
    chooseDelivery(addresses.data);
  }, [wantsDelivery, addresses.data, chooseDelivery]);

  if (automatic === 'Pickup' || methods.length === 0) return null;
  if (addresses.isError) return <Alert severity="error">{addresses.error.message}</Alert>;
  const noAddress = addresses.data?.length === 0;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {noAddress && !switches.allowConsumerPickup && step !== 'add-address' && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" onClick={() => setStep('add-address')}>
              Add Delivery Address
            </Button>
          }
        >
          {ADDRESS_REQUIRED}
        </Alert>
      )}
      {automatic === 'Delivery' ? (
        wantsDelivery && <Loading label="Loading delivery addresses" />
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {methods.map((method, i) => (
            <ShipMethodOption
              key={method}
              label={method}
              description={OPTIONS[method].description}
              icon={OPTIONS[method].icon}
              autoFocus={i === 0}
              onChoose={() => (method === 'Pickup' ? selectShipMethod('Pickup') : setWantsDelivery(true))}
            />
          ))}
        </Stack>
      )}
      {step === 'add-address' && (
        <AddressDialog
          address={null}
          submitting={write.isPending}
          error={addError ?? (switches.allowConsumerPickup ? null : ADDRESS_REQUIRED)}
          onSave={(address) =>
            write.mutate(
              { kind: 'add', address },
              {
                onSuccess: (list) => {
                  setAddError(null);
                  setStep('choose');
                  chooseDelivery(list);
                },
                onError: (err) => setAddError(err.message),
              },
            )
          }
          onClose={() => {
            setAddError(null);
            setStep('choose');
          }}
        />
      )}
      <ConfirmDialog
        open={step === 'undeliverable'}
        title="Proceed with undeliverable zip code?"
        message={settings?.zipCodeRestrictionMessage ?? ''}
        confirmLabel="Proceed to Browse"
        onConfirm={() => {
          if (undeliverableId !== null) void reportInvalidAddress(undeliverableId).catch(() => undefined);
          setStep('choose');
          selectShipMethod('Delivery');
        }}
        onCancel={() => setStep('choose')}
      />
    </Box>
  );
}
