import { Box, Typography } from '@mui/material';
import type { CreditRequestLine } from '@storefront/contract';
import { formatCurrency } from '@storefront/domain';
import { CreditPhoto } from './CreditPhoto';

/** One claimed line: product, what was found, the quantity and credit claimed, what was approved, note and photos. */
export function CreditLineItem({ line }: { line: CreditRequestLine }) {
  return (
    <Box component="li" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', display: 'grid', gap: 0.5 }}>
      <Typography component="h3" variant="subtitle2">
        {line.description}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {line.productCode} · Line {line.lineNumber}
      </Typography>
      <Typography variant="body2">
        {line.outcomeLabel}: {line.quantity} {line.unit}, {formatCurrency(line.amount)} claimed
        {line.approvedAmount !== null &&
          ` · ${line.approvedQuantity ?? ''}${line.approvedQuantity ? ` ${line.unit}, ` : ''}${formatCurrency(line.approvedAmount)} approved`}
      </Typography>
      {line.note && <Typography variant="body2">Note: {line.note}</Typography>}
      {line.photos.length > 0 && (
        <Box
          component="ul"
          aria-label={`Photos of ${line.description}`}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', gap: 1, flexWrap: 'wrap' }}
        >
          {line.photos.map((path, i) => (
            <Box component="li" key={path}>
              <CreditPhoto path={path} alt={`Photo ${i + 1} of ${line.description}`} />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
