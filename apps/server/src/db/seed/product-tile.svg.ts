import type { IconKind } from './catalogue-data';

/** Simple pictograms drawn in a 200x200 box, filled with the tile's ink colour. */
const ICONS: Record<IconKind, string> = {
  meat: '<path d="M40 110 C30 60 90 30 140 50 C185 68 185 130 140 150 C100 168 48 150 40 110 Z"/><circle cx="118" cy="98" r="16" fill="#fff" opacity="0.85"/>',
  fish: '<ellipse cx="95" cy="100" rx="62" ry="34"/><path d="M150 100 L190 68 L190 132 Z"/><circle cx="62" cy="92" r="6" fill="#fff"/>',
  dairy: '<path d="M62 70 L100 38 L138 70 Z"/><rect x="62" y="70" width="76" height="104" rx="6"/><rect x="76" y="104" width="48" height="34" rx="4" fill="#fff" opacity="0.8"/>',
  produce: '<circle cx="100" cy="115" r="56"/><path d="M100 60 C104 34 128 24 146 30 C140 50 122 62 100 60 Z"/>',
  dry: '<path d="M58 64 C78 52 122 52 142 64 L156 170 C120 182 80 182 44 170 Z"/><rect x="78" y="44" width="44" height="18" rx="6"/>',
  bottle: '<rect x="86" y="26" width="28" height="34" rx="4"/><path d="M70 80 C70 64 130 64 130 80 L134 176 C134 184 66 184 66 176 Z"/><rect x="74" y="110" width="52" height="34" fill="#fff" opacity="0.8"/>',
  frozen: '<g stroke-width="12" stroke-linecap="round"><path d="M100 28 V172 M38 64 L162 136 M38 136 L162 64"/><path d="M84 40 L100 56 L116 40 M84 160 L100 144 L116 160"/></g>',
  paper: '<path d="M56 62 L144 62 L132 176 L68 176 Z"/><rect x="48" y="44" width="104" height="18" rx="6"/>',
  spray: '<rect x="66" y="84" width="68" height="96" rx="10"/><path d="M74 84 L74 52 L128 52 L150 66 L128 70 L126 84 Z"/><rect x="80" y="112" width="40" height="40" fill="#fff" opacity="0.8"/>',
};

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Up to two lines of at most `width` characters, breaking between words. */
function twoLines(text: string, width: number): string[] {
  const lines: string[] = [''];
  for (const word of text.split(' ')) {
    const current = lines[lines.length - 1]!;
    if (current && current.length + word.length + 1 > width) {
      if (lines.length === 2) {
        lines[1] = `${current}…`.slice(0, width);
        break;
      }
      lines.push(word);
    } else {
      lines[lines.length - 1] = current ? `${current} ${word}` : word;
    }
  }
  return lines;
}

export interface TileOptions {
  icon: IconKind;
  hue: number;
  /** 0..1: lightness variation so neighbouring tiles differ. */
  shade: number;
  label: string;
  caption: string;
  /** Detail pictures tilt the pictogram and use a striped background. */
  detail: boolean;
  size: number;
}

/** A square product picture: a soft gradient in the category's colour, its pictogram, and the product's short name. */
export function productTileSvg(o: TileOptions): string {
  const light = 86 + Math.round(o.shade * 6);
  const ink = `hsl(${o.hue}, 45%, 32%)`;
  const lines = twoLines(o.label, 18);
  const text = lines
    .map((line, i) => `<text x="200" y="${312 + i * 38}" text-anchor="middle" font-size="32" font-weight="700">${escapeXml(line)}</text>`)
    .join('');
  const stripes = o.detail
    ? `<pattern id="s" width="24" height="24" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="12" height="24" fill="hsl(${o.hue}, 50%, ${light - 6}%)"/></pattern><rect width="400" height="400" fill="url(#s)"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${o.size}" height="${o.size}" viewBox="0 0 400 400">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${o.hue}, 55%, ${light}%)"/><stop offset="1" stop-color="hsl(${(o.hue + 24) % 360}, 50%, ${light - 12}%)"/></linearGradient></defs>
<rect width="400" height="400" fill="url(#g)"/>${stripes}
<g transform="translate(100 40)${o.detail ? ' rotate(-12 100 100)' : ''}" fill="${ink}" stroke="${ink}" stroke-width="0">${ICONS[o.icon]}</g>
<g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" fill="${ink}">${text}
<text x="200" y="${lines.length > 1 ? 388 : 356}" text-anchor="middle" font-size="20" opacity="0.8">${escapeXml(o.caption)}</text></g>
</svg>`;
}
