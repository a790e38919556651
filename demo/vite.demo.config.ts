// `npm run build:demo`: the normal Vite config, written to dist-demo, with the demo's entry
// (demo/demo-main.ts: the app, its API answered by the demo's mock worker through the demo's own
// service worker), so the API and the emulated services (geocoder, SVG map tiles, Paystack) run
// inside the browser too. `DEMO_BASE=/bukka/` builds it for
// a sub-path (GitHub project pages). A static host answers an unknown path with 404.html (GitHub
// Pages does): that file is the app itself, so a reload on a deep link such as /kitchen/{id}
// opens that page instead of a 404.
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, mergeConfig, type Plugin } from 'vite';
import { viteBrowserScripts } from '../mock-server/browser-scripts/browser-scripts-plugins.ts';
import { demoPreload } from '../scripts/build/demo-preload.ts';
import { demoServiceWorker } from '../scripts/build/demo-service-worker.ts';
import { demoWorld } from '../scripts/build/demo-world.ts';
import base from '../vite.config.ts';

const demoBase = process.env.DEMO_BASE ?? '/';
if (!/^\/([\w.-]+\/)*$/.test(demoBase)) {
  throw new Error(
    `DEMO_BASE must be a path that starts and ends with "/", e.g. /bukka/ (got ${demoBase})`,
  );
}

/** index.html starts the demo's entry instead of the app's (src/main.tsx). */
const demoEntry = (): Plugin => ({
  name: 'bukka-demo-entry',
  transformIndexHtml: {
    order: 'pre',
    handler(html) {
      const app = '/src/main.tsx';
      if (!html.includes(app)) throw new Error(`index.html does not load ${app}`);
      return html.replace(app, '/demo/demo-main.ts');
    },
  },
});

/**
 * Node's modules have no place in the browser: Vite would only warn and bundle an empty stand-in
 * that breaks when called, so a `node:` import in the demo's graph (page or worker) fails the build.
 */
const noNodeModules = (): Plugin => ({
  name: 'bukka-no-node-modules',
  enforce: 'pre',
  resolveId(id, importer) {
    if (id.startsWith('node:') && importer)
      this.error(`${importer} imports ${id}: Node-only code in the static demo's bundle`);
  },
});

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
    // demoPreload: the forwarder's chunk is asked for beside the entry. demoServiceWorker: the
    // demo's own service worker (dist-demo/demo-service-worker.js).
    plugins: [
      noNodeModules(),
      demoEntry(),
      spaFallback(),
      demoWorld(),
      demoPreload(),
      demoServiceWorker(),
    ],
    build: { outDir: 'dist-demo', emptyOutDir: true, sourcemap: true },
    // The demo's mock worker (demo/mock-worker.ts) is a module worker with chunks of its own (the
    // seeding code is loaded only to seed another `?seed=`); its panel scripts are bundled as the
    // page's are.
    worker: { format: 'es', plugins: () => [noNodeModules(), viteBrowserScripts()] },
    // `vite preview --config demo/vite.demo.config.ts` serves dist-demo as a plain static
    // host: no proxy to a mock server (the page answers the API itself).
    preview: { proxy: {} },
  }),
);
