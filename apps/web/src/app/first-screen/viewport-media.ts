import type { Viewport } from './first-screen-cookie';

const FEATURE = /^\(\s*(min|max)-(width|height)\s*:\s*([\d.]+)px\s*\)$/;

/**
 * Whether a media query (as useMediaQuery is given it) holds in a window of this size: the width and height
 * conditions the app's layouts use, joined by 'and'. Any other condition (reduced motion, hover...) is taken not to
 * hold, as a browser that does not report it would. What the server draws with for the app's JavaScript media queries.
 */
export function matchesViewport(query: string, viewport: Viewport): boolean {
  const conditions = query
    .replace(/^@media\s*/, '')
    .split(/\s+and\s+/)
    .map((c) => c.trim());
  return conditions.every((condition) => {
    const m = FEATURE.exec(condition);
    if (!m) return false;
    const actual = m[2] === 'width' ? viewport.width : viewport.height;
    const limit = Number(m[3]);
    return m[1] === 'min' ? actual >= limit : actual <= limit;
  });
}
