import { getIconData, iconToSVG } from '@iconify/utils';

type IconSet = Parameters<typeof getIconData>[0];

/** Noto Emoji (Apache-2.0): 3,800 icons in one JSON file, loaded only when pictures are drawn. */
export async function notoEmoji(): Promise<IconSet> {
  return (await import('@iconify-json/noto')).icons;
}

/** Picture side and the emoji's side within it, in px; a detail picture shows the emoji closer. */
export const PICTURE_PX = 400;
export const emojiPx = (detail: boolean) => (detail ? 330 : 270);

/** One emoji alone on a transparent square of `px`, tilted for a detail picture. */
export function emojiSvg(set: IconSet, icon: string, detail: boolean): string {
  const data = getIconData(set, icon);
  if (!data) throw new Error(`No Noto Emoji named '${icon}'`);
  const svg = iconToSVG(data);
  const px = emojiPx(detail);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="${svg.attributes.viewBox}">${detail ? `<g transform="rotate(-10 64 64)">${svg.body}</g>` : svg.body}</svg>`;
}

/** The soft square behind the emoji: a gradient in the main category's hue, striped for a detail picture. */
export function backgroundSvg(hue: number, shade: number, detail: boolean): string {
  const light = 90 + Math.round(shade * 5);
  const stripes = detail
    ? `<pattern id="d" width="28" height="28" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="14" height="28" fill="hsl(${hue}, 45%, ${light - 5}%)"/></pattern><rect width="400" height="400" fill="url(#d)"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_PX}" height="${PICTURE_PX}" viewBox="0 0 400 400">
<defs><radialGradient id="bg" cx="0.5" cy="0.45" r="0.75"><stop offset="0" stop-color="hsl(${hue}, 60%, ${light + 4}%)"/><stop offset="1" stop-color="hsl(${(hue + 20) % 360}, 45%, ${light - 8}%)"/></radialGradient></defs>
<rect width="400" height="400" fill="url(#bg)"/>${stripes}</svg>`;
}
