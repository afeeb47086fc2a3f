import { Box, Button, Typography } from '@mui/material';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import type { CartLine } from '@storefront/contract';
import { useReplaceWithSubstitute } from '../../lib/cart/substitute-line-api';
import { substituteOfferText } from '../../lib/cart/substitute-text';
import { useNotify } from '../notifications/use-notify';

interface UnfilledLineNoticeProps {
  line: CartLine;
  hidePricing: boolean;
  /** A cart that can only be looked at (an inspect punchout): the reason, no button. */
  readOnly?: boolean;
}

/**
 * A line that cannot be filled (issue 31), on the cart page, its phone cards and checkout's review: why, and when a
 * substitute is offered, 'Replace with <description>' with what it orders, its price per unit and the difference.
 * One click replaces the line; the cart (and checkout's estimate) reload.
 */
export function UnfilledLineNotice({ line, hidePricing, readOnly = false }: UnfilledLineNoticeProps) {
  const replace = useReplaceWithSubstitute();
  const notify = useNotify();
  const unfilled = line.unfilled;
  if (!unfilled) return null;
  const offer = unfilled.substitute;
  const text = offer ? substituteOfferText(offer) : null;
  const reasonId = `unfilled-reason-${line.id}`;

  const onReplace = () => {
    if (!offer) return;
    // Not mutate()'s own callbacks: they are dropped when this notice unmounts first, and it does once the reloaded
    // line is filled (checkout's review loses the line before the callback runs, or not: the message came or not).
    replace.mutateAsync({ lineId: line.id, productKey: offer.productKey }).then(
      (result) => notify(result.message, { variant: 'success' }),
      (err: Error) => notify(err.message, { variant: 'error' }),
    );
  };

  return (
    <Box
      // The row or card around it opens the line's editor when clicked; a click here is this notice's own.
      onClick={(e) => e.stopPropagation()}
      sx={{ mt: 0.75, display: 'grid', gap: 0.5, justifyItems: 'start', minWidth: 0 }}
    >
      <Typography
        id={reasonId}
        variant="body2"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
      >
        <ReportProblemOutlined fontSize="small" color="warning" aria-hidden />
        {unfilled.reason}
      </Typography>
      {offer && text && !readOnly && (
        <>
          <Button
            variant="outlined"
            size="small"
            color="primary"
            startIcon={<SwapHorizOutlined aria-hidden />}
            onClick={onReplace}
            disabled={replace.isPending}
            aria-describedby={`${reasonId} unfilled-offer-${line.id}`}
            sx={{ textAlign: 'left', maxWidth: '100%', whiteSpace: 'normal', overflowWrap: 'anywhere' }}
          >
            {text.button}
          </Button>
          <Typography
            id={`unfilled-offer-${line.id}`}
            variant="body2"
            color="text.secondary"
            sx={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
          >
            {hidePricing
              ? `${offer.quantity.value} ${offer.quantity.unit}`
              : `${text.detail}${text.difference ? ` (${text.difference})` : ''}`}
            {text.source && ` · ${text.source}`}
          </Typography>
        </>
      )}
      {offer && readOnly && (
        <Typography variant="body2" color="text.secondary">
          {`Substitute: ${offer.description}`}
        </Typography>
      )}
    </Box>
  );
}
