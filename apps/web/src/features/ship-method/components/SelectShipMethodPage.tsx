import { useEffect, type ReactNode } from 'react';
import { Stack } from '@mui/material';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import type { ShipMethod } from '@storefront/domain';
import { useSession, useSessionActions } from '../../../lib/session/use-session';
import { allowedShipMethods, automaticShipMethod } from '../utils/ship-methods';
import { ShipMethodOption } from './ShipMethodOption';

const OPTIONS: Record<ShipMethod, { description: string; icon: ReactNode }> = {
  Pickup: { description: 'Collect your order from our location.', icon: <StorefrontOutlined fontSize="large" /> },
  Delivery: { description: 'Have your order delivered to your address.', icon: <LocalShippingOutlined fontSize="large" /> },
};

/**
 * Spec 1 §4 ship-method screen (delivery addresses and zip rules arrive with the addresses issue).
 * Back on this screen logs out: see useLogoutOnHistoryPop in the session provider.
 */
export function SelectShipMethodPage() {
  const { settings } = useSession();
  const { selectShipMethod } = useSessionActions();
  const switches = {
    allowConsumerPickup: settings?.allowConsumerPickup ?? false,
    allowConsumerDelivery: settings?.allowConsumerDelivery ?? false,
  };
  const automatic = automaticShipMethod(switches);
  const methods = allowedShipMethods(switches);

  useEffect(() => {
    if (automatic) selectShipMethod(automatic);
  }, [automatic, selectShipMethod]);

  if (automatic || methods.length === 0) return null;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {methods.map((method, i) => (
        <ShipMethodOption
          key={method}
          label={method}
          description={OPTIONS[method].description}
          icon={OPTIONS[method].icon}
          autoFocus={i === 0}
          onChoose={() => selectShipMethod(method)}
        />
      ))}
    </Stack>
  );
}
