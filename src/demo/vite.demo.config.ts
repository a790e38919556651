// `npm run build:demo`: the normal Vite config, written to dist-demo, so the emulated services
// (geocoder, SVG map tiles, Paystack) run inside the page too. `DEMO_BASE=/bukka/` builds it for
// a sub-path (GitHub project pages). A static host answers an unknown path with 404.html (GitHub
// Pages does): that file is the app itself, so a reload on a deep link such as /kitchen/{id}
// opens that page instead of a 404.
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, mergeConfig, type Plugin } from 'vite';
import { demoWorld } from '../../scripts/build/demo-world.ts';
import base from '../../vite.config.ts';

const demoBase = process.env.DEMO_BASE ?? '/';
if (!/^\/([\w.-]+\/)*$/.test(demoBase)) {
  throw new Error(
    `DEMO_BASE must be a path that starts and ends with "/", e.g. /bukka/ (got ${demoBase})`,
  );
}

/** dist-demo/404.html: a copy of index.html, the SPA fallback of static hosts. */
const spaFallback = (): Plugin => {
  let outDir = 'dist-demo';
  return {
    name: 'bukka-spa-fallback',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      copyFileSync(join(outDir, 'index.html'), join(outDir, '404.html'));
    },
  };
};

export default mergeConfig(
  base,
  defineConfig({
    mode: 'demo',
    base: demoBase,
    // demoWorld: the world made at build time (dist-demo/demo-world.json), not seeded on the phone.
    plugins: [spaFallback(), demoWorld()],
    define: { __DEMO_BUILD__: 'true' },
    build: { outDir: 'dist-demo', emptyOutDir: true, sourcemap: true },
    // `vite preview --config src/demo/vite.demo.config.ts` serves dist-demo as a plain static
    // host: no proxy to a mock server (the page answers the API itself).
    preview: { proxy: {} },
  }),
);
