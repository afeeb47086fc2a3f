import { ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import type { ShipMethod } from '@storefront/domain';

interface ShipMethodStepProps {
  shipMethod: ShipMethod | null;
  allowPickup: boolean;
  allowDelivery: boolean;
  onChoose: (method: ShipMethod) => void;
}

/** Spec 2 §4: the delivery method toggle; each button is disabled when that method is not allowed. */
export function ShipMethodStep({ shipMethod, allowPickup, allowDelivery, onChoose }: ShipMethodStepProps) {
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        How would you like to receive your order?
      </Typography>
      <ToggleButtonGroup
        exclusive
        value={shipMethod}
        aria-label="Shipment Method"
        onChange={(_, method: ShipMethod | null) => {
          // Pressing the chosen button again would leave no method: keep it.
          if (method) onChoose(method);
        }}
        sx={{
          width: { xs: '100%', sm: 'auto' },
          // The theme's tinted selection is too faint for its teal text (WCAG 1.4.3): a solid fill reads at once.
          '& .MuiToggleButton-root.Mui-selected, & .MuiToggleButton-root.Mui-selected:hover': {
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          },
        }}
      >
        <ToggleButton value="Pickup" disabled={!allowPickup} sx={{ flex: { xs: 1, sm: 'none' }, gap: 1, px: 3 }}>
          <StorefrontOutlined aria-hidden />
          Pickup
        </ToggleButton>
        <ToggleButton value="Delivery" disabled={!allowDelivery} sx={{ flex: { xs: 1, sm: 'none' }, gap: 1, px: 3 }}>
          <LocalShippingOutlined aria-hidden />
          Delivery
        </ToggleButton>
      </ToggleButtonGroup>
    </>
  );
}
