import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { chunkLayer } from './chunk-layers.ts';
import { precompressAssets } from './precompress-assets.ts';
import { routePreloads } from './route-preloads.ts';

// The API server (apps/server) serves dist/ in production; in dev it only answers /api and /img.
const API_TARGET = 'http://127.0.0.1:8080';

// `vite build --ssr src/entry-server.tsx` builds the server's renderer of first screens into dist-server/: one bundle
// with its libraries (the server imports it as it is, without resolving them itself).
const SSR_OUT_DIR = 'dist-server';

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRendererConfig : browserConfig));

const serverRendererConfig = defineConfig({
  plugins: [react()],
  ssr: { noExternal: true },
  // React's production build, whatever NODE_ENV the server runs with.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: { outDir: SSR_OUT_DIR, emptyOutDir: true, copyPublicDir: false, minify: false },
});

const browserConfig = defineConfig({
  plugins: [react(), routePreloads(), precompressAssets()],
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/img': { target: API_TARGET, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    // bench/src/bundle-size.ts reads it to add up what each route downloads.
    manifest: true,
    rolldownOptions: {
      output: {
        // A chunk is named by its hash alone: the entry lists every lazy screen's chunks for preloading, and each chunk
        // imports others by name, so readable names ('visuallyHidden-BgYNxp1M.js') cost every page about 2.4 KiB of
        // gzip.
        chunkFileNames: 'assets/[hash].js',
        // React changes far less often than the app: its own chunk stays cached across releases. Other libraries
        // (MUI, zod, Slate) are split by the screens that use them, so a page downloads only what it renders.
        // What every page loads first (providers, session, theme, MUI's core, zod) is one chunk, not twenty small
        // ones that compress worse; so is the app shell of the signed-in pages (chunk-layers.ts). The shell group
        // takes only the modules it names, not their imports (left to the groups above and to rolldown's splitting).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 30 },
            { name: 'initial', tags: ['$initial'], priority: 20 },
            { name: chunkLayer, debugName: 'shell', priority: 10, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
