/** The built app's route-preloads.json (apps/web/route-preloads.ts): by path, the JavaScript a first screen loads. */
export type RoutePreloads = Readonly<Record<string, readonly string[]>>;

const ASSET = /^assets\/[\w.-]+\.js$/;

/** The file as the build wrote it, or an empty table when it is missing or not what the build writes. */
export function parseRoutePreloads(text: string | null): RoutePreloads {
  if (text === null) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const out: Record<string, string[]> = {};
    for (const [route, files] of Object.entries(parsed)) {
      if (Array.isArray(files)) out[route] = files.filter((f): f is string => typeof f === 'string' && ASSET.test(f));
    }
    return out;
  } catch {
    return {};
  }
}

/**
 * The page for `pathname` with a modulepreload link for each chunk its screen loads, so the browser fetches them with
 * the entry chunk instead of after it has run (the screens are lazy). Other paths get the page as it is.
 */
export function withRoutePreloads(indexHtml: string, preloads: RoutePreloads, pathname: string): string {
  const files = Object.hasOwn(preloads, pathname) ? (preloads[pathname] ?? []) : [];
  if (files.length === 0 || !indexHtml.includes('</head>')) return indexHtml;
  const links = files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('\n    ');
  return indexHtml.replace('</head>', `  ${links}\n  </head>`);
}
