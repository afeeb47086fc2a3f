import { addCartLines } from '../../../lib/cart/cart-lines-api';
import { useCartWrite } from './cart-write';

export function useAddCartLines() {
  return useCartWrite(addCartLines);
}
