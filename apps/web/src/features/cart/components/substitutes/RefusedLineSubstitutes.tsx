import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import type { SubstituteOffer } from '@storefront/contract';
import { substituteOfferText } from '../../../../lib/cart/substitute-text';
import { useNotify } from '../../../../components/notifications/use-notify';
import { useSession } from '../../../../lib/session/use-session';
import { useAddCartLine } from '../../api/add-cart-line';
import { describeWriteFailure } from '../../utils/write-failure';

/**
 * Quick entry's refused line whose product cannot be filled (issue 31): the substitutes the server offers for it, each
 * 'Replace with <description>' with what it orders, its price per unit and the difference; one click adds it instead.
 */
export function RefusedLineSubstitutes({ offers }: { offers: readonly SubstituteOffer[] }) {
  const add = useAddCartLine();
  const notify = useNotify();
  const { settings } = useSession();
  const hidePricing = settings?.hidePricing ?? false;
  const [added, setAdded] = useState<number | null>(null);
  if (offers.length === 0) return null;

  const onAdd = (offer: SubstituteOffer) =>
    add.mutate(
      {
        productKey: offer.productKey,
        orderQuantity: offer.quantity.value,
        unitOfMeasure: offer.quantity.unit,
        unitOfMeasure_Prc: offer.unitPrice.from,
      },
      {
        onSuccess: () => {
          setAdded(offer.productKey);
          notify(`${offer.description} added to the cart instead`, { variant: 'success' });
        },
        onError: (err) => notify(describeWriteFailure(err).message, { variant: 'error' }),
      },
    );

  return (
    <Box sx={{ display: 'grid', gap: 1, mt: 0.5, justifyItems: 'start' }}>
      {offers.map((offer) => {
        const text = substituteOfferText(offer);
        return (
          <Box key={offer.productKey} sx={{ display: 'grid', gap: 0.25, justifyItems: 'start', minWidth: 0 }}>
            <Button
              variant="outlined"
              size="small"
              startIcon={<SwapHorizOutlined aria-hidden />}
              onClick={() => onAdd(offer)}
              disabled={add.isPending || added !== null}
              sx={{ textAlign: 'left', maxWidth: '100%', whiteSpace: 'normal', overflowWrap: 'anywhere' }}
            >
              {added === offer.productKey ? `Added ${offer.description}` : text.button}
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {hidePricing
                ? `${offer.quantity.value} ${offer.quantity.unit}`
                : `${text.detail}${text.difference ? ` (${text.difference})` : ''}`}
              {text.source && ` · ${text.source}`}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
