import type { Product } from '@storefront/contract';
import { imageUrl } from '../../platform/images/image-sizes';
import { catchWeightOf, formatProductCode } from '@storefront/domain';
import type { ProductRow } from './product.repository';
import type { ProductWithUnits } from './product-units.repository';

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

function additionalOf(text: string): Record<string, string> {
  const raw = parseJson<Record<string, unknown>>(text, {});
  return Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
}

export function scanDocumentUrl(productKey: number, documentKey: string): string {
  return `/api/documents/product/${productKey}/scan/${encodeURIComponent(documentKey)}`;
}

const isDocumentEntry = (d: unknown): d is { key: string; name: string } =>
  typeof d === 'object' &&
  d !== null &&
  'key' in d &&
  typeof d.key === 'string' &&
  'name' in d &&
  typeof d.name === 'string';

export function scanDocumentEntries(text: string): { key: string; name: string }[] {
  const raw = parseJson<unknown>(text, []);
  return Array.isArray(raw) ? (raw as unknown[]).filter(isDocumentEntry) : [];
}

/** The wire product of spec 1 §3 from its row, its units and the acting customer's excluded categories. */
export function toProduct(
  row: ProductRow,
  units: ProductWithUnits | undefined,
  excluded: ReadonlySet<string>,
): Product {
  const pictures = row.image_name ? [row.image_name, ...parseJson<string[]>(row.detail_images, [])] : [];
  const main = pictures[0];
  return {
    productKey: row.product_key,
    productCode: row.product_code,
    formattedProductCode: formatProductCode(row.product_code),
    description: row.description,
    catalogDescription: row.catalog_description,
    brand: row.brand,
    additional: additionalOf(row.additional),
    categoryDescription: row.category_description,
    mainCategoryDescription: row.main_category_description,
    productCategoryCode: row.category_code,
    productMainCategoryCode: row.main_category_code,
    productSequence: row.sequence,
    warehouseCode: row.warehouse_code,
    listImage: main ? imageUrl('list', main) : null,
    cardImage: main ? imageUrl('card', main) : null,
    mobileImage: main ? imageUrl('mobile', main) : null,
    thumbnailImage: main ? imageUrl('thumb', main) : null,
    detailImages: pictures.map((name) => ({ image: imageUrl('card', name), thumbnail: imageUrl('thumb', name) })),
    scanDocuments: scanDocumentEntries(row.scan_documents).map((d) => ({
      documentKey: d.key,
      name: d.name,
      url: scanDocumentUrl(row.product_key, d.key),
    })),
    stockUnit: row.stock_unit,
    pricingUM: units?.pricingUM ?? '',
    sellBys: (units?.sellBys ?? []).map((s) => ({
      unitOfMeasure: s.unitOfMeasure,
      sellByMultiple: Number(s.sellByMultiple),
      stockConversion: Number(s.stockConversion),
      isPricing: s.isPricing,
    })),
    priceBys: (units?.priceBys ?? []).map((p) => ({
      unitOfMeasure: p.unitOfMeasure,
      stockConversion: Number(p.stockConversion),
      priceDecimals: p.priceDecimals ?? 4,
    })),
    defaultQuantity: {
      orderQuantity: Number(units?.defaultQuantity?.orderQuantity ?? 1),
      unitOfMeasure: units?.defaultQuantity?.unitOfMeasure ?? '',
    },
    isExcluded: excluded.has(row.category_code),
    catchWeight: units ? catchWeightOf(units) : null,
  };
}
