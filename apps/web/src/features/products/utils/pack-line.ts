import type { Product } from '@storefront/contract';
import { averageWeightText } from '@storefront/domain';

/**
 * The pack line of a product card: 'Pack 4/3 LB AVG', with a catch-weight product's average weight after it where the
 * card has no room for it under the price ('Pack 4/3 LB AVG · Avg 12.00 LB / CS'); '' without a pack or weight.
 */
export function packLineText(product: Pick<Product, 'additional' | 'catchWeight'>, withAverage: boolean): string {
  const packSize = product.additional.packSize;
  const average = withAverage && product.catchWeight ? averageWeightText(product.catchWeight) : '';
  return [packSize ? `Pack ${packSize}` : '', average].filter(Boolean).join(' · ');
}
