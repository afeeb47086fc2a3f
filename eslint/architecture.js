// The architecture of docs/architecture.md as one lint rule: which folders may import which.
// Rules are written by folder pattern, so code that arrives later is held to them too.
import path from 'node:path';

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
const isSeed = (p) => under(p, `${SERVER}db/seed/`);

/**
 * Each check takes the importing file and the imported path (both repository-relative,
 * the import without its extension) and returns why the import is refused, or null.
 */
const CHECKS = [
  (from, to) => {
    const [a, b] = [featureOf(from), featureOf(to)];
    return a && b && a !== b ? `web features never import each other (features/${a} -> features/${b}): share through src/lib or src/components` : null;
  },
  (from, to) =>
    under(to, `${WEB}features/`) && under(from, WEB) && !featureOf(from) && !under(from, `${WEB}app/`) && !under(from, `${WEB}main`)
      ? 'shared web code (lib, components, hooks, utils) never imports a feature'
      : null,
  (from, to) =>
    under(to, `${WEB}app/`) && under(from, WEB) && !under(from, `${WEB}app/`) && !under(from, `${WEB}main`)
      ? 'only the composition root (src/app, main.tsx) imports src/app: move what others need to src/lib or src/components'
      : null,
  (from, to) =>
    under(from, `${SERVER}platform/`) && under(to, `${SERVER}modules/`) ? 'platform/ never imports modules/: take it from AppContext.ports' : null,
  (from, to) =>
    under(from, `${SERVER}db/`) && !isSeed(from) && (under(to, `${SERVER}platform/`) || under(to, `${SERVER}modules/`))
      ? 'db/ is the bottom layer: it imports neither platform/ nor modules/'
      : null,
  (from, to) =>
    under(from, SERVER) && /^apps\/server\/src\/(app|main)$/.test(to) && !under(from, `${SERVER}test/`) && !from.endsWith('src/main.ts')
      ? 'only main.ts and the tests import the app'
      : null,
  (from, to) => (under(to, `${SERVER}test/`) && !isServerTest(from) ? 'src/test/ is for tests and fixtures only' : null),
  (from, to) =>
    under(to, `${SERVER}db/seed/`) &&
    !isSeed(from) &&
    !isServerTest(from) &&
    !under(from, 'bench/') &&
    !/^apps\/server\/src\/main$/.test(from.replace(/\.ts$/, ''))
      ? 'only main.ts, tests and the bench use the seed'
      : null,
  (from, to) =>
    from.endsWith('.routes.ts') && under(to, `${SERVER}modules/`) && to.endsWith('.repository') ? 'a route calls its service, never a repository' : null,
  (from, to) => (from.endsWith('.repository.ts') && /\.(service|routes)$/.test(to) ? 'a repository imports no service or route' : null),
  (from, to) => (under(from, 'packages/') && under(to, 'apps/') ? 'packages never import the apps' : null),
];

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
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { meta: { name: 'architecture' }, rules: { layers } };
