// `npm run build:mock` — the mock server as one JavaScript file, dist-mock/server.mjs, run by
// plain `node` (what `npm start` and `npm run mock` run). Under tsx every function made per
// request also pays for `__name` (esbuild's keep-names helper) and start-up pays for the
// transform; the bundle has neither. Packages stay in node_modules (not bundled), but for faker
// (below). The scripts the mock's pages run in the browser (mock-server/browser-scripts), which the
// mock otherwise bundles from source on first use, are bundled in now, so the output needs no
// source file beside it.
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { esbuildBrowserScripts } from '../mock-server/browser-scripts/browser-scripts-plugins.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// `--out DIR` writes DIR/server.mjs instead (the bundle test builds into a temporary folder).
const outIndex = process.argv.indexOf('--out');
const outDir = outIndex > 0 ? resolve(process.argv[outIndex + 1]!) : join(root, 'dist-mock');
const MOCK_BUNDLE = join(outDir, 'server.mjs');

// faker is bundled in, not left in node_modules: its package entry loads all 70-odd locales (and
// makes a faker of each), ~100 ms and ~20 MB at every start; bundled, only the locales the seed
// names (mock-server/seed/world-faker.ts) come along.
const bundledPackages: Plugin = {
  name: 'bukka-bundled-packages',
  setup(b) {
    b.onResolve({ filter: /^@faker-js\/faker$/ }, ({ path, resolveDir }) => ({
      path: createRequire(join(resolveDir, 'x.js')).resolve(path),
    }));
  },
};

const started = performance.now();
rmSync(dirname(MOCK_BUNDLE), { recursive: true, force: true });
await build({
  entryPoints: [join(root, 'mock-server/server.ts')],
  outfile: MOCK_BUNDLE,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [esbuildBrowserScripts, bundledPackages],
});
console.log(
  `mock server bundled: ${relative(root, MOCK_BUNDLE)} in ${Math.round(performance.now() - started)} ms`,
);
