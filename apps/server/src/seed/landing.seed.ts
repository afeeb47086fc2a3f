import fs from 'node:fs';
import path from 'node:path';
import { LandingLayout } from '@storefront/contract';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { DB } from '../db/schema';

/** The demo landing page's hero slides: drawn here, served as /img/landing/{file}. */
const SLIDES = [
  {
    file: 'demo-hero-seafood.webp',
    title: 'Fresh from the dock',
    line: 'Fish and shellfish landed this morning',
    from: '#005f6b',
    to: '#00a8a8',
    mc: 'SEAFOOD',
  },
  {
    file: 'demo-hero-meat.webp',
    title: 'Prime cuts, every day',
    line: 'Beef, pork and poultry, cut to your order',
    from: '#6d1b1b',
    to: '#c2452d',
    mc: 'MEAT',
  },
  { file: 'demo-hero-pantry.webp', title: 'Stock the pantry', line: 'Flour, oils and dry goods by the case', from: '#7a4a00', to: '#d99a22', mc: 'DRY' },
] as const;

function slideSvg(s: (typeof SLIDES)[number]): string {
  // 2:1, the words centred and within the middle 1100 px: a card of any shape crops only the edges.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600" viewBox="0 0 1200 600">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${s.from}"/><stop offset="1" stop-color="${s.to}"/></linearGradient></defs>
  <rect width="1200" height="600" fill="url(#g)"/>
  <circle cx="1040" cy="110" r="220" fill="#ffffff" fill-opacity="0.08"/>
  <circle cx="130" cy="520" r="160" fill="#ffffff" fill-opacity="0.06"/>
  <path d="M0 470 C 300 420, 700 560, 1200 460 L1200 600 L0 600 Z" fill="#000000" fill-opacity="0.14"/>
  <text x="600" y="292" text-anchor="middle" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="64" font-weight="700" fill="#ffffff">${s.title}</text>
  <text x="600" y="352" text-anchor="middle" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="30" fill="#ffffff" fill-opacity="0.95">${s.line}</text>
</svg>`;
}

async function writeSlides(imagesDir: string): Promise<void> {
  const dir = path.join(imagesDir, 'landing');
  fs.mkdirSync(dir, { recursive: true });
  for (const s of SLIDES) {
    const file = path.join(dir, s.file);
    if (!fs.existsSync(file))
      await sharp(Buffer.from(slideSvg(s)))
        .webp({ quality: 80 })
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
        ...SLIDES.map((s, i) => ({
          id: `hero-slide-${i + 1}`,
          parentId: 'hero-carousel',
          variant: 'image',
          src: `/img/landing/${s.file}`,
          alt: `${s.title}: shop ${s.mc.toLowerCase()}`.slice(0, 40),
          link: { variant: 'internal', href: `/products#mc=${s.mc}` },
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
                { type: 'link', href: '/products', local: true, pathName: '/products', children: [{ text: 'all products' }] },
                { text: ' or ask us at ' },
                { type: 'link', href: 'mailto:orders@example.com', local: false, children: [{ text: 'orders@example.com' }] },
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
                { type: 'list-item', children: [{ text: 'Add them to the cart in the unit you buy: case, each or pound.' }] },
                { type: 'list-item', children: [{ text: 'Choose a delivery date and check out.' }] },
              ],
            },
            {
              type: 'quote',
              children: [{ text: '“Everything for the week in ten minutes, and it arrives when they say.”', italic: true }],
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
      content: [{ id: 'beef-list', parentId: null, variant: 'productList', productSource: 'category', categoryCode: 'BEEF', category: 'Beef' }],
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
    .values({ id: 1, title: DEMO_LANDING.title, enabled: 1, cards_json: JSON.stringify(DEMO_LANDING.cards), updated_at: now, updated_by: null })
    .execute();
}
