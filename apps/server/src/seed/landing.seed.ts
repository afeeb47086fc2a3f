import fs from 'node:fs';
import path from 'node:path';
import { LandingLayout } from '@storefront/contract';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { DB } from '../db/schema';
import { HERO_SLIDES, heroSlideSvg } from './landing-hero.svg';

/** The hero slides (landing-hero.svg.ts), rendered once and served as /img/landing/{file}: lossless, flat colours stay clean and small. */
async function writeSlides(imagesDir: string): Promise<void> {
  const dir = path.join(imagesDir, 'landing');
  fs.mkdirSync(dir, { recursive: true });
  for (const s of HERO_SLIDES) {
    const file = path.join(dir, s.file);
    if (!fs.existsSync(file))
      await sharp(Buffer.from(heroSlideSvg(s)))
        .webp({ lossless: true })
        .toFile(file);
  }
}

const p = (text: string) => ({ type: 'paragraph' as const, children: [{ text }] });

/** The demo page: a hero carousel, a welcome text, the push products and a category list (validated like any save). */
export const DEMO_LANDING: LandingLayout = LandingLayout.parse({
  title: 'Welcome',
  enabled: true,
  cards: [
    {
      id: 'hero',
      index: 0,
      width: 4,
      height: '600px',
      heading: '',
      empty: false,
      hidden: false,
      childID: 'hero-carousel',
      content: [
        { id: 'hero-carousel', parentId: null, variant: 'carousel', interval: 5 },
        ...HERO_SLIDES.map((s, i) => ({
          id: `hero-slide-${i + 1}`,
          parentId: 'hero-carousel',
          variant: 'image',
          src: `/img/landing/${s.file}`,
          // The picture's caption is drawn in it (an image item has no caption field): the alt says what it shows.
          alt: s.alt,
          link: { variant: 'internal', href: s.href },
          objectFit: 'cover',
          width: null,
          height: null,
          padding: 0,
        })),
      ],
    },
    {
      id: 'welcome',
      index: 1,
      width: 2,
      height: '100%',
      heading: 'Welcome to Harbor Foods',
      empty: false,
      hidden: false,
      childID: 'welcome-text',
      content: [
        {
          id: 'welcome-text',
          parentId: null,
          variant: 'text',
          value: [
            {
              type: 'paragraph',
              children: [
                { text: 'Restaurants, cafés and home cooks order from ' },
                { text: 'one catalogue', bold: true },
                { text: ' of fresh and dry goods, delivered on your route day.' },
              ],
            },
            {
              type: 'unordered-list',
              children: [
                { type: 'list-item', children: [{ text: 'Order by 2 pm for next-day delivery' }] },
                { type: 'list-item', children: [{ text: 'Your prices and order guides, always at hand' }] },
                { type: 'list-item', children: [{ text: 'Pick up or delivery for consumers' }] },
              ],
            },
            {
              type: 'paragraph',
              children: [
                { text: 'Start with ' },
                {
                  type: 'link',
                  href: '/products',
                  local: true,
                  pathName: '/products',
                  children: [{ text: 'all products' }],
                },
                { text: ' or browse ' },
                {
                  type: 'link',
                  href: '/categories',
                  local: true,
                  pathName: '/categories',
                  children: [{ text: 'by category' }],
                },
                { text: '. Every order you placed, and its invoice, is in ' },
                {
                  type: 'link',
                  href: '/history/orders',
                  local: true,
                  pathName: '/history/orders',
                  children: [{ text: 'Order History' }],
                },
                { text: '.' },
              ],
            },
            p('Thank you for cooking with us.'),
          ],
        },
      ],
    },
    {
      id: 'how',
      index: 2,
      width: 2,
      height: '100%',
      heading: 'Ordering in three steps',
      empty: false,
      hidden: false,
      childID: 'how-text',
      content: [
        {
          id: 'how-text',
          parentId: null,
          variant: 'text',
          value: [
            {
              type: 'ordered-list',
              children: [
                { type: 'list-item', children: [{ text: 'Find products by category, search or your order guide.' }] },
                {
                  type: 'list-item',
                  children: [{ text: 'Add them to the cart in the unit you buy: case, each or pound.' }],
                },
                { type: 'list-item', children: [{ text: 'Choose a delivery date and check out.' }] },
              ],
            },
            {
              type: 'quote',
              children: [
                { text: '“Everything for the week in ten minutes, and it arrives when they say.”', italic: true },
              ],
            },
            p('Chef Rosa, Bayside Bistro'),
          ],
        },
      ],
    },
    {
      id: 'specials',
      index: 3,
      width: 4,
      height: 'auto',
      heading: "This week's specials",
      empty: false,
      hidden: false,
      childID: 'specials-list',
      content: [{ id: 'specials-list', parentId: null, variant: 'pushProductList' }],
    },
    {
      id: 'beef',
      index: 4,
      width: 4,
      height: 'auto',
      heading: 'From the butcher: beef',
      empty: false,
      hidden: false,
      childID: 'beef-list',
      content: [
        {
          id: 'beef-list',
          parentId: null,
          variant: 'productList',
          productSource: 'category',
          categoryCode: 'BEEF',
          category: 'Beef',
        },
      ],
    },
  ],
});

/** Writes the demo landing page once (an administrator's page is never replaced). */
export async function seedLandingPage(db: Kysely<DB>, imagesDir: string, now: number): Promise<void> {
  const existing = await db.selectFrom('landing_page').select('id').executeTakeFirst();
  if (existing) return;
  await writeSlides(imagesDir);
  await db
    .insertInto('landing_page')
    .values({
      id: 1,
      title: DEMO_LANDING.title,
      enabled: 1,
      cards_json: JSON.stringify(DEMO_LANDING.cards),
      updated_at: now,
      updated_by: null,
    })
    .execute();
}
