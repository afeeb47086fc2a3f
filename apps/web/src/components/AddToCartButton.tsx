import { Button, type ButtonProps } from '@mui/material';
import AddShoppingCartOutlined from '@mui/icons-material/AddShoppingCartOutlined';

interface AddToCartButtonProps extends Pick<ButtonProps, 'size' | 'fullWidth' | 'sx'> {
  label?: string;
  /** Names the product for screen readers, since every card has the same button text. */
  productName: string;
  onClick: () => void;
}

export function AddToCartButton({
  label = 'Add To Cart',
  productName,
  onClick,
  size = 'small',
  fullWidth,
  sx,
}: AddToCartButtonProps) {
  return (
    <Button
      variant="contained"
      size={size}
      fullWidth={fullWidth}
      startIcon={<AddShoppingCartOutlined />}
      onClick={onClick}
      aria-label={`${label}: ${productName}`}
      sx={sx}
    >
      {label}
    </Button>
  );
}
