import { Accordion, AccordionDetails, AccordionSummary, Box, Chip, List, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { CustomerAttention } from '@storefront/contract';
import { attentionCounts, attentionItems } from '../utils/attention-items';
import { AttentionItemLink } from './AttentionItemLink';

interface NeedsAttentionCustomerProps {
  customer: CustomerAttention;
  /** The most urgent customer starts open. */
  defaultExpanded: boolean;
  /** Selects this customer and opens `to`. */
  onAct: (customerKey: number, to: string) => void;
}

/** One customer of the 'Needs attention' section: its name and counts, then each item as a link to act on it. */
export function NeedsAttentionCustomer({ customer, defaultExpanded, onAct }: NeedsAttentionCustomerProps) {
  const id = `attention-${customer.customerKey}`;
  return (
    <Accordion
      variant="outlined"
      disableGutters
      defaultExpanded={defaultExpanded}
      sx={{ borderRadius: 2, '&::before': { display: 'none' } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-header`} aria-controls={`${id}-items`}>
        <Box component="span" sx={{ display: 'block', minWidth: 0 }}>
          <Typography component="span" sx={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }}>
            {customer.customerName}{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              ({customer.customerCode})
            </Typography>
          </Typography>
          <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
            {attentionCounts(customer).map((count) => (
              <Chip key={count} component="span" size="small" variant="outlined" label={count} />
            ))}
          </Box>
        </Box>
      </AccordionSummary>
      <AccordionDetails sx={{ pt: 0, px: 1 }}>
        <List dense disablePadding aria-label={`Needs attention at ${customer.customerName}`}>
          {attentionItems(customer).map((item) => (
            <AttentionItemLink key={item.key} item={item} onAct={(to) => onAct(customer.customerKey, to)} />
          ))}
        </List>
      </AccordionDetails>
    </Accordion>
  );
}
