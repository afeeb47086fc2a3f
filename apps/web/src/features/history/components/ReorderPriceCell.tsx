import { TableCell } from '@mui/material';
import { formatPricePer } from '@storefront/domain';
import { useProductPrice } from '../../../lib/catalogue/use-product-price';

/** Today's price of the line's product in its price unit, beside the price it was ordered at. */
export function ReorderPriceCell({
  productKey,
  priceUnit,
  enabled,
}: {
  productKey: number;
  priceUnit: string;
  enabled: boolean;
}) {
  const price = useProductPrice(productKey, priceUnit, enabled);
  const text = !enabled
    ? ''
    : price.isPending
      ? '…'
      : price.data
        ? formatPricePer(price.data.price, priceUnit, price.data.priceDecimals)
        : formatPricePer(null, priceUnit, 2);
  return <TableCell align="right">{text}</TableCell>;
}
