// Builds the server for `npm start`: one ES module bundle of our own code (the server and the workspace packages it
// uses) with every npm package left as an import, and the PDF worker's entry beside it. The tests that start servers
// as processes, and the journeys, run it too (each run builds it first); the other tests and `npm run dev` run the
// TypeScript sources through tsx.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'dist');
rmSync(outdir, { recursive: true, force: true });

/** Bare imports stay imports (node_modules at run time), except our workspace packages, which ship as TypeScript. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@storefront/') ? undefined : { path: args.path, external: true },
    );
  },
};

const started = performance.now();
await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'src/main.ts',
    worker: 'src/worker.ts',
    import: 'src/import-cli.ts',
    'pdf-worker': 'src/pdf-worker.ts',
  },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [npmPackagesExternal],
});
console.log(
  `server built to ${path.relative(process.cwd(), outdir) || outdir} in ${Math.round(performance.now() - started)} ms`,
);
