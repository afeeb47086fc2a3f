/** Spec 1 §3 enumerations. Admin values are the array indexes. */
export const PAGE_LAYOUTS = ['Grid', 'List', 'QuickEntry'] as const;
export type PageLayout = (typeof PAGE_LAYOUTS)[number];

export const PAGE_SORTS = ['Description', 'Sequence', 'ProductCode', 'Brand'] as const;
export type PageSort = (typeof PAGE_SORTS)[number];
export const PAGE_SORT_LABELS: Record<PageSort, string> = {
  Description: 'Description',
  Sequence: 'Sequence',
  ProductCode: 'Product Code',
  Brand: 'Brand',
};

export const ROUNDING_FLAGS = ['None', 'AutoRoundUp', 'AutoRoundDown', 'AutoRoundNearest'] as const;
export type RoundingFlag = (typeof ROUNDING_FLAGS)[number];

export const IMAGE_FITS = ['Cover', 'Contain'] as const;
export type ImageFit = (typeof IMAGE_FITS)[number];

export const DELIVERY_DATE_FLAGS = ['UseSystemDefault', 'RequireUserEntry'] as const;
export type DeliveryDateFlag = (typeof DELIVERY_DATE_FLAGS)[number];

export const DEFAULT_TOTAL_ORDER_QUANTITY_LABEL = 'Total Order Quantity';
export const CLIENT_ID = 'ecommerce';
export const STANDARD_ORDER_GUIDE = 'Standard';
