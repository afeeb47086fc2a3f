import { Alert, Box, Button, Card, CardActions, CardContent, IconButton, Tooltip, Typography } from '@mui/material';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import type { DeliveryAddress } from '@storefront/contract';
import { formatCurrency, formatPhoneMask } from '@storefront/domain';

interface AddressCardProps {
  address: DeliveryAddress;
  canDelete: boolean;
  zipRestrictionMessage: string | null;
  busy: boolean;
  onSetPrimary: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One delivery address or ship-to: Set Primary (star), Edit, Delete; the zip restriction and minimum order for consumers. */
export function AddressCard({
  address: a,
  canDelete,
  zipRestrictionMessage,
  busy,
  onSetPrimary,
  onEdit,
  onDelete,
}: AddressCardProps) {
  const lines = [
    a.name,
    a.address1,
    a.address2,
    [a.city, [a.state, a.zip].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    a.phone ? formatPhoneMask(a.phone) : '',
    // Trade ship-tos only (consumers keep neither).
    a.contact ? `Contact: ${a.contact}` : '',
    a.deliveryTime ? `Delivery time: ${a.deliveryTime}` : '',
  ];
  const minimum = Number(a.minimumOrderAmount);
  return (
    <Card
      variant="outlined"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderColor: a.isPrimary ? 'primary.main' : undefined,
      }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {a.display}
          </Typography>
          {a.isPrimary ? (
            <Star color="primary" titleAccess="Primary address" sx={{ m: 1 }} />
          ) : (
            <Tooltip title="Set Primary">
              <IconButton aria-label={`Set Primary: ${a.display}`} disabled={busy} onClick={onSetPrimary}>
                <StarBorder />
              </IconButton>
            </Tooltip>
          )}
        </Box>
        {a.isPrimary && (
          <Typography variant="caption" color="primary">
            Primary
          </Typography>
        )}
        {lines
          .filter((l) => l.trim() !== '')
          .map((line) => (
            <Typography key={line} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {line}
            </Typography>
          ))}
        {!a.isValidZipCode && zipRestrictionMessage && (
          <Alert severity="warning" sx={{ mt: 1.5 }}>
            {zipRestrictionMessage}
          </Alert>
        )}
        {a.isValidZipCode && minimum > 0 && (
          <Typography variant="body2" sx={{ mt: 1.5 }}>
            Minimum order amount for this zip code is {formatCurrency(a.minimumOrderAmount)}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button size="small" onClick={onEdit} disabled={busy} aria-label={`Edit ${a.display}`}>
          Edit
        </Button>
        {canDelete && (
          <Button size="small" color="error" onClick={onDelete} disabled={busy} aria-label={`Delete ${a.display}`}>
            Delete
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
