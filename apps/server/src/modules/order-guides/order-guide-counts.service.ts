import {
  ORDER_GUIDE_COUNTS_SHOWN,
  type OrderGuideCounts,
  type SaveOrderGuideCountRequest,
  STANDARD_ORDER_GUIDE,
} from '@storefront/contract';
import { roundQuantity } from '@storefront/domain';
import type { AppContext } from '../../platform/context';
import type { GuideOwner } from '../../platform/auth/guide-owner';
import { badRequest, forbidden, notFound } from '../../platform/http/http-error';
import { localIsoDate } from '../../platform/time/iso-date';
import { loadProductUnits } from '../catalogue/product-units.repository';
import { siteValues } from '../settings/settings.service';
import { latestCounts, saveCount } from './order-guide-counts.repository';
import { countLineProblem } from './order-guide-line.rules';
import { findGuide, guideLines } from './order-guide-write.repository';
import type { ParPlace } from './par-place.service';

/** Who counts: the guide owner the request acts for, the user, and the ship-to the counts belong to. */
export interface Counter {
  owner: GuideOwner | null;
  userId: number | null;
  place: ParPlace;
}

function ownerOf(counter: Counter): GuideOwner {
  if (counter.owner === null) throw forbidden('Order guides belong to an account.');
  return counter.owner;
}

/**
 * GET /api/orderguide/{key}/counts (issue 32): the guide's newest counts for the acting
 * ship-to, newest first, with the cart's delivery date and the site's round-up share. A
 * Standard guide the seed never wrote has no counts; another owner's guide is not found.
 */
export async function readOrderGuideCounts(ctx: AppContext, counter: Counter, name: string): Promise<OrderGuideCounts> {
  const owner = ownerOf(counter);
  const guide = await findGuide(ctx.db, owner, name);
  if (!guide && name !== STANDARD_ORDER_GUIDE) throw notFound('Order guide not found.');
  const counts = guide ? await latestCounts(ctx.db, guide.id, counter.place.shipToCode, ORDER_GUIDE_COUNTS_SHOWN) : [];
  const site = await siteValues(ctx);
  return {
    counts: counts.map((c) => ({
      countDate: c.countDate,
      lines: c.lines.map((l) => ({
        productKey: l.product_key,
        onHand: Number(l.on_hand),
        unitOfMeasure: l.unit_of_measure,
      })),
    })),
    shipToCode: counter.place.shipToCode === '' ? null : counter.place.shipToCode,
    deliveryDate: counter.place.deliveryDate,
    roundUpShare: site.parRoundUpShare,
  };
}

/**
 * POST /api/orderguide/{key}/counts (issue 32): today's count (the site's date) for the
 * acting ship-to; a second count the same day replaces the first. Every counted product
 * must be a line of the guide, counted once, in one of its sell-by units.
 */
export async function saveOrderGuideCount(
  ctx: AppContext,
  counter: Counter,
  name: string,
  body: SaveOrderGuideCountRequest,
): Promise<OrderGuideCounts> {
  const owner = ownerOf(counter);
  const seen = new Set<number>();
  for (const l of body.lines) {
    if (seen.has(l.productKey)) throw badRequest(`Product ${l.productKey} is listed more than once.`);
    seen.add(l.productKey);
  }
  const products = await loadProductUnits(ctx.db, [...seen]);
  for (const l of body.lines) {
    const problem = countLineProblem(l, products.get(l.productKey));
    if (problem) throw badRequest(problem);
  }
  const now = ctx.now();
  const countDate = localIsoDate(now, (await siteValues(ctx)).timeZone);
  await ctx.db.transaction().execute(async (trx) => {
    const guide = await findGuide(trx, owner, name);
    if (!guide) throw notFound('Order guide not found.');
    const inGuide = new Set((await guideLines(trx, guide.id)).map((l) => l.product_key));
    const stranger = body.lines.find((l) => !inGuide.has(l.productKey));
    if (stranger) throw badRequest(`Product ${stranger.productKey} is not in this order guide.`);
    await saveCount(
      trx,
      {
        guideId: guide.id,
        shipToCode: counter.place.shipToCode,
        countDate,
        countedAt: now,
        countedBy: counter.userId,
      },
      body.lines.map((l) => ({
        product_key: l.productKey,
        on_hand: roundQuantity(l.onHand).toFixed(2),
        unit_of_measure: l.unitOfMeasure,
      })),
    );
  });
  return readOrderGuideCounts(ctx, counter, name);
}
