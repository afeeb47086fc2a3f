import { Box, Button, MenuItem, TextField } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PlaylistAddOutlined from '@mui/icons-material/PlaylistAddOutlined';
import { type OrderGuide, STANDARD_ORDER_GUIDE } from '@storefront/contract';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../lib/routes/route-paths';
import { useSession } from '../../../lib/session/use-session';
import { editHash } from '../utils/page-guides';

interface OrderGuideToolbarProps {
  listed: readonly OrderGuide[];
  guide: OrderGuide | null;
  deleting: boolean;
  onChoose: (name: string) => void;
  onCreate: () => void;
  onCopy: () => void;
  onDelete: () => void;
}

/** The top of /order-guide (spec 1 §2): the guide dropdown, Create New, Add New Product, Copy, Edit Standard and Delete. */
export function OrderGuideToolbar({
  listed,
  guide,
  deleting,
  onChoose,
  onCreate,
  onCopy,
  onDelete,
}: OrderGuideToolbarProps) {
  const navigate = useNavigate();
  const { userType } = useSession();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
      {listed.length > 0 && guide && (
        <TextField
          select
          size="small"
          label="Order Guide"
          value={guide.name}
          onChange={(e) => onChoose(e.target.value)}
          sx={{ minWidth: 160, mr: 'auto' }}
        >
          {listed.map((g) => (
            <MenuItem key={g.name} value={g.name}>
              {g.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, ml: 'auto', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}
      >
        <Button variant="contained" startIcon={<AddOutlined />} onClick={onCreate}>
          Create New
        </Button>
        <Button
          variant="outlined"
          startIcon={<PlaylistAddOutlined />}
          onClick={() => guide && void navigate(`${PATHS.orderGuideEdit}${editHash(guide.name)}`)}
          disabled={!guide}
        >
          Add New Product
        </Button>
        <Button variant="outlined" startIcon={<ContentCopyOutlined />} onClick={onCopy} disabled={!guide}>
          Copy
        </Button>
        {userType === 'Salesperson' && (
          // Salespeople maintain the customer's Standard guide, which the dropdown leaves out (spec 1 §2).
          <Button
            variant="outlined"
            startIcon={<EditOutlined />}
            onClick={() => void navigate(`${PATHS.orderGuideEdit}${editHash(STANDARD_ORDER_GUIDE)}`)}
          >
            Edit Standard
          </Button>
        )}
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteOutlined />}
          onClick={onDelete}
          disabled={!guide || deleting}
        >
          Delete
        </Button>
      </Box>
    </Box>
  );
}
