import { IconButton } from '@mui/material';
import PlaylistAddOutlined from '@mui/icons-material/PlaylistAddOutlined';

/** Spec 1 §5: adds the product to an order guide (opens the Add to Order Guide dialog). */
export function AddToGuideButton({ productName, onClick }: { productName: string; onClick: () => void }) {
  return (
    // The browser's own hint (title) rather than MUI's Tooltip: a card grid then carries no popper code.
    <IconButton
      onClick={onClick}
      title="Add to Order Guide"
      aria-label={`Add to Order Guide: ${productName}`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: '5px' }}
    >
      <PlaylistAddOutlined fontSize="small" />
    </IconButton>
  );
}
