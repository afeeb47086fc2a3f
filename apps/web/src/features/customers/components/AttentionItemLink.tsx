import type { MouseEvent, ReactNode } from 'react';
import { ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import AssignmentReturnOutlined from '@mui/icons-material/AssignmentReturnOutlined';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import TrendingDownOutlined from '@mui/icons-material/TrendingDownOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { Link as RouterLink } from 'react-router';
import type { AttentionItem, AttentionKind } from '../utils/attention-items';

const ICONS: Record<AttentionKind, ReactNode> = {
  'usual-order': <EventBusyOutlined color="warning" />,
  'stopped-buying': <TrendingDownOutlined color="action" />,
  overdue: <ReceiptLongOutlined color="error" />,
  'credit-request': <AssignmentReturnOutlined color="warning" />,
  viewed: <VisibilityOutlined color="action" />,
};

/** A click the browser handles itself (a new tab or window): the customer is not selected here then. */
const opensElsewhere = (e: MouseEvent) => e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;

/** One thing that needs attention, as a link to the place to act on it; following it selects the customer first. */
export function AttentionItemLink({ item, onAct }: { item: AttentionItem; onAct: (to: string) => void }) {
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={item.to}
        onClick={(e: MouseEvent) => {
          if (opensElsewhere(e)) return;
          e.preventDefault();
          onAct(item.to);
        }}
        sx={{ borderRadius: 2, alignItems: 'flex-start' }}
      >
        <ListItemIcon sx={{ minWidth: 36, mt: 0.25 }} aria-hidden>
          {ICONS[item.kind]}
        </ListItemIcon>
        <ListItemText primary={item.text} slotProps={{ primary: { variant: 'body2' } }} />
      </ListItemButton>
    </ListItem>
  );
}
