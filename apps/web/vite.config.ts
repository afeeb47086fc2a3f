import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { chunkLayer } from './chunk-layers';
import { routePreloads } from './route-preloads';

// The API server (apps/server) serves dist/ in production; in dev it only answers /api and /img.
const API_TARGET = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), routePreloads()],
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
