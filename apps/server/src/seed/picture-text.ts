/**
 * Text in the seed's drawn pictures (product labels, hero slides). librsvg draws SVG text with the fonts fontconfig
 * finds, and it cannot measure for us, so the lines are laid out here with the advance widths of DejaVu Sans (Debian
 * fonts-dejavu-core, which fontconfig-config depends on, so every machine with Chromium has it). Fonts further down
 * the list (Liberation Sans, Arial) are narrower: measured in DejaVu, a line fits in any of them.
 */
export const PICTURE_FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

/** Advance widths in 1/1000 em of ' ' to '~', then × é ’ – — °: DejaVu Sans Bold and Book (from the fonts' hmtx tables). */
// prettier-ignore
const BOLD = [348,456,521,838,696,1002,872,306,457,457,523,838,380,415,380,365,696,696,696,696,696,696,696,696,696,696,400,400,838,838,838,580,1000,774,762,734,830,683,683,821,837,372,372,775,637,995,837,850,733,850,770,720,682,812,774,1103,771,724,725,457,365,457,838,500,500,675,716,593,716,678,435,716,712,343,343,665,343,1042,712,687,716,716,493,595,478,712,652,924,645,652,582,712,365,712,838,838,678,380,500,1000,500];
// prettier-ignore
const BOOK = [318,401,460,838,636,950,780,275,390,390,500,838,318,361,318,337,636,636,636,636,636,636,636,636,636,636,337,337,838,838,838,531,1000,684,686,698,770,632,575,775,752,295,295,656,557,863,748,787,603,787,695,635,611,732,684,989,685,611,685,390,337,390,838,500,500,613,635,550,635,615,352,635,634,278,278,579,278,974,634,612,635,635,411,521,392,634,592,818,592,592,525,636,337,636,838,838,615,318,500,1000,500];
const EXTRA = '×é’–—°';

/** The width of `text` at `size` px, bold or not. */
export function textWidth(text: string, size: number, bold: boolean): number {
  const table = bold ? BOLD : BOOK;
  let units = 0;
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    const index = code >= 32 && code < 127 ? code - 32 : EXTRA.includes(ch) ? 95 + EXTRA.indexOf(ch) : 93; // an unknown glyph as wide as '~'
    units += table[index] ?? 1000;
  }
  return (units * size) / 1000;
}

/** Escapes text for SVG character data and attribute values. */
export function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Breaks `text` into at most `maxLines` lines no wider than `width` at `size`, breaking after spaces (and after a
 * comma first, where the name's second part begins); null when it does not fit.
 */
function wrapText(text: string, width: number, size: number, bold: boolean, maxLines: number): string[] | null {
  // A number keeps its unit ('12 oz', '1 Liter', '18 in x 500 ft' breaks only after the unit).
  const words = text
    .replace(/(\d) (?=(oz|lb|gal|in|ft|ml|liter|count|cut|slice|quart|pound|gallon)\b)/gi, '$1\u00a0')
    // nor a last word of one or two letters its line ('Grade A').
    .replace(/ (\S{1,2})$/, '\u00a0$1')
    .split(/ +/)
    .filter((w) => w !== '')
    .map((w) => w.replace(/\u00a0/g, ' '));
  const lines: string[] = [];
  let line = '';
  for (const [i, word] of words.entries()) {
    const candidate = line === '' ? word : `${line} ${word}`;
    // After a comma the name turns to its variant ('Beef Ribeye Roll, Choice'): start a line there when the rest fits.
    const breakAfterComma =
      line.endsWith(',') && lines.length + 1 < maxLines && textWidth(words.slice(i).join(' '), size, bold) <= width;
    if (line !== '' && (breakAfterComma || textWidth(candidate, size, bold) > width)) {
      lines.push(line);
      line = word;
    } else line = candidate;
    if (textWidth(line, size, bold) > width) return null;
  }
  if (line !== '') lines.push(line);
  return lines.length <= maxLines ? lines : null;
}

/** The largest size from `max` down to `min` (in steps of 1 px) at which `text` wraps into the box; the smallest otherwise, cut. */
export function fitText(
  text: string,
  box: { width: number; height: number },
  o: { max: number; min: number; bold: boolean; maxLines: number; leading?: number },
): { size: number; lines: string[]; lineHeight: number } {
  const leading = o.leading ?? 1.15;
  for (let size = o.max; size >= o.min; size--) {
    const lines = wrapText(
      text,
      box.width,
      size,
      o.bold,
      Math.min(o.maxLines, Math.floor(box.height / (size * leading))),
    );
    if (lines) return { size, lines, lineHeight: size * leading };
  }
  return { size: o.min, lines: [text], lineHeight: o.min * leading };
}

/** Centred lines as one <text>, each line a <tspan>; `y` is the first line's baseline. */
export function textLines(
  lines: readonly string[],
  o: {
    x: number;
    y: number;
    size: number;
    lineHeight: number;
    bold: boolean;
    fill: string;
    role?: string;
    anchor?: 'middle' | 'start';
  },
): string {
  const spans = lines
    .map((line, i) => `<tspan x="${o.x}" y="${(o.y + i * o.lineHeight).toFixed(1)}">${xml(line)}</tspan>`)
    .join('');
  const role = o.role ? ` data-role="${o.role}"` : '';
  return `<text${role} font-family="${PICTURE_FONT}" font-size="${o.size}" font-weight="${o.bold ? 700 : 400}" fill="${o.fill}" text-anchor="${o.anchor ?? 'middle'}">${spans}</text>`;
}
