// `npm run build:demo`: the normal Vite config, written to dist-demo, with `node:zlib` (used by
// the mock's PNG tile encoder, mock-server/services/tiles/png.ts) swapped for a browser stand-in
// so the emulated services (geocoder, tiles, Paystack) run inside the page too.
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vite';
import base from '../../vite.config.ts';

export default mergeConfig(
  base,
  defineConfig({
    mode: 'demo',
    resolve: {
      alias: { 'node:zlib': fileURLToPath(new URL('./zlib-browser.ts', import.meta.url)) },
    },
    build: { outDir: 'dist-demo', emptyOutDir: true, sourcemap: true },
    // `vite preview --config src/demo/vite.demo.config.ts` serves dist-demo as a plain static
    // host: no proxy to a mock server (the page answers the API itself).
    preview: { proxy: {} },
  }),
);
