import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { viteBrowserScripts } from './mock-server/browser-scripts/browser-scripts-plugins.ts';
import { precompress } from './scripts/build/precompress.ts';
import { routePreload } from './scripts/build/route-preload.ts';

// The mock API (npm run mock) listens on 4010 by default; `npm run dev` proxies to it so the
// client can use same-origin URLs. Set VITE_API_URL to talk to another backend instead.
const mockTarget = process.env.MOCK_URL ?? 'http://localhost:4010';

export default defineConfig({
  // viteBrowserScripts: the static demo runs the mock in the browser; the scripts its pages run
  // (mock-server/browser-scripts) are bundled at build time. precompress: `.br` and `.gz` beside
  // each text file of dist, sent as they are by `npm start`. routePreload: index.html fetches the
  // landing route's screen chunk beside the entry.
  plugins: [react(), viteBrowserScripts(), routePreload(), precompress()],
  resolve: {
    alias: [
      {
        // React 19 has the hook; the pre-18 polyfill would only forward to it.
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(
          new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url),
        ),
      },
    ],
  },
  server: {
    port: 3000,
    strictPort: true,
    proxy: {
      '/api': { target: mockTarget, changeOrigin: true },
      '/__mock': { target: mockTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    // Maps are written for debugging and error reports, but the chunks do not reference them
    // (one `sourceMappingURL` comment fewer per chunk the browser downloads).
    sourcemap: 'hidden',
    // The home map's still picture goes inside the home stylesheet (it is the home page's largest
    // paint, so it paints with the text instead of a request later); the rest as Vite decides.
    assetsInlineLimit: (file) => (file.endsWith('home-map-preview.svg') ? true : undefined),
    // Every browser the build targets supports <link rel="modulepreload">. A lazy chunk's
    // preload list leaves out what the entry has already loaded (the runtime, the framework and
    // the cards chunk): listing them again only added bytes to the first chunk. index.html keeps
    // them: there they start the framework's download beside the entry's instead of after it
    // (one round trip less before the first render, as a Lighthouse run showed).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html'
          ? deps
          : deps.filter((dep) => !/\/(rolldown-runtime|framework|cards)-[\w-]+\.js$/.test(dep)),
    },
    rollupOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The framework every route renders with, as one cacheable chunk instead of a
              // handful of small shared ones (fewer requests, better compression).
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|wouter|valtio|proxy-compare|regexparam)[\\/]/,
            },
            {
              // What every API-backed list needs: the cards of the home, search and store pages
              // with their helpers, the API client and zod/mini, which parses every answer and the
              // persisted stores. One chunk: split in two, the glue between them cost more than
              // the split saved (measured with npm run bench -- --only web). zod's English messages stay a
              // chunk of their own, loaded on the first parse failure. The cart store goes with them:
              // the entry, the cards and five pages use it, and on its own it was one more request.
              name: 'cards',
              test: /node_modules[\\/]zod[\\/]v4[\\/](core|mini)[\\/]|src[\\/]api[\\/](client|schemas[\\/]common)\.ts$|src[\\/](components[\\/](product-card|store-card|verified-badge)\.tsx|lib[\\/](media-url|money)\.ts|state[\\/]cart\.ts)$/,
            },
          ],
        },
      },
    },
  },
});
