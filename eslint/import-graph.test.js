import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importGraph, isTypeOnlyClause, runtimeImports } from './import-graph.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'import-graph-'));
const write = (file, text) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
const at = (file) => path.join(root, file);

// a -> b -> c -> a, through a re-export; d and e import each other, but e's import of d is types only;
// f loads g on demand and g imports f; h imports the package, whose index imports h back; i stands alone.
write('src/a.ts', "import { b } from './b';\nexport const a = () => b();\n");
write('src/b.ts', "export { c as b } from './c';\n");
write('src/c.ts', "import {\n  a,\n} from './a.js';\nexport const c = () => a;\n");
write('src/d.ts', "import { type E, type F } from './e';\nexport const d = 1;\n");
write('src/e.ts', "import { d } from './d';\nexport type E = number;\nexport type F = string;\nexport const e = d;\n");
write('src/f.tsx', "export const f = async () => (await import('./g')).g;\n");
write('src/g.ts', "import { f } from './f';\nexport const g = f;\n");
write('src/h.ts', "import { p } from '@acme/pkg';\nexport const h = p;\n");
write('packages/pkg/package.json', JSON.stringify({ name: '@acme/pkg', exports: { '.': './src/index.ts' } }));
write('packages/pkg/src/index.ts', "import '../../../src/h';\nexport const p = 1;\n");
write('src/i.ts', "// import { a } from './a'\nimport { z } from 'zod';\nexport const i = z;\n");
write('node_modules/x/index.ts', "import '../../src/i';\n");

const graph = importGraph(root);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('importGraph', () => {
  it('finds a cycle through a re-export, and the way back', () => {
    expect(graph.cycleBack(at('src/a.ts'), at('src/b.ts'))).toEqual([at('src/b.ts'), at('src/c.ts')]);
    expect(graph.cycleBack(at('src/c.ts'), at('src/a.ts'))).toEqual([at('src/a.ts'), at('src/b.ts')]);
  });

  it('leaves out imports of types only', () => {
    expect(graph.cycleBack(at('src/e.ts'), at('src/d.ts'))).toBeNull();
  });

  it('counts an import on demand, and a workspace package by its name', () => {
    expect(graph.cycleBack(at('src/g.ts'), at('src/f.tsx'))).toEqual([at('src/f.tsx')]);
    expect(graph.cycleBack(at('src/h.ts'), at('packages/pkg/src/index.ts'))).toEqual([at('packages/pkg/src/index.ts')]);
  });

  it('reads neither comments nor node_modules, and resolves .js to .ts', () => {
    expect(graph.cycleBack(at('src/i.ts'), at('src/a.ts'))).toBeNull();
    expect(graph.resolve(at('src/c.ts'), './a.js')).toBe(at('src/a.ts'));
    expect(graph.resolve(at('src/i.ts'), 'zod')).toBeNull();
  });
});

describe('runtimeImports', () => {
  it('takes every form that loads a module, and no form that only names types', () => {
    const text = [
      "import x, { type Y } from './x';",
      "import type { T } from './t';",
      "export type { U } from './u';",
      "import './side-effect';",
      "export * from './all';",
      "const lazy = () => import('./lazy');",
    ].join('\n');
    expect(runtimeImports(text)).toEqual(['./x', './all', './side-effect', './lazy']);
  });

  it('tells a clause of types from one with values', () => {
    expect(isTypeOnlyClause('type { A }')).toBe(true);
    expect(isTypeOnlyClause('{ type A, type B }')).toBe(true);
    expect(isTypeOnlyClause('{ type A, B }')).toBe(false);
    expect(isTypeOnlyClause('A, { type B }')).toBe(false);
    expect(isTypeOnlyClause('* as A')).toBe(false);
  });
});
