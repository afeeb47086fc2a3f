// The architecture of docs/architecture.md as one lint rule: which folders may import which.
// Rules are written by folder pattern, so code that arrives later is held to them too.
import fs from 'node:fs';
import path from 'node:path';
import { importGraph } from './import-graph.js';

const root = path.resolve(import.meta.dirname, '..');

/** The repository-relative path an import points at, or null when it leaves the tree (packages by name). */
function targetOf(file, source) {
  if (!source.startsWith('.')) return null;
  return path
    .relative(root, path.resolve(path.dirname(file), source))
    .split(path.sep)
    .join('/');
}

const WEB = 'apps/web/src/';
const SERVER = 'apps/server/src/';
const under = (p, prefix) => p.startsWith(prefix);
const featureOf = (p) => (under(p, `${WEB}features/`) ? p.slice(`${WEB}features/`.length).split('/')[0] : null);
const isServerTest = (p) => /\.(test|fixtures)\.ts$/.test(p) || under(p, `${SERVER}test/`);
const isSeed = (p) => under(p, `${SERVER}seed/`);
/** The web app's composition roots: the browser's (main.tsx) and the server renderer's (entry-server.tsx). */
const isWebRoot = (p) => under(p, `${WEB}app/`) || under(p, `${WEB}main`) || under(p, `${WEB}entry-server`);

/**
 * Each check takes the importing file and the imported path (both repository-relative,
 * the import without its extension) and returns why the import is refused, or null.
 */
const CHECKS = [
  (from, to) => {
    const [a, b] = [featureOf(from), featureOf(to)];
    return a && b && a !== b
      ? `web features never import each other (features/${a} -> features/${b}): share through src/lib or src/components`
      : null;
  },
  (from, to) =>
    under(to, `${WEB}features/`) && under(from, WEB) && !featureOf(from) && !isWebRoot(from)
      ? 'shared web code (lib, components) never imports a feature'
      : null,
  (from, to) =>
    under(to, `${WEB}app/`) && under(from, WEB) && !isWebRoot(from)
      ? 'only the composition roots (src/app, main.tsx, entry-server.tsx) import src/app: move what others need to src/lib or src/components'
      : null,
  (from, to) =>
    under(from, `${SERVER}platform/`) && under(to, `${SERVER}modules/`)
      ? 'platform/ never imports modules/: take it from AppContext.ports'
      : null,
  (from, to) =>
    under(from, `${SERVER}db/`) && !isSeed(from) && (under(to, `${SERVER}platform/`) || under(to, `${SERVER}modules/`))
      ? 'db/ is the bottom layer: it imports neither platform/ nor modules/'
      : null,
  (from, to) =>
    under(from, SERVER) &&
    /^apps\/server\/src\/(app|main)$/.test(to) &&
    !under(from, `${SERVER}test/`) &&
    !from.endsWith('src/main.ts') &&
    !from.endsWith('src/worker.ts')
      ? 'only main.ts, worker.ts and the tests import the app'
      : null,
  (from, to) =>
    under(to, `${SERVER}test/`) && !isServerTest(from) && !under(from, 'e2e/') && !under(from, 'bench/')
      ? 'src/test/ is for tests, fixtures, the journeys and the benchmark only'
      : null,
  (from, to) =>
    under(to, `${SERVER}seed/`) &&
    !isSeed(from) &&
    !isServerTest(from) &&
    !under(from, 'bench/') &&
    !/^apps\/server\/src\/main$/.test(from.replace(/\.ts$/, ''))
      ? 'only main.ts, tests and the bench use the seed'
      : null,
  (from, to) =>
    from.endsWith('.routes.ts') && under(to, `${SERVER}modules/`) && to.endsWith('.repository')
      ? 'a route calls its service, never a repository'
      : null,
  (from, to) =>
    from.endsWith('.repository.ts') && /\.(service|routes)$/.test(to)
      ? 'a repository imports no service or route'
      : null,
  (from, to) => (under(from, 'packages/') && under(to, 'apps/') ? 'packages never import the apps' : null),
];

/**
 * The units that must not import each other: a server module or platform part, a web feature or a lib or
 * components folder. One unit may build on another; two that import each other are one unit in two rooms.
 */
const UNITS = [/^apps\/server\/src\/(modules|platform)\/[^/]+/, /^apps\/web\/src\/(features|lib|components)\/[^/]+/];
const unitOf = (p) => UNITS.map((re) => re.exec(p)?.[0]).find(Boolean) ?? null;
const isTestFile = (p) => /\.(test|fixtures)\.tsx?$/.test(p);
const IMPORT = /(?:\bfrom|\bimport\s*\(?)\s*['"](\.[^'"]+)['"]/g;

/** The other units a unit's own code imports (tests left out), read from the files on disk once per lint run. */
const unitImports = new Map();
function importsOfUnit(unit) {
  let found = unitImports.get(unit);
  if (found) return found;
  found = new Set();
  const walk = (dir) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (/\.tsx?$/.test(entry.name) && !isTestFile(rel)) {
        for (const m of fs.readFileSync(path.join(root, rel), 'utf8').matchAll(IMPORT)) {
          const other = unitOf(targetOf(path.join(root, rel), m[1]) ?? '');
          if (other && other !== unit) found.add(other);
        }
      }
    }
  };
  if (fs.existsSync(path.join(root, unit))) walk(unit);
  unitImports.set(unit, found);
  return found;
}

/** A rule's visitor that hands every import, re-export and `import()` to `check`. */
const onImports = (check) => ({
  ImportDeclaration: check,
  ExportNamedDeclaration: check,
  ExportAllDeclaration: check,
  ImportExpression: check,
});

const noMutualImports = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'No two modules (server modules, platform parts, web features, lib and components folders) import each other',
    },
    schema: [],
    messages: {
      mutual:
        '{{from}} and {{to}} import each other: move what both need into one of them or below both, or hand it in from the composition root',
    },
  },
  create(context) {
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    const from = unitOf(file);
    if (!from || isTestFile(file)) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const to = unitOf(targetOf(context.filename, source.value) ?? '');
      if (to && to !== from && importsOfUnit(to).has(from))
        context.report({ node: source, messageId: 'mutual', data: { from, to } });
    };
    return onImports(check);
  },
};

const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports follow the layers of docs/architecture.md' },
    schema: [],
    messages: { refused: '{{why}}' },
  },
  create(context) {
    const from = path.relative(root, context.filename).split(path.sep).join('/');
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const to = targetOf(context.filename, source.value);
      if (to === null) return;
      for (const refuse of CHECKS) {
        const why = refuse(from, to.replace(/\.(tsx?|js)$/, ''));
        if (why) {
          context.report({ node: source, messageId: 'refused', data: { why } });
          return;
        }
      }
    };
    return onImports(check);
  },
};

/** The repository's import graph, built the first time a file asks (one lint run reads it once). */
let graph = null;

/** Whether an import or export declaration brings in types only (the compiler erases it, so it closes no cycle). */
function isTypeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.specifiers ?? [];
  return specifiers.length > 0 && specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type');
}

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No file imports a file that imports it back, directly or through others (types aside)' },
    schema: [],
    messages: { cycle: 'Dependency cycle: {{route}} imports this file back' },
  },
  create(context) {
    const file = context.filename;
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      if (node.type !== 'ImportExpression' && isTypeOnly(node)) return;
      graph ??= importGraph(root);
      const to = graph.resolve(file, source.value);
      const back = to && graph.cycleBack(file, to);
      if (back) {
        const route = back.map((f) => path.relative(root, f).split(path.sep).join('/')).join(' -> ');
        context.report({ node: source, messageId: 'cycle', data: { route } });
      }
    };
    return onImports(check);
  },
};

export default {
  meta: { name: 'architecture' },
  rules: { layers, 'no-mutual-imports': noMutualImports, 'no-cycle': noCycle },
};
