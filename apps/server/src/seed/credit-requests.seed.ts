import { randomBytes } from 'node:crypto';
import { toDecimal } from '@storefront/domain';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { DB } from '../db/schema';
import { demoBuyer } from './demo-buyer';
import { insertPhoto } from '../modules/credits/checkin-photo.repository';
import { planCheckin } from '../modules/credits/checkin.rules';
import { invoicedLines } from '../modules/credits/checkin.repository';
import { recordCheckin } from '../modules/credits/checkin.service';
import { DEFAULT_POLICY_CODE } from '../modules/credits/credit-policy.repository';

/** Claim windows of the demo's main categories: fresh 72 hours, frozen a week, the rest (dry, paper ...) 14 days. */
export const DEMO_CREDIT_WINDOWS: Readonly<Record<string, number>> = {
  [DEFAULT_POLICY_CODE]: 168,
  MEAT: 72,
  SEAFOOD: 72,
  DAIRY: 72,
  PRODUCE: 72,
  FROZEN: 168,
  DRY: 336,
  BEV: 336,
  PAPER: 336,
  CLEAN: 336,
};

/** The demo credit policy, for the main categories the catalogue has; skips itself when any policy exists. */
export async function seedCreditPolicy(db: Kysely<DB>, now: number): Promise<void> {
  if (await db.selectFrom('credit_policies').select('window_hours').limit(1).executeTakeFirst()) return;
  const codes = new Set((await db.selectFrom('main_categories').select('code').execute()).map((c) => c.code));
  const rows = Object.entries(DEMO_CREDIT_WINDOWS)
    .filter(([code]) => code === DEFAULT_POLICY_CODE || codes.has(code))
    .map(([code, hours]) => ({ main_category_code: code, window_hours: hours, updated_at: now, updated_by: null }));
  await db.insertInto('credit_policies').values(rows).execute();
}

/** A crushed case, as a phone would photograph it: brown box, a dent, the words. */
async function demoPhoto(): Promise<{ data: Buffer; width: number; height: number }> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
    <rect width="640" height="480" fill="#d9d4cc"/>
    <polygon points="120,120 520,100 540,400 100,390" fill="#b07a43" stroke="#6b4423" stroke-width="6"/>
    <polyline points="300,110 330,230 280,300 320,395" fill="none" stroke="#5a3519" stroke-width="10"/>
    <text x="320" y="450" font-family="sans-serif" font-size="28" text-anchor="middle" fill="#333">Case crushed on delivery</text>
  </svg>`;
  const out = await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
  return { data: out.data, width: out.info.width, height: out.info.height };
}

/**
 * Issue 33: Bayside Bistro (the `customer` demo user) checked in its latest invoiced delivery with one case damaged
 * and a photo: an Open credit request for the salesperson to review on /credits. Skips itself when any check-in exists.
 */
export async function seedCreditRequests(db: Kysely<DB>, now: number): Promise<void> {
  if (await db.selectFrom('checkins').select('id').limit(1).executeTakeFirst()) return;
  const buyer = await demoBuyer(db);
  if (!buyer) return;
  const order = await db
    .selectFrom('orders')
    .select(['id', 'order_number'])
    .where('customer_id', '=', buyer.customerId)
    .where('status', '=', 'Invoiced')
    .orderBy('delivery_date', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!order) return;
  const lines = await invoicedLines(db, order.id);
  const damaged = lines.find((l) => toDecimal(l.shippedQuantity).gte(1));
  if (!damaged) return;
  const { customerId } = buyer;
  const photo = await demoPhoto();
  const photoKey = randomBytes(16).toString('hex');
  const plan = planCheckin(
    lines,
    [
      {
        lineNumber: damaged.lineNumber,
        outcome: 'damaged',
        quantity: 1,
        note: 'Case crushed, two jars broken.',
        photos: [photoKey],
      },
    ],
    order.order_number,
  );
  if (!plan.ok) return;
  await db.transaction().execute(async (trx) => {
    await insertPhoto(trx, {
      photo_key: photoKey,
      customer_id: customerId,
      uploaded_by: buyer.userId,
      data: photo.data,
      byte_size: photo.data.length,
      width: photo.width,
      height: photo.height,
      created_at: now,
    });
    await recordCheckin(trx, null, { id: order.id, customer_id: customerId }, plan.lines, {
      userId: buyer.userId,
      now,
    });
  });
}
