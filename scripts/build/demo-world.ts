// Vite plugin of the static demo's build: its world made at build time (make-demo-world.ts, by
// the same createWorld as the mock's) and shipped as a file the page loads instead of seeding with
// faker on the phone (demo/start-demo.ts).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { DEMO_WORLD_FILE } from '../../demo/demo-world-file.ts';

const maker = fileURLToPath(new URL('./make-demo-world.ts', import.meta.url));
/**
 * Vite plugin (demo build): writes DEMO_WORLD_FILE beside index.html (demo/demo-main.ts fetches it once
 * the page has loaded, beside the mock's code).
 */
export function demoWorld(): Plugin {
  let text = '';
  return {
    name: 'bukka-demo-world',
    apply: 'build',
    buildStart() {
      // In a child process: the mock's modules (and faker) stay out of Vite's config loader.
      const dir = mkdtempSync(join(tmpdir(), 'bukka-demo-world-'));
      try {
        const out = join(dir, DEMO_WORLD_FILE);
        execFileSync(process.execPath, ['--import', 'tsx', maker, out], {
          stdio: ['ignore', 'ignore', 'inherit'],
        });
        text = readFileSync(out, 'utf8');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: DEMO_WORLD_FILE, source: text });
    },
  };
}
