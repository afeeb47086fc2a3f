import { Box, Typography } from '@mui/material';
import { Tag } from '../../components/ui/Tag';
import StoreOutlined from '@mui/icons-material/StoreOutlined';
import { useSession } from '../../lib/session/use-session';
import { initials } from './initials';

/** Who is signed in and, for salespeople and customers, which customer they are acting for. */
export function SideMenuHeader() {
  const { user, customer, userType, shipMethod, isPunchout } = useSession();
  if (!user) return null;
  const showCustomer = (userType === 'Salesperson' || userType === 'Customer') && customer;
  return (
    <Box sx={{ px: 2, py: 2 }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <Box
          aria-hidden
          sx={{
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            width: 40,
            height: 40,
            flexShrink: 0,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            fontSize: 16,
          }}
        >
          {initials(user.name || user.username)}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2" noWrap title={user.name}>
            {user.name || user.username}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="p">
            {/* A procurement system's buyer shops for its customer: the session, not a kind of account. */}
            {isPunchout ? 'Punchout session' : userType}
          </Typography>
        </Box>
      </Box>
      {showCustomer && (
        <Box
          sx={{
            display: 'flex',
            gap: 1,
            mt: 1.5,
            p: 1,
            borderRadius: 2,
            bgcolor: 'action.hover',
            alignItems: 'center',
          }}
        >
          <StoreOutlined fontSize="small" color="primary" aria-hidden />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" noWrap title={customer.name} sx={{ fontWeight: 600 }}>
              {customer.name}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="p">
              {customer.customerCode}
            </Typography>
          </Box>
        </Box>
      )}
      {userType === 'Consumer' && shipMethod && <Tag label={shipMethod} color="primary" sx={{ mt: 1.5 }} />}
    </Box>
  );
}
