import { Avatar, ListItemAvatar, ListItemButton, ListItemText } from '@mui/material';
import type { CustomerListItem } from '@storefront/contract';
import { CUSTOMER_ROW_HEIGHT } from '../utils/customer-list';

interface CustomerRowProps {
  customer: CustomerListItem;
  active: boolean;
  onChoose: () => void;
  onHover: () => void;
}

export const customerOptionId = (key: number) => `customer-option-${key}`;

export function CustomerRow({ customer, active, onChoose, onHover }: CustomerRowProps) {
  return (
    <ListItemButton
      id={customerOptionId(customer.customerKey)}
      role="option"
      aria-selected={active}
      selected={active}
      // Focus stays in the search field (aria-activedescendant), so rows are not tab stops.
      tabIndex={-1}
      onClick={onChoose}
      onMouseMove={active ? undefined : onHover}
      // Moving the mouse makes a row active, so a separate hover tint would show two "current" rows.
      sx={{
        height: CUSTOMER_ROW_HEIGHT,
        borderRadius: 2,
        mx: 1,
        '&:hover:not(.Mui-selected)': { bgcolor: 'transparent' },
      }}
    >
      <ListItemAvatar>
        <Avatar
          sx={{
            bgcolor: active ? 'primary.main' : 'action.selected',
            color: active ? 'primary.contrastText' : 'text.primary',
            fontSize: 15,
            fontWeight: 700,
          }}
        >
          {customer.name.trim().charAt(0).toUpperCase() || '#'}
        </Avatar>
      </ListItemAvatar>
      <ListItemText
        primary={customer.name}
        secondary={customer.customerCode}
        slotProps={{ primary: { noWrap: true, sx: { fontWeight: 600 } }, secondary: { noWrap: true } }}
      />
    </ListItemButton>
  );
}
