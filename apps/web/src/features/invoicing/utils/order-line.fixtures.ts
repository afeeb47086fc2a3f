import type { OrderView } from '@storefront/contract';

export type OrderLine = OrderView['lines'][number];

/** An order line for the invoicing tests: 1 CS of 4/3 LB AVG salmon at $9.850 / LB, estimated 12.00 LB = $118.20. */
export const orderLine = (over: Partial<OrderLine> = {}): OrderLine => ({
  productKey: 1,
  productCode: '150001',
  description: 'Atlantic Salmon Fillet, Skin-On',
  quantity: '1.00',
  unit: 'CS',
  priceUnit: 'LB',
  unitPrice: '9.850',
  extension: '118.20',
  productText1: '',
  productText2: '',
  estimatedWeight: '12.00',
  shippedQuantity: null,
  actualWeight: null,
  invoicedExtension: null,
  shippedProduct: null,
  ...over,
});
