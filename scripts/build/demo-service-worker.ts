// Vite plugin of the static demo's build: the demo's own service worker (demo/service-worker.ts)
// bundled by esbuild into one classic script beside index.html (DEMO_SERVICE_WORKER, at a name
// that never changes: a service worker is known by its address), and MSW's worker script, which
// public/ holds for the tests' tooling, left out of the demo: the demo no longer speaks MSW's
// protocol (docs/decisions/0016-demo-own-service-worker.md).
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import type { Plugin } from 'vite';
import { DEMO_SERVICE_WORKER } from '../../demo/demo-protocol.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ENTRY = 'demo/service-worker.ts';
const MSW_WORKER = 'mockServiceWorker.js';

/** The service worker as one script, with nothing left to import (a classic worker cannot). */
function bundled(minify: boolean): string {
  const { outputFiles } = buildSync({
    entryPoints: [ENTRY],
    absWorkingDir: ROOT,
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify,
    charset: 'utf8',
    legalComments: 'none',
    write: false,
  });
  return outputFiles[0]!.text;
}

/** Vite plugin (demo build): emits DEMO_SERVICE_WORKER; drops MSW's worker from the output. */
export function demoServiceWorker(): Plugin {
  let outDir = 'dist-demo';
  let minify = true;
  return {
    name: 'bukka-demo-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      minify = config.build.minify !== false;
    },
    buildStart() {
      this.addWatchFile(join(ROOT, ENTRY));
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: DEMO_SERVICE_WORKER, source: bundled(minify) });
    },
    closeBundle() {
      rmSync(join(outDir, MSW_WORKER), { force: true });
    },
  };
}
