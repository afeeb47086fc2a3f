import { getIconData, iconToSVG } from '@iconify/utils';
import { formatProductCode } from '@storefront/domain';
import { CATEGORIES, MAIN_CATEGORIES } from './catalogue-data';
import type { DemoProduct } from './demo-catalogue/demo-products';
import { fitText, PICTURE_FONT, textLines, textWidth, xml } from './picture-text';
import { hashString } from './prng';

/**
 * The demo products' pictures: each product drawn as the package it ships in (a case, a bag, a jug, a can ...,
 * chosen from its pack and name) with a printed label that carries its own brand, name and pack size and a mark
 * that shows what it is (an emoji or a drawn icon), or none where no icon is right. No two products share a
 * picture, and none shows something it is not. The second (detail) picture is the label close up.
 */

type IconSet = Parameters<typeof getIconData>[0];

/** Noto Emoji (Apache-2.0): 3,800 icons in one JSON file, loaded only when pictures are drawn. */
export async function notoEmoji(): Promise<IconSet> {
  return (await import('@iconify-json/noto')).icons;
}

/** Picture side in px. */
const PICTURE_PX = 400;

type PictureProduct = Pick<
  DemoProduct,
  'code' | 'description' | 'brand' | 'main' | 'category' | 'packText' | 'pack' | 'mark'
>;

export type PackageKind =
  | 'case'
  | 'box'
  | 'bag'
  | 'vacuum'
  | 'sack'
  | 'bottle'
  | 'jug'
  | 'can'
  | 'tub'
  | 'pail'
  | 'tray'
  | 'jar'
  | 'crate'
  | 'carton';

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Where the mark goes: an emoji is rasterised once and laid over the rendered picture there; a drawn mark is in the SVG. */
interface MarkPlace {
  name: string;
  x: number;
  y: number;
  size: number;
}

export interface ProductPicture {
  svg: string;
  /** An emoji mark to lay over the picture (null for a drawn mark or none). */
  emoji: MarkPlace | null;
  kind: PackageKind;
  /** The label's lines as printed: brand, the name's lines, the pack size. */
  label: { brand: string; name: string[]; nameSize: number; pack: string };
}

// ---------------------------------------------------------------- the package a product ships in

const has = (p: PictureProduct, pattern: RegExp) => pattern.test(p.description);

/** The package of a product, from its pack (unit, size, count) and the words of its name. */
export function packageKind(p: PictureProduct): PackageKind {
  const { unit, size, count } = p.pack;
  const c = p.category;
  if (unit === 'HEAD' || unit === 'BUNCH') return 'crate';
  if (
    has(p, /clamshell|sliced|portion cups|\bcups\b(?!.*lid)/i) &&
    (p.main === 'MEAT' || p.main === 'DAIRY' || c === 'HERBS')
  )
    return has(p, /yogurt/i) ? 'tub' : 'tray';
  if (has(p, /\bchub\b|shredded|grated|crumbled|\bmix\b(?!ed)|hard cooked|peeled garlic/i) && unit === 'LB')
    return 'bag';
  if (has(p, /\bmix\b/i) && unit === 'OZ') return 'bag';
  if (unit === 'OZ' && size <= 4 && p.main === 'BEV' && !has(p, /bags/i)) return 'carton';
  if (has(p, /aerosol|spray\b/i)) return 'can';
  if (unit === '#10 CAN' || (has(p, /\bcan\b/i) && p.main === 'BEV') || (c === 'CANNED' && unit === 'OZ' && size <= 20))
    return 'can';
  if (has(p, /\btub\b|whipped|cottage|sour cream|yogurt/i)) return 'tub';
  // Whole muscle cuts and loins sold by catch weight come vacuum packed.
  if (p.pack.average && (p.main === 'MEAT' || p.main === 'SEAFOOD')) return 'vacuum';
  if (has(p, /bucket|solid block/i) || (unit === 'GAL' && size >= 5)) return 'pail';
  if (
    has(p, /carton|broth|single serve/i) ||
    unit === 'QT' ||
    (unit === 'GAL' && size === 0.5) ||
    (p.main === 'DAIRY' && unit === 'OZ' && size >= 32)
  )
    return 'carton';
  if (has(p, /liquid (whole )?eggs?|egg whites|egg substitute/i)) return 'carton';
  if (unit === 'GAL' || (unit === 'OZ' && size >= 100) || (c === 'OIL' && unit === 'LB' && size >= 30)) return 'jug';
  if (
    has(p, /bottle|liter/i) ||
    unit === 'LTR' ||
    unit === 'ML' ||
    (p.main === 'BEV' &&
      unit === 'OZ' &&
      (size >= 10 || has(p, /water/i)) &&
      !has(p, /bag|packs|ground|bean|envelopes/i))
  )
    return 'bottle';
  if (unit === 'OZ' && (c === 'OIL' || c === 'CHEM')) return 'bottle';
  if (c === 'SPICE' && unit === 'OZ') return 'jar';
  if (has(p, /kosher salt|table|soda\b|powder\b(?!.*garlic)/i) && p.main === 'DRY') return 'box';
  if (has(p, /packs|packets/i)) return 'case';
  if (
    has(p, /tea bags|brew bags|envelopes|loaf|solids|lasagna/i) ||
    unit === 'CUT' ||
    unit === 'IN' ||
    (unit === 'CT' && count <= 12 && size > 1)
  )
    return 'box';
  if (p.main === 'PRODUCE') {
    if (unit === 'LB' && size >= 40 && c === 'POTATO') return 'sack';
    if (c === 'HERBS' || c === 'POTATO') return size <= 5 && count > 1 ? 'bag' : c === 'POTATO' ? 'bag' : 'case';
    return 'crate';
  }
  if (unit === 'LB' && c === 'SHELL' && count === 1 && !has(p, /lobster/i)) return 'sack';
  if (unit === 'LB' && size >= 25 && count === 1 && p.main === 'DRY') return 'sack';
  if (unit === 'LB' && p.main === 'FROZEN' && !has(p, /dough|cheesecake|cake|pie/i)) return 'bag';
  if (unit === 'LB' && p.main === 'SEAFOOD' && has(p, /iqf|breaded|battered|popcorn|coconut/i) && count > 1)
    return 'bag';
  if (unit === 'LB' && (c === 'PASTA' || c === 'FLOUR' || c === 'COFFEE' || c === 'EGGS') && count > 1)
    return has(p, /fettuccine|lasagna|penne|spaghetti/i) ? 'box' : 'bag';
  if (unit === 'OZ' && p.main === 'BEV') return 'bag';
  if (unit === 'LB' && p.main === 'CLEAN') return 'pail';
  if (unit === 'OZ' && p.main === 'DRY') return 'bottle';
  return 'case';
}

/** '2/14 LB AVG' as a label prints it: '2 × 14 lb avg'; '1000 CT' as '1,000 count'. */
export function packSizeText(p: Pick<DemoProduct, 'pack' | 'packText'>): string {
  const { count, unit } = p.pack;
  const counted: Record<string, [string, string]> = {
    CT: ['count', 'count'],
    DZ: ['dozen', 'dozen'],
    ROLL: ['roll', 'rolls'],
    HEAD: ['head', 'heads'],
    BUNCH: ['bunch', 'bunches'],
    BOX: ['box', 'boxes'],
  };
  const words = counted[unit];
  if (words && /^\d+ [A-Z]+$/.test(p.packText))
    return `${count.toLocaleString('en-US')} ${count === 1 ? words[0] : words[1]}`;
  const split = /^(\d+)\/(#?[\d.]+) ([A-Z]+)( AVG)?$/.exec(p.packText);
  if (!split) return p.packText;
  const [, n = '', size = '', u = '', avg] = split;
  const units: Record<string, string> = { LTR: 'L', ML: 'ml', CUT: 'slices', IN: 'in', CT: 'count' };
  const each = `${size} ${units[u] ?? u.toLowerCase()}${avg ? ' avg' : ''}`;
  return n === '1' ? each : `${Number(n).toLocaleString('en-US')} × ${each}`;
}

// ---------------------------------------------------------------- colours

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(((h % 360) + 360) % 360)}, ${s}%, ${l}%)`;

/** Colours a name calls for, first match wins: a bag of peas is green, a can of tomatoes red. */
const COLOUR_WORDS: readonly [RegExp, number, number, number][] = [
  [/chocolate milk|cold brew/i, 24, 50, 30],
  [/whole milk/i, 2, 70, 46],
  [/2%|reduced fat/i, 212, 66, 44],
  [/skim/i, 190, 60, 42],
  [/heavy cream|whipping/i, 226, 50, 34],
  [/half & half/i, 28, 75, 48],
  [/buttermilk/i, 140, 45, 36],
  [/oat milk/i, 36, 50, 52],
  [
    /chocolate|cocoa|espresso|dark roast|coffee|\bcola\b|root beer|balsamic|soy sauce|bbq|brown sugar|sesame|cumin|cajun/i,
    22,
    45,
    28,
  ],
  [
    /strawberr|cranberr|cherr|tomato|ketchup|marinara|hot sauce|paprika|chili|red wine|pepperoni|salami|capicola|bologna|\bham\b|hot links|chorizo|degreaser/i,
    4,
    68,
    44,
  ],
  [/orange|cheddar|carrot|sweet potato|peach|pumpkin|buffalo|salmon|shrimp|lobster|crab|oven cleaner/i, 26, 78, 50],
  [
    /lemon|banana|\bcorn\b|cornmeal|mustard|butter|american|egg|pineapple|\bgold\b|yellow|fries|hash brown|tater|wedges|potato|mozzarella|provolone|swiss|parmesan|jack|yeast|pasta|penne|spaghetti|fettuccine|macaroni|rotini|lasagna|canola|\boil\b/i,
    44,
    80,
    54,
  ],
  [
    /lime|green|peas|broccoli|spinach|kale|edamame|basil|oregano|parsley|cilantro|olive|avocado|zucchini|cucumber|celery|romaine|arugula|spring mix|salad|herb|sanitizer|vegetable|cauliflower|scrub/i,
    118,
    48,
    36,
  ],
  [
    /berry|blueberr|water|\bice\b|\bcod\b|haddock|pollock|halibut|tilapia|fish|scallop|calamari|mussel|clam|oyster|glass|rinse|detergent|\bbleach\b|club soda|tonic|ginger ale|nitrile/i,
    208,
    62,
    42,
  ],
  [/grape|plum|purple|red onion|beet/i, 290, 42, 34],
];

/** The product's own colour: a word of its name, else its main category's hue turned a little per product. */
function productHue(p: PictureProduct): { h: number; s: number; l: number } {
  for (const [pattern, h, s, l] of COLOUR_WORDS)
    if (pattern.test(p.description)) return { h: h + ((hashString(p.code) % 11) - 5), s, l };
  const main = MAIN_CATEGORIES.find((m) => m.code === p.main)?.hue ?? 200;
  const hash = hashString(p.code);
  const h = main + ((hash % 41) - 20);
  // Yellows go olive when dark.
  return { h, s: 50 + (hash % 17), l: (h > 35 && h < 75 ? 50 : 38) + ((hash >> 5) % 12) };
}

interface Palette {
  /** The label's band: the main category's hue, a shade per product, dark enough for white words. */
  band: string;
  /** The backdrop: the main category's hue, very light. */
  backdrop: string;
  /** The package body where it is printed in the product's colour. */
  body: string;
  bodyDark: string;
  bodyLight: string;
}

function paletteOf(p: PictureProduct): Palette {
  const hash = hashString(p.code);
  const main = MAIN_CATEGORIES.find((m) => m.code === p.main)?.hue ?? 200;
  const bandHue = main + ((hash % 29) - 14);
  const own = productHue(p);
  return {
    band: hsl(bandHue, 58 + (hash % 13), 27 + ((hash >> 3) % 8)),
    backdrop: hsl(main + ((hash >> 7) % 21) - 10, 38, 93 - ((hash >> 4) % 3)),
    body: hsl(own.h, own.s, own.l),
    bodyDark: hsl(own.h, own.s, Math.max(own.l - 12, 12)),
    bodyLight: hsl(own.h, own.s, Math.min(own.l + 14, 92)),
  };
}

// ---------------------------------------------------------------- packages

interface Drawn {
  /** Drawn before the label. */
  back: string;
  label: Box;
  /** Drawn over the label (a clear lid's shine, a strap). */
  front?: string;
}

const KRAFT = { front: '#c89d64', top: '#ddb987', side: '#a67d47' };
const WAXED = { front: '#f3f1ea', top: '#fdfcf8', side: '#d8d3c6' };

function caseBox(p: PictureProduct): Drawn {
  const waxed = p.main === 'MEAT' || p.main === 'SEAFOOD' || p.main === 'FROZEN' || p.category === 'HERBS';
  const c = waxed ? WAXED : KRAFT;
  const strap = waxed ? '#2f6fab' : '#b08a55';
  const back = `<path d="M28 128 L336 128 L374 94 L66 94 Z" fill="${c.top}"/>
<path d="M336 128 L374 94 L374 334 L336 368 Z" fill="${c.side}"/>
<rect x="28" y="128" width="308" height="240" fill="${c.front}"/>
<path d="M162 128 L202 128 L240 94 L200 94 Z" fill="${waxed ? '#e4dfd2' : '#b98d55'}"/>
<path d="M182 128 L220 94" stroke="#000" stroke-opacity="0.18" stroke-width="1.5"/>
<path d="M28 128 L336 128 L374 94" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="2"/>
${waxed && p.main === 'FROZEN' ? `<rect x="28" y="350" width="308" height="18" fill="${strap}"/><path d="M336 350 L374 316 L374 334 L336 368 Z" fill="${strap}" opacity="0.8"/>` : ''}`;
  return { back, label: { x: 44, y: 144, w: 276, h: 200 } };
}

function retailBox(p: PictureProduct, pal: Palette): Drawn {
  const back = `<path d="M72 84 L300 84 L336 54 L108 54 Z" fill="${pal.bodyLight}"/>
<path d="M300 84 L336 54 L336 340 L300 370 Z" fill="${pal.bodyDark}"/>
<rect x="72" y="84" width="228" height="286" fill="${pal.body}"/>
<rect x="72" y="84" width="228" height="12" fill="#fff" opacity="0.25"/>`;
  void p;
  return { back, label: { x: 84, y: 112, w: 204, h: 232 } };
}

/** A crimped seal of a bag: a band from y1 to y2 with its outer edge (top or bottom) toothed. */
function seal(x1: number, x2: number, y1: number, y2: number, toothed: 'top' | 'bottom', fill: string): string {
  let teeth = '';
  if (toothed === 'top')
    for (let x = x1; x < x2; x += 12) teeth += ` L${x + 6} ${y1 - 6} L${Math.min(x + 12, x2)} ${y1}`;
  else for (let x = x2; x > x1; x -= 12) teeth += ` L${x - 6} ${y2 + 6} L${Math.max(x - 12, x1)} ${y2}`;
  const d =
    toothed === 'top'
      ? `M${x1} ${y2} L${x1} ${y1}${teeth} L${x2} ${y2} Z`
      : `M${x1} ${y1} L${x2} ${y1} L${x2} ${y2}${teeth} Z`;
  return `<path d="${d}" fill="${fill}"/>`;
}

function bag(pal: Palette): Drawn {
  const back = `${seal(74, 326, 40, 66, 'top', pal.bodyDark)}
<path d="M78 62 L322 62 C342 140 342 282 322 352 L78 352 C58 282 58 140 78 62 Z" fill="${pal.body}"/>
<path d="M96 80 C82 150 82 270 96 336" stroke="#fff" stroke-opacity="0.25" stroke-width="10" fill="none" stroke-linecap="round"/>
${seal(74, 326, 348, 372, 'bottom', pal.bodyDark)}`;
  return { back, label: { x: 92, y: 106, w: 216, h: 214 } };
}

/** Raw and cooked meat and fish, by the words of the name: [lean, fat]. */
const MEAT_LOOKS: readonly [RegExp, string, string][] = [
  [/roast beef|pastrami|corned beef/i, '#8e3b30', '#d8b49a'],
  [/ham\b|capicola|picnic/i, '#cf6f66', '#f3d6c4'],
  [/bologna/i, '#e2a193', '#f2d9cc'],
  [/duck/i, '#8f3236', '#f1dcc4'],
  [/turkey|chicken/i, '#efc7a6', '#f8e6d2'],
  [/tuna/i, '#b5344a', '#e98d94'],
  [/swordfish|halibut|cod/i, '#f1ddd2', '#fbf1ea'],
  [/salmon/i, '#f0875a', '#fbd2b8'],
  [/pork/i, '#e49c90', '#f7e4da'],
  [/beef/i, '#a8313a', '#f1e2d0'],
];

/** A catch-weight piece in its vacuum bag: the meat's own colour and fat through the film, the sealed end, a label sticker. */
function vacuumPack(p: PictureProduct): Drawn {
  const [, lean, fat] = MEAT_LOOKS.find(([pattern]) => pattern.test(p.description)) ?? [null, '#b8474a', '#f1e2d0'];
  const hash = hashString(p.code);
  let marbling = '';
  for (let i = 0; i < 6; i++) {
    const x = 70 + i * 38 + ((hash >> i) % 20);
    const y = 200 + ((hash >> (i + 2)) % 110);
    marbling += `<path d="M${x} ${y} q14 -10 28 0 t28 0" stroke="${fat}" stroke-width="4" stroke-opacity="0.7" fill="none" stroke-linecap="round"/>`;
  }
  const back = `<rect x="20" y="112" width="340" height="246" rx="74" fill="#ffffff" fill-opacity="0.55" stroke="#ffffff" stroke-width="3"/>
<path d="M340 140 L384 132 L384 338 L340 330 Z" fill="#ffffff" fill-opacity="0.7" stroke="#d5d8dc" stroke-width="2"/>
<path d="M352 140 L352 332 M364 138 L364 334 M376 136 L376 336" stroke="#c4c8cd" stroke-width="2"/>
<rect x="36" y="126" width="310" height="220" rx="66" fill="${lean}"/>
<path d="M70 140 C140 124 250 124 318 142" stroke="${fat}" stroke-width="22" fill="none" stroke-linecap="round"/>
${marbling}
<rect x="36" y="126" width="310" height="220" rx="66" fill="#ffffff" fill-opacity="0.12"/>
<path d="M60 190 C62 160 80 146 110 140 M300 330 C326 320 338 300 340 276" stroke="#ffffff" stroke-opacity="0.8" stroke-width="6" fill="none" stroke-linecap="round"/>`;
  return { back, label: { x: 74, y: 160, w: 240, h: 172 } };
}

function sack(p: PictureProduct, pal: Palette): Drawn {
  const mesh = p.main === 'PRODUCE' || p.category === 'SHELL';
  const fill = mesh ? pal.body : /flour|sugar|rice/i.test(p.description) ? '#f1ece1' : '#d8c198';
  // Potatoes in burlap, onions in a mesh of their colour, shellfish in a blue mesh bag.
  const [meshLight, meshDark] = /potato/i.test(p.description)
    ? ['#c49a62', '#8a6236']
    : /onion/i.test(p.description)
      ? [produceColour(p) ?? pal.body, '#6b4a2a']
      : [pal.body, pal.bodyDark];
  const pattern = mesh
    ? `<pattern id="mesh" width="14" height="14" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="14" height="14" fill="${meshLight}"/><rect width="3" height="14" fill="${meshDark}"/><rect width="14" height="3" fill="${meshDark}"/></pattern>`
    : '';
  const back = `${pattern ? `<defs>${pattern}</defs>` : ''}<path d="M62 78 L338 78 L354 368 L46 368 Z" fill="${mesh ? 'url(#mesh)' : fill}"/>
<path d="M56 48 L344 48 L338 82 L62 82 Z" fill="${mesh ? meshDark : '#c4ab7f'}"/>
<path d="M62 66 L338 66" stroke="#5a4630" stroke-width="2.5" stroke-dasharray="7 5"/>
<path d="M80 90 L70 360 M320 90 L330 360" stroke="#000" stroke-opacity="0.08" stroke-width="6"/>`;
  return { back, label: { x: 84, y: 122, w: 232, h: 212 } };
}

function bottle(p: PictureProduct, pal: Palette): Drawn {
  const clear = /water|club soda|tonic|lemon lime|sparkling/i.test(p.description);
  const glass = clear ? hsl(195, 55, 82) : pal.body;
  const cap = clear ? '#2f6fab' : pal.bodyDark;
  const back = `<rect x="166" y="26" width="68" height="34" rx="6" fill="${cap}"/>
<path d="M172 60 L228 60 L230 98 C230 122 300 130 302 170 L302 352 C302 366 292 374 278 374 L122 374 C108 374 98 366 98 352 L98 170 C100 130 170 122 170 98 Z" fill="${glass}" fill-opacity="${clear ? 0.9 : 1}"/>
<path d="M116 178 L116 350" stroke="#fff" stroke-opacity="0.35" stroke-width="10" stroke-linecap="round"/>`;
  return { back, label: { x: 98, y: 168, w: 204, h: 190 } };
}

function jug(p: PictureProduct, pal: Palette): Drawn {
  const milky = p.main === 'DAIRY' || /water|vinegar|mayonnaise|ranch|white/i.test(p.description);
  const fill = milky ? '#f6f5f0' : pal.body;
  const hash = hashString(p.code);
  const cap = milky ? hsl([4, 210, 120, 45][hash % 4] ?? 4, 70, 45) : pal.bodyDark;
  const back = `<path d="M232 112 L236 66 C238 54 246 50 258 50 L300 50 C312 50 320 56 320 68 L322 112 Z" fill="${fill}" stroke="#000" stroke-opacity="0.12" stroke-width="2"/>
<path d="M256 110 L258 76 C258 72 262 70 266 70 L294 70 C298 70 300 72 300 76 L302 110 Z" fill="${pal.backdrop}"/>
<rect x="112" y="56" width="54" height="30" rx="5" fill="${cap}"/>
<path d="M118 86 L160 86 L166 108 L112 108 Z" fill="${fill}"/>
<path d="M104 104 L324 104 C338 104 346 114 346 130 L346 352 C346 366 336 374 322 374 L78 374 C64 374 56 366 56 352 L56 136 C56 116 74 104 104 104 Z" fill="${fill}" stroke="#000" stroke-opacity="0.12" stroke-width="2"/>
<path d="M72 140 L72 350" stroke="#fff" stroke-opacity="0.5" stroke-width="9" stroke-linecap="round"/>`;
  return { back, label: { x: 86, y: 146, w: 232, h: 208 } };
}

function can(p: PictureProduct, pal: Palette): Drawn {
  const wide = p.pack.unit === '#10 CAN' || p.category === 'CANNED';
  const aerosol = /aerosol|spray\b/i.test(p.description);
  if (wide) {
    const back = `<rect x="78" y="78" width="244" height="290" fill="#c3c7cc"/>
<ellipse cx="200" cy="368" rx="122" ry="14" fill="#a9adb3"/>
<ellipse cx="200" cy="78" rx="122" ry="16" fill="#dde0e4" stroke="#a9adb3" stroke-width="3"/>
<ellipse cx="200" cy="78" rx="104" ry="11" fill="none" stroke="#b7bbc1" stroke-width="2"/>
<rect x="78" y="100" width="244" height="252" fill="${pal.body}"/>
<path d="M78 100 L322 100 M78 352 L322 352" stroke="#8f949a" stroke-width="3"/>`;
    return { back, label: { x: 92, y: 112, w: 216, h: 228 } };
  }
  const top = aerosol
    ? `<path d="M112 96 C112 52 288 52 288 96 Z" fill="#c3c7cc"/><rect x="176" y="26" width="48" height="40" rx="8" fill="${pal.bodyDark}"/>`
    : `<path d="M116 74 L284 74 L300 98 L100 98 Z" fill="#c3c7cc"/><ellipse cx="200" cy="74" rx="84" ry="10" fill="#dde0e4" stroke="#a9adb3" stroke-width="3"/>`;
  const back = `${top}
<rect x="100" y="96" width="200" height="262" rx="6" fill="${pal.body}"/>
<path d="M100 356 L300 356 L288 374 L112 374 Z" fill="#a9adb3"/>
<path d="M114 110 L114 344" stroke="#fff" stroke-opacity="0.35" stroke-width="9" stroke-linecap="round"/>`;
  return { back, label: { x: 100, y: 132, w: 200, h: 208 } };
}

function tub(p: PictureProduct, pal: Palette, handle: boolean): Drawn {
  const white = p.main === 'DAIRY' || p.main === 'CLEAN';
  const fill = white ? '#f6f5f0' : pal.body;
  const lid = white ? pal.body : pal.bodyDark;
  const bail = handle
    ? `<path d="M64 170 C64 40 336 40 336 170" fill="none" stroke="#6d7278" stroke-width="7"/><rect x="170" y="62" width="60" height="14" rx="7" fill="#333"/>`
    : '';
  const back = `${bail}<path d="M60 136 L340 136 L314 366 L86 366 Z" fill="${fill}" stroke="#000" stroke-opacity="0.12" stroke-width="2"/>
<ellipse cx="200" cy="366" rx="114" ry="10" fill="${white ? '#dcdad2' : pal.bodyDark}"/>
<path d="M50 114 L350 114 L346 144 L54 144 Z" fill="${lid}"/>
<ellipse cx="200" cy="114" rx="150" ry="18" fill="${lid}" stroke="#000" stroke-opacity="0.15" stroke-width="2"/>
${handle ? '<path d="M70 190 L330 190 M72 212 L328 212" stroke="#000" stroke-opacity="0.1" stroke-width="3"/>' : ''}`;
  return { back, label: handle ? { x: 90, y: 178, w: 220, h: 172 } : { x: 90, y: 164, w: 220, h: 184 } };
}

function tray(p: PictureProduct, pal: Palette): Drawn {
  const hash = hashString(p.code);
  let inside = '';
  for (let i = 0; i < 9; i++) {
    const x = 70 + (i % 5) * 66 + ((hash >> i) % 9);
    const y = 150 + Math.floor(i / 5) * 90 + ((hash >> (i + 3)) % 13);
    inside +=
      p.category === 'HERBS'
        ? `<ellipse cx="${x}" cy="${y}" rx="34" ry="20" transform="rotate(${(hash >> i) % 60} ${x} ${y})" fill="${i % 2 ? pal.body : pal.bodyDark}"/>`
        : `<circle cx="${x}" cy="${y + 10}" r="44" fill="${i % 2 ? pal.body : pal.bodyLight}" stroke="${pal.bodyDark}" stroke-width="2"/>`;
  }
  const back = `<path d="M14 334 L386 334 L370 366 L30 366 Z" fill="#2d3136"/>
<path d="M30 112 L370 112 L386 334 L14 334 Z" fill="#3a3f45"/>
<clipPath id="tray"><path d="M42 124 L358 124 L372 322 L28 322 Z"/></clipPath>
<g clip-path="url(#tray)">${inside}</g>
<path d="M42 124 L358 124 L372 322 L28 322 Z" fill="#fff" fill-opacity="0.16"/>`;
  const front = `<path d="M60 130 L120 130 L70 300 L40 300 Z" fill="#fff" fill-opacity="0.18"/>`;
  return { back, label: { x: 92, y: 150, w: 216, h: 160 }, front };
}

function jar(p: PictureProduct, pal: Palette): Drawn {
  const back = `<rect x="108" y="40" width="184" height="58" rx="8" fill="${pal.bodyDark}"/>
<path d="M120 52 L120 88 M140 52 L140 88 M160 52 L160 88 M180 52 L180 88 M200 52 L200 88 M220 52 L220 88 M240 52 L240 88 M260 52 L260 88 M280 52 L280 88" stroke="#000" stroke-opacity="0.15" stroke-width="3"/>
<rect x="92" y="96" width="216" height="278" rx="30" fill="${pal.body}"/>
<rect x="92" y="96" width="216" height="278" rx="30" fill="#fff" fill-opacity="0.12"/>
<path d="M108 120 L108 350" stroke="#fff" stroke-opacity="0.4" stroke-width="9" stroke-linecap="round"/>`;
  void p;
  return { back, label: { x: 92, y: 142, w: 216, h: 200 } };
}

function carton(p: PictureProduct, pal: Palette): Drawn {
  void p;
  const back = `<path d="M86 126 L290 126 L312 82 L108 82 Z" fill="${pal.bodyLight}"/>
<rect x="106" y="64" width="206" height="18" fill="#f2f0ea" stroke="#000" stroke-opacity="0.1"/>
<path d="M290 126 L312 82 L334 108 L334 350 L290 374 Z" fill="${pal.bodyDark}"/>
<rect x="86" y="126" width="204" height="248" fill="${pal.body}"/>
<circle cx="262" cy="104" r="10" fill="#fff" stroke="#000" stroke-opacity="0.2"/>`;
  return { back, label: { x: 96, y: 140, w: 184, h: 222 } };
}

const PRODUCE_LOOKS: readonly [RegExp, 'round' | 'long' | 'leafy' | 'small' | 'bunch', string][] = [
  [/tomato/i, 'round', '#d8382a'],
  [/bell pepper/i, 'round', '#3f8f2f'],
  [/broccoli/i, 'leafy', '#3d7a2a'],
  [/carrot/i, 'long', '#ec7a1c'],
  [/celery/i, 'long', '#9cc96b'],
  [/zucchini/i, 'long', '#2f6b2a'],
  [/cucumber/i, 'long', '#3e7d32'],
  [/mushroom/i, 'round', '#e3d9c6'],
  [/green beans/i, 'long', '#4f9a35'],
  [/asparagus/i, 'long', '#6b9a3c'],
  [/lemon/i, 'round', '#f4d23c'],
  [/lime/i, 'round', '#7cbf3a'],
  [/banana/i, 'long', '#f2d14b'],
  [/strawberr/i, 'small', '#d8323b'],
  [/blueberr/i, 'small', '#3b4d8f'],
  [/pineapple/i, 'round', '#d9a63a'],
  [/apple/i, 'round', '#9bd05a'],
  [/orange/i, 'round', '#f28c1e'],
  [/avocado/i, 'round', '#3d5a2a'],
  [/grape/i, 'small', '#8e2f4f'],
  [/iceberg/i, 'leafy', '#a8d46f'],
  [/parsley|cilantro|kale/i, 'bunch', '#3f8f2f'],
  [/lettuce|romaine/i, 'leafy', '#5f9e3a'],
  [/red potato/i, 'round', '#a8433a'],
  [/yukon/i, 'round', '#d9b25c'],
  [/sweet potato/i, 'long', '#b35a2a'],
  [/potato/i, 'round', '#a8794a'],
  [/red onion/i, 'round', '#7a2f5a'],
  [/white onion|garlic/i, 'round', '#efe8da'],
  [/shallot/i, 'round', '#b9745a'],
  [/onion/i, 'round', '#c98a2c'],
];

const produceColour = (p: PictureProduct) => PRODUCE_LOOKS.find(([pattern]) => pattern.test(p.description))?.[2];

/** The produce itself heaped in the open crate, in its own colour and shape. */
function produceHeap(p: PictureProduct, pal: Palette, top: number): string {
  const look = PRODUCE_LOOKS.find(([pattern]) => pattern.test(p.description));
  const [, shape, colour] = look ?? [null, 'round', pal.body];
  const hash = hashString(p.code);
  let out = '';
  const jitter = (i: number, n: number) => ((hash >> (i % 24)) + i * 7) % n;
  if (shape === 'round') {
    for (let i = 0; i < 11; i++) {
      const row = i < 5 ? 0 : i < 9 ? 1 : 2;
      const x = 60 + (row === 0 ? i * 70 : row === 1 ? 35 + (i - 5) * 75 : 130 + (i - 9) * 90) + jitter(i, 9);
      const y = top - row * 34 + jitter(i + 3, 7);
      out += `<circle cx="${x}" cy="${y}" r="36" fill="${colour}" stroke="#000" stroke-opacity="0.18" stroke-width="2"/><circle cx="${x - 11}" cy="${y - 12}" r="9" fill="#fff" fill-opacity="0.28"/>`;
    }
  } else if (shape === 'small') {
    for (let i = 0; i < 30; i++) {
      const x = 52 + (i % 10) * 33 + jitter(i, 8);
      const y = top - Math.floor(i / 10) * 26 + jitter(i + 5, 8);
      out += `<circle cx="${x}" cy="${y}" r="17" fill="${colour}" stroke="#000" stroke-opacity="0.2" stroke-width="1.5"/>`;
    }
  } else if (shape === 'long') {
    for (let i = 0; i < 9; i++) {
      const x = 70 + (i % 5) * 62 + jitter(i, 11);
      const y = top - Math.floor(i / 5) * 40 - 10 + jitter(i + 2, 9);
      const angle = -30 + jitter(i + 4, 60);
      out += `<rect x="${x - 70}" y="${y - 14}" width="140" height="28" rx="14" fill="${colour}" stroke="#000" stroke-opacity="0.18" stroke-width="2" transform="rotate(${angle} ${x} ${y})"/>`;
    }
  } else {
    for (let i = 0; i < 8; i++) {
      const x = 68 + (i % 4) * 88 + jitter(i, 13);
      const y = top - Math.floor(i / 4) * 44 + jitter(i + 1, 9);
      const r = shape === 'bunch' ? 28 : 46;
      out += `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}" stroke="#000" stroke-opacity="0.15" stroke-width="2"/><path d="M${x} ${y + r - 6} L${x} ${y - r + 12} M${x} ${y} L${x + 18} ${y - 16} M${x} ${y + 12} L${x - 18} ${y - 4}" stroke="#fff" stroke-opacity="0.45" stroke-width="3" fill="none"/>`;
    }
  }
  return out;
}

function crate(p: PictureProduct, pal: Palette): Drawn {
  const wood = p.category === 'SHELL' ? '#9c7a4f' : '#c9955b';
  const heap =
    p.main === 'PRODUCE'
      ? produceHeap(p, pal, 200)
      : `<path d="M60 206 C100 140 300 140 340 206 Z" fill="${pal.body}"/>`;
  const back = `<path d="M30 196 L370 196 L382 176 L18 176 Z" fill="#8a6236"/>
${heap}
<rect x="30" y="200" width="340" height="166" fill="${wood}"/>
<path d="M30 252 L370 252 M30 310 L370 310" stroke="#8a6236" stroke-width="6"/>
<rect x="30" y="200" width="18" height="166" fill="#a97a44"/><rect x="352" y="200" width="18" height="166" fill="#a97a44"/>`;
  return { back, label: { x: 72, y: 212, w: 256, h: 144 } };
}

function drawPackage(kind: PackageKind, p: PictureProduct, pal: Palette): Drawn {
  switch (kind) {
    case 'case':
      return caseBox(p);
    case 'box':
      return retailBox(p, pal);
    case 'bag':
      return bag(pal);
    case 'vacuum':
      return vacuumPack(p);
    case 'sack':
      return sack(p, pal);
    case 'bottle':
      return bottle(p, pal);
    case 'jug':
      return jug(p, pal);
    case 'can':
      return can(p, pal);
    case 'tub':
      return tub(p, pal, false);
    case 'pail':
      return tub(p, pal, true);
    case 'tray':
      return tray(p, pal);
    case 'jar':
      return jar(p, pal);
    case 'crate':
      return crate(p, pal);
    case 'carton':
      return carton(p, pal);
  }
}

// ---------------------------------------------------------------- marks

/** Marks drawn here where no emoji is right (Noto's seashell is a conch, its wheat a sheaf of rice), in a 100 × 100 box. */
export const DRAWN_MARKS: Readonly<Record<string, string>> = {
  'scallop-shell': `<path d="M50 92 L14 44 C10 22 30 8 50 8 C70 8 90 22 86 44 Z" fill="#f2b880" stroke="#b86b3a" stroke-width="3.5" stroke-linejoin="round"/>
<path d="M50 90 L24 20 M50 90 L37 12 M50 90 L50 9 M50 90 L63 12 M50 90 L76 20 M50 90 L16 36 M50 90 L84 36" stroke="#b86b3a" stroke-width="3" fill="none"/>
<path d="M36 80 L28 94 L72 94 L64 80 Z" fill="#e79a62" stroke="#b86b3a" stroke-width="3" stroke-linejoin="round"/>`,
  'wheat-ear': `<path d="M50 96 L50 20" stroke="#a8772e" stroke-width="4" stroke-linecap="round"/>
${[0, 1, 2, 3, 4]
  .map((i) => {
    const y = 30 + i * 13;
    return `<ellipse cx="40" cy="${y}" rx="7" ry="13" transform="rotate(-32 40 ${y})" fill="#e3b64f" stroke="#a8772e" stroke-width="2"/><ellipse cx="60" cy="${y}" rx="7" ry="13" transform="rotate(32 60 ${y})" fill="#e3b64f" stroke="#a8772e" stroke-width="2"/>`;
  })
  .join('')}
<ellipse cx="50" cy="16" rx="6" ry="12" fill="#e3b64f" stroke="#a8772e" stroke-width="2"/>`,
};

/** A drawn mark at (x, y), `size` px wide. */
function drawnMark(name: string, x: number, y: number, size: number): string {
  const body = DRAWN_MARKS[name];
  return body ? `<g transform="translate(${x} ${y}) scale(${size / 100})">${body}</g>` : '';
}

/** One emoji alone on a transparent square of `px`. */
export function emojiSvg(set: IconSet, icon: string, px: number): string {
  const data = getIconData(set, icon);
  if (!data) throw new Error(`No Noto Emoji named '${icon}'`);
  const svg = iconToSVG(data);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="${svg.attributes.viewBox}">${svg.body}</svg>`;
}

// ---------------------------------------------------------------- the label

const INK = '#1f2328';

interface LabelLayout {
  svg: string;
  mark: { x: number; y: number; size: number } | null;
  name: string[];
  nameSize: number;
}

/**
 * The label in `box`: a band with the brand, the mark (on top, or beside the name on a wide label), the name as large
 * as fits (at least 18 px, legible on a 200 px card), and the pack size.
 */
function layoutLabel(p: PictureProduct, box: Box, pal: Palette, pack: string, big: boolean, footer = 0): LabelLayout {
  const pad = big ? 18 : 10;
  const bandH = big ? 44 : Math.round(Math.min(34, Math.max(24, box.h * 0.15)));
  const brand = p.brand.toUpperCase();
  const brandSize = Math.min(big ? 24 : 15, Math.floor((box.w - 2 * pad) / Math.max(1, textWidth(brand, 1, true))));
  const inner = {
    x: box.x + pad,
    y: box.y + bandH + pad * 0.8,
    w: box.w - 2 * pad,
    h: box.h - bandH - pad * 1.6 - footer,
  };
  const packSize = big ? 28 : box.w < 230 ? 17 : 19;
  const packLines = [pack];
  const packH = packSize * 1.25;
  const hasMark = p.mark !== null;
  type Option = { mark: LabelLayout['mark']; text: { x: number; w: number; y: number; h: number } };
  const options: Option[] = [];
  const sizes = big ? [96] : [72, 60, 48, 40];
  if (!hasMark) options.push({ mark: null, text: { x: inner.x, w: inner.w, y: inner.y, h: inner.h } });
  else
    for (const size of sizes) {
      // On top of the words, centred.
      options.push({
        mark: { x: Math.round(box.x + box.w / 2 - size / 2), y: Math.round(inner.y), size },
        text: { x: inner.x, w: inner.w, y: inner.y + size + 6, h: inner.h - size - 6 },
      });
      // Beside the words, on the left.
      options.push({
        mark: { x: Math.round(inner.x), y: Math.round(inner.y + (inner.h - packH - size) / 2), size },
        text: { x: inner.x + size + 8, w: inner.w - size - 8, y: inner.y, h: inner.h },
      });
    }
  // The name legible first (24 px is 12 px on a 200 px card), then the largest mark, then the larger name.
  const score = (fit: ReturnType<typeof fitText>, mark: Option['mark']) =>
    Math.min(fit.size, 24) * 10 + (mark?.size ?? 0) + fit.size * 0.5 - (fit.lines.length > 3 ? 30 : 0);
  let best: { option: Option; fit: ReturnType<typeof fitText> } | null = null;
  for (const option of options) {
    const fit = fitText(
      p.description,
      { width: option.text.w, height: option.text.h - packH },
      { max: big ? 44 : 40, min: 14, bold: true, maxLines: big ? 3 : 4 },
    );
    if (!best || score(fit, option.mark) > score(best.fit, best.option.mark)) best = { option, fit };
  }
  if (!best) throw new Error(`no label layout for ${p.code}`);
  const { option, fit } = best;
  const blockH = fit.lines.length * fit.lineHeight + packH;
  const top = option.text.y + Math.max(0, (option.text.h - blockH) / 2);
  const centre = option.text.x + option.text.w / 2;
  const firstBaseline = top + fit.size * 0.9;
  const name = textLines(fit.lines, {
    x: round1(centre),
    y: firstBaseline,
    size: fit.size,
    lineHeight: fit.lineHeight,
    bold: true,
    fill: INK,
    role: 'name',
  });
  const packText = textLines(packLines, {
    x: round1(centre),
    y: top + fit.lines.length * fit.lineHeight + packSize * 1.05,
    size: packSize,
    lineHeight: packH,
    bold: false,
    fill: '#3d434a',
    role: 'pack',
  });
  const badge = option.mark
    ? `<circle cx="${option.mark.x + option.mark.size / 2}" cy="${option.mark.y + option.mark.size / 2}" r="${option.mark.size / 2 + 4}" fill="${pal.band}" fill-opacity="0.1"/>`
    : '';
  const svg = `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" rx="${big ? 10 : 6}" fill="#fffefa" stroke="#000" stroke-opacity="0.15" stroke-width="1.5"/>
<path d="M${box.x} ${box.y + bandH} L${box.x} ${box.y + (big ? 10 : 6)} Q${box.x} ${box.y} ${box.x + (big ? 10 : 6)} ${box.y} L${box.x + box.w - (big ? 10 : 6)} ${box.y} Q${box.x + box.w} ${box.y} ${box.x + box.w} ${box.y + (big ? 10 : 6)} L${box.x + box.w} ${box.y + bandH} Z" fill="${pal.band}"/>
<text data-role="brand" x="${round1(box.x + box.w / 2)}" y="${round1(box.y + bandH / 2 + brandSize * 0.36)}" font-family="${PICTURE_FONT}" font-size="${brandSize}" font-weight="700" letter-spacing="1" fill="#ffffff" text-anchor="middle">${xml(brand)}</text>
${badge}${name}${packText}`;
  return { svg, mark: option.mark, name: fit.lines, nameSize: fit.size };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

// ---------------------------------------------------------------- the pictures

function storageOf(p: PictureProduct): string {
  const storage = CATEGORIES.find((c) => c.code === p.category)?.storage;
  return storage === 'Frozen'
    ? 'KEEP FROZEN AT 0 °F OR BELOW'
    : storage === 'Refrigerated'
      ? 'KEEP REFRIGERATED AT 33–38 °F'
      : 'STORE IN A COOL, DRY PLACE';
}

/** Bars from the item code: the look of a case label's barcode, not a scannable one. */
function barcode(code: string, x: number, y: number, w: number, h: number): string {
  const digits = `0${code}${hashString(code) % 100000}`.padEnd(12, '7');
  let bars = '';
  let at = x;
  const unit = w / (digits.length * 7 + 6);
  for (const digit of digits) {
    const d = Number(digit);
    const widths = [1 + (d % 3), 1 + ((d + 1) % 2), 1 + ((d + 2) % 3), 1 + (d % 2)];
    for (const [i, bw] of widths.entries()) {
      if (i % 2 === 0) bars += `<rect x="${round1(at)}" y="${y}" width="${round1(bw * unit)}" height="${h}"/>`;
      at += bw * unit;
    }
  }
  return `<g fill="${INK}">${bars}</g>`;
}

/** The product's picture (or, `detail`, the label close up) as SVG, with the emoji mark to lay over it. */
export function productPicture(p: PictureProduct, detail: boolean): ProductPicture {
  const pal = paletteOf(p);
  const kind = packageKind(p);
  const pack = packSizeText(p);
  const brand = p.brand.toUpperCase();
  let body: string;
  let layout: LabelLayout;
  if (!detail) {
    const drawn = drawPackage(kind, p, pal);
    layout = layoutLabel(p, drawn.label, pal, pack, false);
    body = `<rect width="400" height="400" fill="${pal.backdrop}"/>
<ellipse cx="200" cy="372" rx="178" ry="14" fill="#000" fill-opacity="0.14"/>
${drawn.back}${layout.svg}${drawn.front ?? ''}`;
  } else {
    // The label close up, on the package's own surface.
    const surface =
      kind === 'case'
        ? p.main === 'MEAT' || p.main === 'SEAFOOD' || p.main === 'FROZEN'
          ? WAXED.front
          : KRAFT.front
        : pal.body;
    layout = layoutLabel(p, { x: 26, y: 30, w: 348, h: 346 }, pal, pack, true, 66);
    body = `<rect width="400" height="400" fill="${surface}"/>
<rect x="32" y="38" width="348" height="346" rx="10" fill="#000" fill-opacity="0.12"/>
${layout.svg}
<path d="M44 316 L356 316" stroke="#000" stroke-opacity="0.15" stroke-width="1.5"/>
<text data-role="item" x="44" y="340" font-family="${PICTURE_FONT}" font-size="15" font-weight="700" fill="${INK}">ITEM ${xml(formatProductCode(p.code))}</text>
<text x="44" y="360" font-family="${PICTURE_FONT}" font-size="11" fill="#3d434a">${xml(storageOf(p))}</text>
${barcode(p.code, 258, 326, 98, 38)}`;
  }
  const mark = layout.mark;
  const drawnMark_ = mark && p.mark && DRAWN_MARKS[p.mark] ? drawnMark(p.mark, mark.x, mark.y, mark.size) : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_PX}" height="${PICTURE_PX}" viewBox="0 0 400 400">
${body}${drawnMark_}</svg>`;
  const emoji = mark && p.mark && !DRAWN_MARKS[p.mark] ? { name: p.mark, ...mark } : null;
  return { svg, emoji, kind, label: { brand, name: layout.name, nameSize: layout.nameSize, pack } };
}
