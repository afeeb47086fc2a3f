// The repository's import graph, read from the files on disk once per lint run, and its cycles. The lint rule
// architecture/no-cycle asks it whether an import closes a cycle: one pass over about 1,500 files instead of
// following every file's imports again for each file linted (import-x/no-cycle took a fifth of ESLint's time).
import fs from 'node:fs';
import path from 'node:path';

const SOURCE = /\.tsx?$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', 'data', 'coverage']);

/**
 * The import statements of a file that load a module at run time: `import ... from`, `export ... from`, bare
 * `import '...'` and `import('...')`. `import type`, `export type` and imports whose every name is a `type` are left
 * out, as the compiler erases them. Statements are read by pattern, so the file need not parse; a pattern must start
 * a line (after spaces), so imports written in comments and strings are not taken.
 */
const FROM = /^[ \t]*(import|export)\b([^;'"`]*?)\bfrom\s*(['"])([^'"\n]+)\3/gm;
const BARE = /^[ \t]*import\s*(['"])([^'"\n]+)\1/gm;
const DYNAMIC = /\bimport\(\s*(['"])([^'"\n]+)\1\s*\)/g;

/** Whether the clause between `import`/`export` and `from` brings in types only. */
export function isTypeOnlyClause(clause) {
  const c = clause.trim();
  if (/^type\b/.test(c) && !/^type\s*,/.test(c)) return true;
  const named = /^\{([\s\S]*)\}$/.exec(c);
  if (!named) return false;
  const names = named[1]
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((n) => /^type\s/.test(n));
}

/** The module specifiers a file's text loads at run time. */
export function runtimeImports(text) {
  const found = [];
  for (const m of text.matchAll(FROM)) if (!isTypeOnlyClause(m[2])) found.push(m[4]);
  for (const m of text.matchAll(BARE)) found.push(m[2]);
  for (const m of text.matchAll(DYNAMIC)) found.push(m[2]);
  return found;
}

function sourceFiles(root) {
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || SKIP_DIRS.has(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(full);
    }
  };
  walk(root);
  return files;
}

/** The workspace packages by name (`@storefront/domain`), each to the file its package.json exports as `.`. */
function workspacePackages(root) {
  const byName = new Map();
  const dir = path.join(root, 'packages');
  if (!fs.existsSync(dir)) return byName;
  for (const name of fs.readdirSync(dir)) {
    const manifest = path.join(dir, name, 'package.json');
    if (!fs.existsSync(manifest)) continue;
    const pkg = JSON.parse(fs.readFileSync(manifest, 'utf8'));
    const main = typeof pkg.exports === 'string' ? pkg.exports : pkg.exports?.['.'];
    if (pkg.name && typeof main === 'string') byName.set(pkg.name, path.resolve(dir, name, main));
  }
  return byName;
}

/** The file a specifier names, or null for a package outside the repository or a file that does not exist. */
function resolverFor(files, packages) {
  return (from, spec) => {
    const base = spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : packages.get(spec);
    if (!base) return null;
    const stem = base.replace(/\.(m?js|jsx)$/, '');
    for (const candidate of [base, `${stem}.ts`, `${stem}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
      if (files.has(candidate)) return candidate;
    return null;
  };
}

/**
 * The strongly connected components of the graph (Tarjan's algorithm, without recursion): each file to the number of
 * its component, for files on a cycle only.
 */
function cycleComponents(edges) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const component = new Map();
  let next = 0;
  let components = 0;
  for (const start of edges.keys()) {
    if (index.has(start)) continue;
    const work = [{ node: start, targets: [...edges.get(start)], at: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      if (frame.at < frame.targets.length) {
        const target = frame.targets[frame.at++];
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, targets: [...(edges.get(target) ?? [])], at: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node), index.get(target)));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node), low.get(frame.node)));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const members = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        members.push(member);
      } while (member !== frame.node);
      if (members.length > 1) {
        components += 1;
        for (const m of members) component.set(m, components);
      }
    }
  }
  return component;
}

/**
 * The import graph of the TypeScript files under `root` (absolute paths): `resolve(from, spec)` finds the file an
 * import names, and `cycleBack(from, to)` returns the files of a path from `to` back to `from` when an import from
 * `from` to `to` closes a cycle, or null.
 */
export function importGraph(root) {
  const files = new Set(sourceFiles(root));
  const resolve = resolverFor(files, workspacePackages(root));
  const edges = new Map();
  for (const file of files) {
    const targets = new Set();
    for (const spec of runtimeImports(fs.readFileSync(file, 'utf8'))) {
      const target = resolve(file, spec);
      if (target && target !== file) targets.add(target);
    }
    edges.set(file, targets);
  }
  const component = cycleComponents(edges);

  function cycleBack(from, to) {
    const c = component.get(from);
    if (c === undefined || component.get(to) !== c) return null;
    // The shortest way back inside the component, breadth first.
    const cameFrom = new Map([[to, null]]);
    const queue = [to];
    while (queue.length > 0) {
      const at = queue.shift();
      for (const target of edges.get(at)) {
        if (component.get(target) !== c || cameFrom.has(target)) continue;
        cameFrom.set(target, at);
        if (target === from) {
          const route = [];
          for (let step = at; step !== null; step = cameFrom.get(step)) route.unshift(step);
          return route;
        }
        queue.push(target);
      }
    }
    return null;
  }

  return { resolve, cycleBack };
}
