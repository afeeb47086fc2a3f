import { type LandingCard, type LandingLayout } from '@storefront/contract';
import { renumber } from '@storefront/domain';
import type { Db } from '../../db/database';
import { readLandingRow, writeLandingRow } from './landing.repository';

/** No page saved yet: no cards, so `/` goes to /products (spec 3 §2). */
const NO_LANDING_PAGE: LandingLayout = { title: '', enabled: true, cards: [] };

/**
 * GET /api/landing. Administrators get the whole layout to edit; everyone else only the
 * cards that are not hidden, and none while the page is disabled.
 */
export async function readLanding(db: Db, isAdmin: boolean): Promise<LandingLayout> {
  const row = await readLandingRow(db);
  if (!row) return NO_LANDING_PAGE;
  const layout: LandingLayout = {
    title: row.title,
    enabled: row.enabled === 1,
    cards: JSON.parse(row.cards_json) as LandingCard[],
  };
  if (isAdmin) return layout;
  return { ...layout, cards: layout.enabled ? layout.cards.filter((c) => !c.hidden) : [] };
}

/** POST /api/landing: the layout LandingLayout validated, cards renumbered 0, 1, 2 ... in index order (spec 3 §4). */
export async function saveLanding(db: Db, layout: LandingLayout, userId: number, now: number): Promise<LandingLayout> {
  const saved: LandingLayout = { ...layout, cards: renumber(layout.cards) };
  await writeLandingRow(db, {
    title: saved.title,
    enabled: saved.enabled,
    cardsJson: JSON.stringify(saved.cards),
    now,
    userId,
  });
  return saved;
}
