import { Alert, AlertTitle, Box, Typography } from '@mui/material';
import type { CartLine } from '@storefront/contract';
import { formatProductCode } from '@storefront/domain';
import { UnfilledLineNotice } from '../../../components/substitutes/UnfilledLineNotice';

/**
 * Checkout's review of the lines that cannot be filled (issue 31), as the cart shows them: each with why and, where one
 * is offered, 'Replace with ...'. Replacing reloads the lines and the estimate.
 */
export function UnfilledLines({ lines, hidePricing }: { lines: readonly CartLine[]; hidePricing: boolean }) {
  const unfilled = lines.filter((l) => l.unfilled !== null);
  if (unfilled.length === 0) return null;
  return (
    <Alert severity="warning" component="section" aria-labelledby="unfilled-lines-title">
      <AlertTitle id="unfilled-lines-title">
        {unfilled.length === 1 ? 'A line cannot be filled' : `${unfilled.length} lines cannot be filled`}
      </AlertTitle>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {unfilled.map((line) => (
          <Box component="li" key={line.id} sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {line.description}{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                {formatProductCode(line.productCode)}
              </Typography>
            </Typography>
            <UnfilledLineNotice line={line} hidePricing={hidePricing} />
          </Box>
        ))}
      </Box>
    </Alert>
  );
}
