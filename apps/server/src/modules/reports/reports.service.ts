import type { OrderGuideListParams, PriceListParams, ProductListParams, QuoteSheetParams } from '@storefront/contract';
import { QUOTE_SHEET_DAYS } from '@storefront/contract';
import { DEFAULT_PRICE_DECIMALS, formatPricePer, formatProductCode, formatQuantity } from '@storefront/domain';
import type { Db } from '../../db/database';
import { usDate } from '../../platform/pdf/pdf-format';
import type { PdfColumn } from '../../platform/pdf/pdf-table';
import type { ReportContent, ReportGroup } from './report.pdf';
import { nextTurn } from '../../platform/scheduling/next-turn';
import { localIsoDate } from '../../platform/time/iso-date';
import type { GuideOwner } from '../../platform/auth/guide-owner';
import { guidesOf, visibleGuideProductsOf } from '../order-guides/order-guides.repository';
import { pricesFor } from '../pricing/prices-for.service';
import { priceKey } from '../pricing/winning-price.rules';
import { readSiteValues } from '../settings/settings.repository';
import {
  findCategory,
  purchasesSince,
  REPORT_ROW_LIMIT,
  type ReportProductRow,
  reportCustomer,
  reportProducts,
  type ReportScope,
} from './reports.repository';

export type { ReportScope };

const DAY_MS = 86_400_000;

interface ReportBase {
  siteName: string;
  today: string;
  /** 'Bayside Bistro (BAYBIS)', or nothing for a consumer. */
  who: string[];
  priceLevel: number | null;
}

async function baseOf(db: Db, scope: ReportScope, now: number): Promise<ReportBase> {
  const [site, customer] = await Promise.all([readSiteValues(db), reportCustomer(db, scope.customerId)]);
  return {
    siteName: site.siteName,
    today: localIsoDate(now, site.timeZone),
    who: customer ? [`${customer.name} (${customer.customer_code})`] : [],
    priceLevel: customer?.price_level ?? null,
  };
}

/** Said on the report when it stops at the row limit, so a cut list never passes for a whole one. */
const limitNote = (products: readonly unknown[]) =>
  products.length >= REPORT_ROW_LIMIT ? [`First ${REPORT_ROW_LIMIT.toLocaleString('en-US')} products only`] : [];

/** Rows formatted between turns of the event loop (see nextTurn). */
const FORMAT_CHUNK = 1_000;

/** Rows grouped under their category's name, in the order the rows come. */
async function byCategory(
  products: readonly ReportProductRow[],
  row: (p: ReportProductRow) => string[],
): Promise<ReportGroup[]> {
  const groups = new Map<string, string[][]>();
  for (const [i, p] of products.entries()) {
    if (i > 0 && i % FORMAT_CHUNK === 0) await nextTurn();
    const rows = groups.get(p.category) ?? [];
    rows.push(row(p));
    groups.set(p.category, rows);
  }
  return [...groups].map(([heading, rows]) => ({ heading, rows }));
}

/** The price per pricing unit in force on `date` for each product ('' when none). */
async function pricesOn(
  db: Db,
  products: readonly ReportProductRow[],
  scope: ReportScope,
  priceLevel: number | null,
  date: string,
): Promise<Map<number, string>> {
  const winners = await pricesFor(
    db,
    products.map((p) => p.product_key),
    { customerId: scope.customerId, priceLevel },
    date,
  );
  const result = new Map<number, string>();
  for (const p of products) {
    const price = winners.get(priceKey(p.product_key, p.pricing_um))?.price;
    if (price !== undefined) result.set(p.product_key, price);
  }
  return result;
}

const PRODUCT_LIST_COLUMNS: PdfColumn[] = [
  { header: 'Product Code', width: 80 },
  { header: 'Description', width: 262 },
  { header: 'Brand', width: 110 },
  { header: 'Price U/M', width: 60 },
];

/** Product List: the products the customer may buy, one category or all, by category. */
export async function productListReport(
  db: Db,
  scope: ReportScope,
  params: ProductListParams,
  now: number,
): Promise<ReportContent | null> {
  const [base, products, category] = await Promise.all([
    baseOf(db, scope, now),
    reportProducts(db, scope.customerId, { categoryCode: params.specificCategory }),
    params.specificCategory ? findCategory(db, params.specificCategory) : undefined,
  ]);
  if (products.length === 0) return null;
  return {
    siteName: base.siteName,
    title: 'Product List',
    subtitle: [
      ...base.who,
      category ? `Category: ${category.description}` : 'All Categories',
      `Printed ${usDate(base.today)}`,
      ...limitNote(products),
    ],
    columns: PRODUCT_LIST_COLUMNS,
    groups: await byCategory(products, (p) => [
      formatProductCode(p.product_code),
      p.description,
      p.brand,
      p.pricing_um,
    ]),
  };
}

const PRICE_COLUMNS: PdfColumn[] = [
  { header: 'Product Code', width: 80 },
  { header: 'Description', width: 232 },
  { header: 'Brand', width: 100 },
  { header: 'Price', width: 100, align: 'right' },
];

/** At the pricing unit's own decimals (spec 1 §9), as the price call answers it. */
const priceCell = (price: string | undefined, p: ReportProductRow) =>
  price === undefined ? '' : formatPricePer(price, p.pricing_um, p.price_decimals ?? DEFAULT_PRICE_DECIMALS);

/** Keys of what the scope bought in the last year (the price list's "my products"). */
async function purchasedKeys(db: Db, scope: ReportScope, since: string, weekday = 0): Promise<number[]> {
  const rows = await purchasesSince(db, scope, since);
  const keys = new Set<number>();
  for (const r of rows) {
    if (weekday === 0 || new Date(`${r.delivery_date ?? r.order_date}T00:00:00Z`).getUTCDay() + 1 === weekday)
      keys.add(r.product_key);
  }
  return [...keys];
}

const yearBefore = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - 365 * DAY_MS).toISOString().slice(0, 10);

/** Product Price List: prices in force on the effective date, for every product or those the customer bought in the last year. */
export async function priceListReport(
  db: Db,
  scope: ReportScope,
  params: PriceListParams,
  now: number,
): Promise<ReportContent | null> {
  const base = await baseOf(db, scope, now);
  const effective = params.effectiveDate ?? base.today;
  const all = params.allProducts ?? false;
  const products = await reportProducts(
    db,
    scope.customerId,
    all ? {} : { productKeys: await purchasedKeys(db, scope, yearBefore(base.today)) },
  );
  if (products.length === 0) return null;
  const prices = await pricesOn(db, products, scope, base.priceLevel, effective);
  return {
    siteName: base.siteName,
    title: 'Product Price List',
    subtitle: [
      ...base.who,
      `Prices effective ${usDate(effective)}`,
      all ? 'All Products' : 'Products purchased in the last year',
      ...limitNote(products),
    ],
    columns: PRICE_COLUMNS,
    groups: await byCategory(products, (p) => [
      formatProductCode(p.product_code),
      p.description,
      p.brand,
      priceCell(prices.get(p.product_key), p),
    ]),
  };
}

const QUOTE_COLUMNS: PdfColumn[] = [
  { header: 'Product Code', width: 76 },
  { header: 'Description', width: 226 },
  { header: 'Price', width: 110, align: 'right' },
  { header: 'Order Qty', width: 100 },
];

/** Quote Sheet: what the customer bought since a date (a year back by default), delivered on one weekday or any, priced on the effective date, with room to write quantities. */
export async function quoteSheetReport(
  db: Db,
  scope: ReportScope,
  params: QuoteSheetParams,
  now: number,
): Promise<ReportContent | null> {
  const base = await baseOf(db, scope, now);
  const effective = params.effectiveDate ?? base.today;
  const since = params.purchasedSince ?? yearBefore(base.today);
  const products = await reportProducts(db, scope.customerId, {
    productKeys: await purchasedKeys(db, scope, since, params.dayOfWeek),
  });
  if (products.length === 0) return null;
  const prices = await pricesOn(db, products, scope, base.priceLevel, effective);
  return {
    siteName: base.siteName,
    title: 'Quote Sheet',
    subtitle: [
      ...base.who,
      `Prices effective ${usDate(effective)}`,
      `Purchased since ${usDate(since)}`,
      `Delivery day: ${QUOTE_SHEET_DAYS[params.dayOfWeek]}`,
    ],
    columns: QUOTE_COLUMNS,
    groups: await byCategory(products, (p) => [
      formatProductCode(p.product_code),
      p.description,
      priceCell(prices.get(p.product_key), p),
      '',
    ]),
  };
}

const GUIDE_COLUMNS: PdfColumn[] = [
  { header: 'Seq', width: 40, align: 'right' },
  { header: 'Product Code', width: 80 },
  { header: 'Description', width: 262 },
  { header: 'Quantity', width: 70, align: 'right' },
  { header: 'U/M', width: 60 },
];

const inRange = (name: string, from: string | undefined, to: string | undefined) => {
  const n = name.toLowerCase();
  return (!from || n >= from.toLowerCase()) && (!to || n <= to.toLowerCase());
};

/** Order Guide List: the customer's guides from the starting to the ending guide by name, each with its products in sequence. */
export async function orderGuideListReport(
  db: Db,
  scope: ReportScope,
  params: OrderGuideListParams,
  now: number,
): Promise<ReportContent | null> {
  // A consumer's guides are their own (only consumers ever own guides as users).
  const owner: GuideOwner =
    scope.customerId !== null ? { kind: 'customer', id: scope.customerId } : { kind: 'consumer', id: scope.userId };
  const [base, guides, lines] = await Promise.all([
    baseOf(db, scope, now),
    guidesOf(db, owner),
    visibleGuideProductsOf(db, owner),
  ]);
  const chosen = guides
    .filter((g) => inRange(g.name, params.startingGuide, params.endingGuide))
    .sort((a, b) => a.name.localeCompare(b.name));
  const products = new Map(
    (await reportProducts(db, scope.customerId, { productKeys: [...new Set(lines.map((l) => l.product_key))] })).map(
      (p) => [p.product_key, p],
    ),
  );
  const groups = chosen.flatMap((g): ReportGroup[] => {
    const rows = lines
      .filter((l) => l.guide_id === g.id)
      .flatMap((l) => {
        const p = products.get(l.product_key);
        return p
          ? [
              [
                String(l.sequence),
                formatProductCode(p.product_code),
                p.description,
                formatQuantity(l.order_quantity),
                l.unit_of_measure,
              ],
            ]
          : [];
      });
    return rows.length > 0 ? [{ heading: g.name, rows }] : [];
  });
  if (groups.length === 0) return null;
  const range =
    params.startingGuide || params.endingGuide
      ? `Guides ${params.startingGuide || '(first)'} to ${params.endingGuide || '(last)'}`
      : 'All Guides';
  return {
    siteName: base.siteName,
    title: 'Order Guide List',
    subtitle: [...base.who, range, `Printed ${usDate(base.today)}`],
    columns: GUIDE_COLUMNS,
    groups,
  };
}
