// `npm run build:demo`: the normal Vite config, written to dist-demo, so the emulated services
// (geocoder, SVG map tiles, Paystack) run inside the page too.
import { defineConfig, mergeConfig } from 'vite';
import base from '../../vite.config.ts';

export default mergeConfig(
  base,
  defineConfig({
    mode: 'demo',
    define: { __DEMO_BUILD__: 'true' },
    build: { outDir: 'dist-demo', emptyOutDir: true, sourcemap: true },
    // `vite preview --config src/demo/vite.demo.config.ts` serves dist-demo as a plain static
    // host: no proxy to a mock server (the page answers the API itself).
    preview: { proxy: {} },
  }),
);
