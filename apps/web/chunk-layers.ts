import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The app shell (header, side menu, cart button) in one chunk rather than a dozen: left to itself rolldown cuts the
// shell's modules into small chunks by which of the hundred lazy screens also use them, each with its own import
// glue and compressing worse. Every page under the shell downloads all of them anyway, so one chunk costs no page
// anything. A module the sign-in page also imports stays out, so sign-in never downloads the shell.
//
// Measured and not kept: the same for the products page's own modules (4 KiB less for /products) put up to 15 KiB
// on screens that share one of them (Categories, Cart, Access Denied...).

interface ModuleGraph {
  getModuleInfo(moduleId: string): { importedIds: readonly string[] } | null;
}

const SRC = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src');
const SHELL = path.join(SRC, 'app/layout/AppShell.tsx');
const LOGIN = path.join(SRC, 'features/auth/components/LoginPage.tsx');

const inLibrary = (id: string) => /[\\/]node_modules[\\/]/.test(id);

/**
 * The modules a screen imports statically. The app's own files are followed; a library module is taken but not
 * followed, so a library's index (MUI's) does not pull in every component it re-exports.
 */
function staticImports(graph: ModuleGraph, from: string): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    if (inLibrary(id)) continue;
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

let shellModules: Set<string> | null = null;

/**
 * A codeSplitting group's name: 'shell' for the shell's modules, null for the rest (rolldown's own splitting). The
 * shell screen itself stays a chunk of its own: its lazy route loads it by name (and the bench finds it).
 */
export function chunkLayer(moduleId: string, graph: ModuleGraph): string | null {
  if (!shellModules) {
    const login = staticImports(graph, LOGIN);
    shellModules = new Set([...staticImports(graph, SHELL)].filter((id) => id !== SHELL && !login.has(id)));
  }
  return shellModules.has(moduleId) ? 'shell' : null;
}
