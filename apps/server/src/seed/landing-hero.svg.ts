import { fitText, PICTURE_FONT, textLines, textWidth, xml } from './picture-text';

/**
 * The demo landing page's hero slides, drawn as flat illustrations of the distributor at work: the refrigerated truck
 * at a restaurant's back door, a warehouse aisle of cases on pallets, fresh produce in crates. 1200 × 600: a wide
 * card crops the sides (about 140 px each at 1280 px), a phone shows it whole at a quarter of its size, so the caption
 * is large, in a panel at the top centre, and each scene keeps its subject within the middle 900 px.
 */
const HERO_WIDTH = 1200;
const HERO_HEIGHT = 600;

const TEAL = '#0b7f86';
const TEAL_DARK = '#075a60';
const KRAFT = '#c89d64';

/**
 * The caption: a dark panel at the top centre, clear of the carousel's arrows and dots (at the sides and the bottom
 * on a wide screen, along the bottom on a phone), its title on one line where it fits.
 */
function caption(title: string, line: string): string {
  const t = fitText(title, { width: 700, height: 130 }, { max: 56, min: 36, bold: true, maxLines: 2 });
  // The line on one line when it fits at 22 px or more: a comma is no place to break a caption.
  const one = fitText(line, { width: 700, height: 40 }, { max: 28, min: 22, bold: false, maxLines: 1 });
  const l =
    one.lines.length === 1 && textWidth(line, one.size, false) <= 700
      ? one
      : fitText(line, { width: 700, height: 70 }, { max: 28, min: 20, bold: false, maxLines: 2 });
  const textW = Math.max(
    ...t.lines.map((x) => textWidth(x, t.size, true)),
    ...l.lines.map((x) => textWidth(x, l.size, false)),
  );
  const width = Math.min(760, textW + 64);
  const height = 24 + t.lines.length * t.lineHeight + 4 + l.lines.length * l.lineHeight + 16;
  const top = 24;
  return `<g data-role="caption"><rect x="${(600 - width / 2).toFixed(0)}" y="${top}" width="${width.toFixed(0)}" height="${height.toFixed(0)}" rx="16" fill="#072f33" fill-opacity="0.88"/>
${textLines(t.lines, { x: 600, y: top + 18 + t.size * 0.9, size: t.size, lineHeight: t.lineHeight, bold: true, fill: '#ffffff', role: 'title' })}
${textLines(l.lines, { x: 600, y: top + 18 + t.lines.length * t.lineHeight + 4 + l.size * 0.95, size: l.size, lineHeight: l.lineHeight, bold: false, fill: '#e6f4f4', role: 'line' })}</g>`;
}

/** The Harbor Foods mark as the logo draws it: a tile, a sail, a pink dot (teal on white, or white on teal). */
function logo(x: number, y: number, size: number, onTeal = false): string {
  const s = size / 28;
  return `<g transform="translate(${x} ${y}) scale(${s.toFixed(3)})"><rect width="28" height="28" rx="6" fill="${onTeal ? '#ffffff' : TEAL}"/><path d="M6 20 L14 6 L22 20 Z" fill="${onTeal ? TEAL : '#ffffff'}"/><circle cx="14" cy="21" r="2.5" fill="#f50057"/></g>`;
}

/** A kraft case with a printed label, front face w × h at (x, y), a sliver of top and side. */
function kraftCase(x: number, y: number, w: number, h: number, label: string): string {
  const d = Math.max(4, w * 0.12);
  return `<path d="M${x} ${y} L${x + d} ${y - d} L${x + w + d} ${y - d} L${x + w} ${y} Z" fill="#ddb987"/>
<path d="M${x + w} ${y} L${x + w + d} ${y - d} L${x + w + d} ${y + h - d} L${x + w} ${y + h} Z" fill="#a67d47"/>
<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${KRAFT}"/>
<rect x="${(x + w * 0.22).toFixed(1)}" y="${(y + h * 0.25).toFixed(1)}" width="${(w * 0.56).toFixed(1)}" height="${(h * 0.4).toFixed(1)}" fill="#fffdf6"/>
<rect x="${(x + w * 0.22).toFixed(1)}" y="${(y + h * 0.25).toFixed(1)}" width="${(w * 0.56).toFixed(1)}" height="${(h * 0.1).toFixed(1)}" fill="${label}"/>`;
}

type Look = 'round' | 'long' | 'leafy' | 'small';

/** A heap of produce on top of a crate whose rim spans x .. x + w at y. */
function heap(x: number, y: number, w: number, colour: string, look: Look, seed: number): string {
  let out = '';
  const r = Math.min(look === 'small' ? 11 : look === 'leafy' ? 30 : 21, w / 9);
  const across = Math.floor(w / (r * 1.55));
  for (let row = 0; row < 3; row++) {
    const count = across - row * 2;
    for (let i = 0; i < count; i++) {
      const jitter = ((seed * 7 + i * 13 + row * 31) % 9) - 4;
      const cx = x + r + row * r * 1.5 + i * ((w - 2 * r - row * r * 3) / Math.max(1, count - 1)) + jitter;
      const cy = y - r * 0.4 - row * r * 0.95 + (((seed + i * 5) % 5) - 2);
      if (look === 'long') {
        const angle = ((seed * 11 + i * 37 + row * 17) % 70) - 35;
        out += `<rect x="${(cx - r * 2.4).toFixed(1)}" y="${(cy - r * 0.55).toFixed(1)}" width="${(r * 4.8).toFixed(1)}" height="${(r * 1.1).toFixed(1)}" rx="${(r * 0.55).toFixed(1)}" fill="${colour}" stroke="#000" stroke-opacity="0.15" stroke-width="1.5" transform="rotate(${angle} ${cx.toFixed(1)} ${cy.toFixed(1)})"/>`;
      } else {
        out += `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r}" fill="${colour}" stroke="#000" stroke-opacity="0.15" stroke-width="1.5"/>`;
        if (look === 'leafy')
          out += `<path d="M${cx.toFixed(1)} ${(cy + r - 6).toFixed(1)} V${(cy - r + 8).toFixed(1)}" stroke="#ffffff" stroke-opacity="0.5" stroke-width="2.5"/>`;
        else if (look === 'round')
          out += `<circle cx="${(cx - r * 0.35).toFixed(1)}" cy="${(cy - r * 0.35).toFixed(1)}" r="${(r * 0.28).toFixed(1)}" fill="#ffffff" fill-opacity="0.3"/>`;
      }
    }
  }
  return out;
}

/** A wooden crate, front w × h at (x, y), with a paper tag naming what is in it ('' for none). */
function crate(x: number, y: number, w: number, h: number, tag: string, tagHigh = false): string {
  const slat = h / 3;
  const tagW = Math.min(w * 0.62, 20 + tag.length * 11);
  const slats = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#c9955b"/>
<path d="M${x} ${(y + slat).toFixed(1)} H${x + w} M${x} ${(y + 2 * slat).toFixed(1)} H${x + w}" stroke="#8a6236" stroke-width="5"/>
<rect x="${x}" y="${y}" width="14" height="${h}" fill="#a97a44"/><rect x="${x + w - 14}" y="${y}" width="14" height="${h}" fill="#a97a44"/>`;
  if (tag === '') return slats;
  return `${slats}
<rect x="${(x + (w - tagW) / 2).toFixed(1)}" y="${(y + slat * (tagHigh ? 0.12 : 0.55)).toFixed(1)}" width="${tagW.toFixed(1)}" height="${(slat * (tagHigh ? 0.76 : 1.1)).toFixed(1)}" rx="4" fill="#fffaf0" stroke="#000" stroke-opacity="0.15"/>
<text x="${x + w / 2}" y="${(y + slat * (tagHigh ? 0.62 : 1.3)).toFixed(1)}" font-family="${PICTURE_FONT}" font-size="17" font-weight="700" fill="#2b2b2b" text-anchor="middle">${xml(tag)}</text>`;
}

function deliveryScene(): string {
  const windows = [0, 1, 2]
    .map((i) => `<rect x="${36 + i * 150}" y="${250 + (i % 2) * 20}" width="56" height="40" fill="#d9e8ee"/>`)
    .join('');
  return `<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a9d8ea"/><stop offset="1" stop-color="#e9f5f8"/></linearGradient>
<pattern id="brick" width="60" height="30" patternUnits="userSpaceOnUse"><rect width="60" height="30" fill="#b9573f"/><path d="M0 1 H60 M0 16 H60 M1 1 V16 M31 16 V30" stroke="#93412e" stroke-width="2"/></pattern>
</defs>
<rect width="1200" height="600" fill="url(#sky)"/>
<g transform="translate(0 64)">
<circle cx="120" cy="60" r="46" fill="#fff4c2"/>
<path d="M0 440 V230 H70 V190 H150 V240 H230 V170 H300 V215 H380 V180 H450 V240 H520 V200 H600 V440 Z" fill="#c3d9e2"/>
${windows}
<rect x="700" y="110" width="520" height="340" fill="url(#brick)"/>
<rect x="690" y="96" width="530" height="22" fill="#6b2f22"/>
<rect x="1012" y="200" width="150" height="120" fill="#ffd98a" stroke="#3b2a22" stroke-width="8"/>
<path d="M1087 200 V320 M1012 260 H1162" stroke="#3b2a22" stroke-width="6"/>
<rect x="850" y="238" width="116" height="202" fill="#2f6b5a" stroke="#22483d" stroke-width="5"/>
<rect x="874" y="258" width="68" height="58" fill="#cde6ee" stroke="#22483d" stroke-width="4"/>
<circle cx="948" cy="350" r="6" fill="#e8c26a"/>
<path d="M828 204 H988 L1004 238 H812 Z" fill="${TEAL}"/>
<path d="M852 204 L846 238 M884 204 L880 238 M916 204 L916 238 M948 204 L952 238 M980 204 L986 238" stroke="#ffffff" stroke-width="10" stroke-opacity="0.85"/>
<rect x="864" y="160" width="88" height="28" rx="4" fill="#f5efe0" stroke="#3b2a22" stroke-width="2"/>
<text x="908" y="180" font-family="${PICTURE_FONT}" font-size="15" font-weight="700" fill="#3b2a22" text-anchor="middle">KITCHEN</text>
<path d="M1000 170 h26 v10 h-6 l-7 14 l-7 -14 h-6 z" fill="#3b2a22"/><circle cx="1013" cy="196" r="6" fill="#fff3b0"/>
<rect x="832" y="436" width="152" height="14" fill="#9aa0a6"/>
${heap(986, 384, 124, '#d8382a', 'round', 3)}${crate(986, 384, 124, 56, 'TOMATOES', true)}
<rect y="446" width="1200" height="160" fill="#7c848c"/>
<rect y="440" width="1200" height="14" fill="#b3b9bf"/>
<path d="M40 530 H180 M300 530 H440 M560 530 H700 M820 530 H960 M1080 530 H1200" stroke="#c9cdd1" stroke-width="6" stroke-opacity="0.6"/>
<ellipse cx="450" cy="452" rx="360" ry="16" fill="#000" fill-opacity="0.22"/>
<rect x="292" y="146" width="480" height="256" rx="8" fill="#f7f9fa" stroke="#cfd5da" stroke-width="3"/>
<rect x="292" y="334" width="480" height="26" fill="${TEAL}"/>
<rect x="292" y="360" width="480" height="6" fill="#f5a623"/>
<path d="M762 150 V398" stroke="#cfd5da" stroke-width="3"/>
${logo(330, 190, 84)}
<text x="432" y="250" font-family="${PICTURE_FONT}" font-size="${Math.floor(316 / textWidth('HARBOR FOODS', 1, true))}" font-weight="700" fill="${TEAL_DARK}">HARBOR FOODS</text>
<text x="434" y="288" font-family="${PICTURE_FONT}" font-size="21" fill="#4a5560">Fresh · Chilled · Frozen · Dry</text>
<rect x="262" y="160" width="32" height="104" rx="4" fill="#a7b0b8"/>
<path d="M268 176 H288 M268 192 H288 M268 208 H288 M268 224 H288 M268 240 H288" stroke="#7d868e" stroke-width="4"/>
<path d="M118 420 V300 Q118 268 150 262 L210 250 Q234 246 248 262 L292 262 V420 Z" fill="${TEAL}"/>
<path d="M134 302 L160 272 L214 264 V314 L134 318 Z" fill="#cfe9f2"/>
<rect x="224" y="274" width="56" height="46" rx="4" fill="#cfe9f2"/>
<path d="M220 266 V410" stroke="${TEAL_DARK}" stroke-width="3"/>
<rect x="258" y="334" width="20" height="6" rx="3" fill="${TEAL_DARK}"/>
<rect x="112" y="374" width="16" height="14" rx="3" fill="#fff3b0"/>
<rect x="106" y="402" width="196" height="22" rx="6" fill="#5b636b"/>
<rect x="118" y="398" width="654" height="20" fill="#3a3f45"/>
<circle cx="200" cy="428" r="40" fill="#23272b"/><circle cx="200" cy="428" r="16" fill="#9aa0a6"/>
<circle cx="600" cy="428" r="40" fill="#23272b"/><circle cx="600" cy="428" r="16" fill="#9aa0a6"/>
<circle cx="690" cy="428" r="40" fill="#23272b"/><circle cx="690" cy="428" r="16" fill="#9aa0a6"/>
<rect x="764" y="300" width="10" height="26" fill="#d9363e"/>
<path d="M796 446 V296 M796 446 H846" stroke="#50575e" stroke-width="7" stroke-linecap="round"/>
<circle cx="808" cy="446" r="8" fill="#23272b"/>
${kraftCase(800, 396, 52, 40, '#2f6fab')}${kraftCase(800, 352, 52, 40, '#3f8f3a')}${kraftCase(800, 308, 52, 40, '#d9363e')}
</g>`;
}

function warehouseScene(): string {
  // One-point perspective towards (600, 300): a near point p at depth t (0 near, 1 the far wall) lies at V + (p - V)(1 - 0.72 t).
  const at = (x: number, y: number, t: number) => {
    const k = 1 - 0.72 * t;
    return [600 + (x - 600) * k, 300 + (y - 300) * k] as const;
  };
  const pt = (x: number, y: number, t: number) =>
    at(x, y, t)
      .map((v) => v.toFixed(1))
      .join(' ');
  const levels = [600, 430, 260, 90];
  const depths = [0, 0.3, 0.55, 0.78, 1];
  const labels = ['#d9363e', '#2f6fab', '#3f8f3a', '#e0a020', '#7a3f9a', '#0b7f86'];
  let racks = '';
  for (const side of [-1, 1]) {
    const edge = 600 + side * 430;
    for (let b = 0; b < depths.length - 1; b++) {
      const t0 = depths[b] ?? 0;
      const t1 = depths[b + 1] ?? 1;
      for (let l = 0; l < levels.length - 1; l++) {
        const y0 = levels[l] ?? 600;
        const y1 = levels[l + 1] ?? 90;
        // Two pallets of cases per bay and level, their aisle faces quads between the beams.
        for (let c = 0; c < 2; c++) {
          const a = t0 + ((t1 - t0) * (c + 0.08)) / 2;
          const z = t0 + ((t1 - t0) * (c + 0.92)) / 2;
          const top = y1 + (y0 - y1) * 0.16;
          const pallet = y0 - (y0 - y1) * 0.1;
          const colour = labels[(b * 3 + l * 2 + c + (side > 0 ? 1 : 0)) % labels.length] ?? TEAL;
          racks += `<path d="M${pt(edge, pallet, a)} L${pt(edge, pallet, z)} L${pt(edge, top, z)} L${pt(edge, top, a)} Z" fill="${KRAFT}" stroke="#8a6236" stroke-width="1.5"/>`;
          racks += `<path d="M${pt(edge, (pallet + top) / 2, a)} L${pt(edge, (pallet + top) / 2, z)}" stroke="#a67d47" stroke-width="2"/>`;
          const lm = a + (z - a) * 0.3;
          const ln = a + (z - a) * 0.7;
          const ly = top + (pallet - top) * 0.22;
          const lb = top + (pallet - top) * 0.42;
          racks += `<path d="M${pt(edge, lb, lm)} L${pt(edge, lb, ln)} L${pt(edge, ly, ln)} L${pt(edge, ly, lm)} Z" fill="#fffdf6"/>`;
          racks += `<path d="M${pt(edge, ly + (lb - ly) * 0.35, lm)} L${pt(edge, ly + (lb - ly) * 0.35, ln)} L${pt(edge, ly, ln)} L${pt(edge, ly, lm)} Z" fill="${colour}"/>`;
          racks += `<path d="M${pt(edge, y0, a)} L${pt(edge, y0, z)} L${pt(edge, pallet, z)} L${pt(edge, pallet, a)} Z" fill="#b98d55" stroke="#7a5a34" stroke-width="1"/>`;
        }
      }
      for (let l = 1; l < levels.length; l++) {
        const y = levels[l] ?? 0;
        racks += `<path d="M${pt(edge, y, t0)} L${pt(edge, y, t1)}" stroke="#2f5fa0" stroke-width="${(10 * (1 - 0.72 * t0)).toFixed(1)}" stroke-linecap="square"/>`;
      }
    }
    for (const t of depths)
      racks += `<path d="M${pt(edge, 600, t)} L${pt(edge, 40, t)}" stroke="#e0701f" stroke-width="${(16 * (1 - 0.72 * t)).toFixed(1)}"/>`;
  }
  const lights = [0.15, 0.4, 0.62, 0.82]
    .map(
      (t) =>
        `<path d="M${pt(540, 20, t)} L${pt(660, 20, t)}" stroke="#fffbe6" stroke-width="${(14 * (1 - 0.72 * t)).toFixed(1)}" stroke-linecap="round"/>`,
    )
    .join('');
  // A forklift bringing a pallet down the aisle, small with depth.
  const [fx, fy] = at(640, 600, 0.9);
  const k = 1 - 0.72 * 0.9;
  const forklift = `<g transform="translate(${fx.toFixed(1)} ${fy.toFixed(1)}) scale(${(k * 1.5).toFixed(3)})">
<ellipse cx="0" cy="0" rx="110" ry="10" fill="#000" fill-opacity="0.2"/>
<rect x="-70" y="-120" width="96" height="84" rx="10" fill="#f2a71b"/>
<path d="M-54 -120 V-190 H10 V-120" fill="none" stroke="#3a3f45" stroke-width="7"/>
<rect x="-50" y="-110" width="40" height="34" fill="#cfe9f2"/>
<rect x="26" y="-200" width="10" height="190" fill="#3a3f45"/><rect x="44" y="-200" width="10" height="190" fill="#3a3f45"/>
<rect x="36" y="-26" width="86" height="8" fill="#50575e"/>
<rect x="40" y="-52" width="80" height="22" fill="#b98d55"/>
${kraftCase(42, -108, 36, 54, '#d9363e')}${kraftCase(80, -108, 36, 54, '#2f6fab')}
<circle cx="-46" cy="-22" r="22" fill="#23272b"/><circle cx="12" cy="-22" r="22" fill="#23272b"/>
<circle cx="-46" cy="-22" r="8" fill="#9aa0a6"/><circle cx="12" cy="-22" r="8" fill="#9aa0a6"/>
<circle cx="-22" cy="-150" r="14" fill="#e0b08a"/><path d="M-36 -156 Q-22 -176 -8 -156 Z" fill="${TEAL}"/>
</g>`;
  return `<rect width="1200" height="600" fill="#cfd6dc"/>
<path d="M0 0 H1200 L${pt(1200, 0, 1)} L${pt(0, 0, 1)} Z" fill="#aeb8c1"/>
<path d="M0 600 H1200 L${pt(1200, 600, 1)} L${pt(0, 600, 1)} Z" fill="#9aa4ad"/>
<path d="M${pt(0, 0, 1)} L${pt(1200, 0, 1)} L${pt(1200, 600, 1)} L${pt(0, 600, 1)} Z" fill="#e3e8ec"/>
<rect x="${at(470, 0, 1)[0].toFixed(1)}" y="${at(0, 210, 1)[1].toFixed(1)}" width="${(260 * 0.28).toFixed(1)}" height="${(390 * 0.28).toFixed(1)}" fill="#c2cad1" stroke="#8f99a3" stroke-width="2"/>
<path d="M${pt(460, 600, 0)} L${pt(460, 600, 1)} M${pt(740, 600, 0)} L${pt(740, 600, 1)}" stroke="#f2c230" stroke-width="8"/>
${lights}${racks}${forklift}`;
}

function produceScene(): string {
  const back: [string, string, Look][] = [
    ['LEMONS', '#f4d23c', 'round'],
    ['LIMES', '#7cbf3a', 'round'],
    ['ROMAINE', '#5f9e3a', 'leafy'],
    ['ORANGES', '#f28c1e', 'round'],
    ['RED ONIONS', '#7a2f5a', 'round'],
  ];
  const front: [string, string, Look][] = [
    ['APPLES', '#9bd05a', 'round'],
    ['CARROTS', '#ec7a1c', 'long'],
    ['TOMATOES', '#d8382a', 'round'],
    ['BELL PEPPERS', '#3f8f2f', 'round'],
    ['BLUEBERRIES', '#3b4d8f', 'small'],
  ];
  const backRow = back
    .map(
      ([tag, colour, look], i) =>
        `${heap(-20 + i * 250, 284, 230, colour, look, i + 1)}${crate(-20 + i * 250, 284, 230, 118, tag)}`,
    )
    .join('');
  const frontRow = front
    .map(
      ([tag, colour, look], i) =>
        `${heap(-165 + i * 310, 450, 290, colour, look, i + 7)}${crate(-165 + i * 310, 450, 290, 150, tag, true)}`,
    )
    .join('');
  // A market cooler: tiled wall, the Harbor Foods band along its top, two tiers of crates.
  return `<rect width="1200" height="600" fill="#eef2ea"/>
<pattern id="tile" width="80" height="40" patternUnits="userSpaceOnUse"><rect width="80" height="40" fill="#eef2ea"/><path d="M0 1 H80 M1 0 V40" stroke="#dde4da" stroke-width="2"/></pattern>
<rect width="1200" height="410" fill="url(#tile)"/>
<rect width="1200" height="14" fill="${TEAL}"/>
<rect y="402" width="1200" height="10" fill="#8a6236"/>
${backRow}
${frontRow}`;
}

interface HeroSlide {
  file: string;
  /** The caption drawn on the picture. */
  title: string;
  line: string;
  /** What the picture shows, for a screen reader (at most 40 characters, the landing editor's limit). */
  alt: string;
  href: string;
  scene: () => string;
}

export const HERO_SLIDES: readonly HeroSlide[] = [
  {
    file: 'demo-hero-delivery.webp',
    title: 'To your back door',
    line: 'Order by 2 pm, delivered on your route day',
    alt: 'Harbor Foods truck at a restaurant door',
    href: '/products',
    scene: deliveryScene,
  },
  {
    file: 'demo-hero-warehouse.webp',
    title: 'Stocked and ready',
    line: 'Dry, chilled and frozen cases on the shelf',
    alt: 'Warehouse aisle of cases on pallets',
    href: '/products#mc=DRY',
    scene: warehouseScene,
  },
  {
    file: 'demo-hero-produce.webp',
    title: 'Fresh every morning',
    line: 'Vegetables, fruit and herbs by the case',
    alt: 'Crates of fresh vegetables and fruit',
    href: '/products#mc=PRODUCE',
    scene: produceScene,
  },
];

/** A slide as SVG: its scene and its caption. */
export function heroSlideSvg(slide: HeroSlide): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${HERO_WIDTH}" height="${HERO_HEIGHT}" viewBox="0 0 ${HERO_WIDTH} ${HERO_HEIGHT}">
${slide.scene()}
${caption(slide.title, slide.line)}
</svg>`;
}
