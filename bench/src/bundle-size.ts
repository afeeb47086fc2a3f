// The JavaScript a browser downloads for a route of the built app (apps/web/dist): the entry
// chunk, the route's screen chunk and every chunk they import statically, gzip-compressed.
// `npx tsx bench/src/bundle-size.ts` prints the figures alone after `npm run build`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { FIRST_SCREENS } from '../../apps/web/first-screens';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Budget per route (issue 15): at most this many KiB of gzip JavaScript. */
export const ROUTE_JS_BUDGET_KIB = 200;

/** Text only a library's code holds: a chunk with it carries the library. */
const LIBRARY_MARKS: Record<string, string> = { slate: 'Cannot find a descendant at path' };

/** Libraries a first screen must not carry (the landing editor's Slate never ships with `/` or /products). */
const FORBIDDEN: Record<string, string[]> = { '/': ['slate'], '/products': ['slate'] };

/** The routes measured: the first screens, by the modules a visit loads before the page shows. */
const ROUTES = Object.entries(FIRST_SCREENS).map(([route, modules]) => ({
  path: route,
  modules,
  forbidden: FORBIDDEN[route] ?? [],
}));

function closure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
}

export interface RouteBundle {
  path: string;
  gzipKiB: number;
  chunks: number;
  carries: string[];
}

export function measureRoutes(distDir: string): RouteBundle[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entry) throw new Error('the manifest names no entry chunk');
  const gzipOf = new Map<string, number>();
  const sizeOf = (file: string) => {
    let size = gzipOf.get(file);
    if (size === undefined) {
      size = zlib.gzipSync(fs.readFileSync(path.join(distDir, file))).length;
      gzipOf.set(file, size);
    }
    return size;
  };
  return ROUTES.map((route) => {
    for (const m of route.modules) if (!manifest[m]) throw new Error(`${m} is not a chunk of its own: is it lazy?`);
    const keys = closure(manifest, [entry, ...route.modules]);
    const files = [...keys].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
    const carries = route.forbidden.filter((lib) => files.some((f) => fs.readFileSync(path.join(distDir, f), 'utf8').includes(LIBRARY_MARKS[lib] ?? lib)));
    return { path: route.path, gzipKiB: files.reduce((n, f) => n + sizeOf(f), 0) / 1024, chunks: files.length, carries };
  });
}

/** PASS / MISS lines for the report. */
export function bundleVerdicts(distDir: string): string[] {
  return measureRoutes(distDir).map((r) => {
    const ok = r.gzipKiB <= ROUTE_JS_BUDGET_KIB && r.carries.length === 0;
    const extra = r.carries.length > 0 ? `, carries ${r.carries.join(', ')}` : '';
    return `${ok ? 'PASS' : 'MISS'}  JavaScript for ${r.path}: ${r.gzipKiB.toFixed(1)} KiB gzip in ${r.chunks} chunks <= ${ROUTE_JS_BUDGET_KIB} KiB${extra}`;
  });
}

export const WEB_DIST_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const line of bundleVerdicts(WEB_DIST_DIR)) console.log(`- ${line}`);
}
