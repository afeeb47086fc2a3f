import path from 'node:path';
import type { Plugin } from 'vite';
import { FIRST_SCREENS } from './first-screens.ts';

/** What the server reads to name a first screen's chunks in its page (apps/server platform/http/web-static.ts). */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

interface Chunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
}

/**
 * Writes route-preloads.json: for each first screen's path, the JavaScript files its screen and shell load, with
 * every chunk they import statically, less what index.html already loads (the entry and its imports).
 */
export function routePreloads(): Plugin {
  let root = '';
  return {
    name: 'route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((o): o is typeof o & Chunk => o.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const byModule = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId, c]));
      const closure = (start: readonly string[]) => {
        const seen = new Set<string>();
        const stack = [...start];
        for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
          if (seen.has(file)) continue;
          seen.add(file);
          stack.push(...(byFile.get(file)?.imports ?? []));
        }
        return seen;
      };
      const initial = closure(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
      const preloads: Record<string, string[]> = {};
      for (const [route, modules] of Object.entries(FIRST_SCREENS)) {
        const files = modules.map((m) => {
          const chunk = byModule.get(path.join(root, m));
          if (!chunk) throw new Error(`${m} is not a chunk of its own: is it lazy?`);
          return chunk.fileName;
        });
        preloads[route] = [...closure(files)].filter((f) => !initial.has(f)).sort();
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 2)}\n` });
    },
  };
}
