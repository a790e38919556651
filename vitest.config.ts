import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { viteBrowserScripts } from './mock-server/browser-scripts/browser-scripts-plugins.ts';
import { LongestFirstSequencer } from './tests/setup/longest-first-sequencer.ts';

// Four projects: the mock, scenarios and tooling in Node; the client's logic in Node; React
// components in jsdom (against the mock domain through msw/node); and the Pact consumer tests in
// their own Node project without MSW.
export default defineConfig({
  // The scripts the mock's pages run (mock-server/browser-scripts) are bundled once per run, not
  // with esbuild inside jsdom tests.
  plugins: [react(), viteBrowserScripts()],
  test: {
    // Vitest's default is one worker per core but one; many of these tests wait on sockets and
    // child processes, so even a 2-core machine runs two files at a time.
    maxWorkers: Math.max(2, availableParallelism()),
    // The known-long files first, in a fresh clone too (no timings cached yet), so that both
    // workers end together (tests/setup/longest-first-sequencer.ts).
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'mock-server/**/*.test.ts',
            'scenarios/**/*.test.ts',
            // The contract verifier's own tests (not the Pact consumer tests, *.pact.test.ts).
            'tests/contracts/verify/**/*.test.ts',
            'tests/lint/**/*.test.ts',
            // Attacks on the mock (spoofed hosts, cross-site control, code guessing, floods).
            'tests/security/**/*.test.ts',
          ],
          setupFiles: ['./tests/setup/fail-on-console-error.ts'],
          // These files share one module graph per worker (no module state is kept outside a
          // world's ctx, so a file cannot see another's); importing the mock once per worker
          // instead of once per file saves a third of the project's time. Stubbed globals are
          // restored after each test.
          isolate: false,
          unstubGlobals: true,
        },
      },
      {
        extends: true,
        test: {
          // The client's rules keep module state (the API client's config, the toast queue), so
          // each file gets its own modules.
          name: 'unit-client',
          environment: 'node',
          include: ['shared/**/*.test.ts', 'src/**/*.test.ts', 'demo/**/*.test.ts'],
          setupFiles: ['./tests/setup/fail-on-console-error.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: [
            './tests/setup/fail-on-console-error.ts',
            './tests/setup/component-file-reset.ts',
            './tests/setup/jsdom-blob.ts',
            './tests/setup/component.ts',
          ],
          // Screens render against the whole mock in jsdom; on a loaded 2-core machine a journey
          // test can pass 5 s without anything being wrong.
          testTimeout: 15_000,
          // Each file in a fresh module graph: under Vitest 5 the shared worker let one file's state
          // reach the next (a world's orders found already paid, a wallet panel's text from another
          // file), in a different file each full run; isolation costs ~2 CPU-s a file and ends
          // that. The per-file reset (tests/setup/component-file-reset.ts) stays as a second net.
          isolate: true,
          // react-toastify keeps the toasts and their containers in module state: bundled with the
          // test's modules so that it starts afresh with each file too.
          server: { deps: { inline: ['react-toastify'] } },
        },
      },
      {
        extends: true,
        test: {
          // The fleet (`npm run fleet`, `npm run test:fleet`): real nginx in front of real mock
          // processes. It fails, saying how to install nginx, where nginx is missing.
          name: 'fleet',
          environment: 'node',
          include: ['tests/fleet/**/*.test.ts'],
          setupFiles: ['./tests/setup/fail-on-console-error.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // Pact consumer tests (docs/contracts.md): Node, no MSW (it would intercept the calls to
          // Pact's mock server). Files run one after another: run in parallel, Pact's merge of
          // contracts/*.json lost most interactions on a loaded CI machine (the committed contract
          // came out 658 lines short), and the whole project takes ~6 s serially anyway.
          name: 'contracts',
          environment: 'node',
          include: ['tests/contracts/**/*.pact.test.ts'],
          setupFiles: ['./tests/setup/fail-on-console-error.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          // Each interaction gets a Pact mock server on a random port; on a busy machine another
          // process probing ports can hit one. A real contract mismatch fails every attempt.
          retry: 2,
        },
      },
    ],
  },
});
