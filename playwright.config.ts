import { defineConfig, devices } from '@playwright/test';
import { e2eChromium } from './tests/support/e2e/chromium-path.ts';
import { E2E_CONTROL_TOKEN } from './tests/support/e2e/control-token.ts';

// Browser tests run the built client against the Fastify mock (never MSW: the worker would hide
// requests from Playwright). Chromium comes from Debian — its headless shell when installed, else
// /usr/bin/chromium (tests/support/e2e/chromium-path.ts); Playwright never downloads a browser here.
const port = Number(process.env.E2E_PORT ?? 4311);
export const baseURL = `http://localhost:${port}`;

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.e2e.ts',
  // Each test runs in a world of its own on the one mock (tests/support/e2e/world-fixture.ts), so tests
  // run in parallel in any order; E2E_WORKERS picks how many browsers at once.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report gives `npm test` its slowest tests (scripts/run-tests.ts).
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
    ['json', { outputFile: 'reports/e2e-results.json' }],
  ],
  use: {
    baseURL,
    // A failed test keeps its trace: each action with its timing and source line, the network
    // (bodies included) and the console, beside the failure's screenshot and the page's ARIA
    // snapshot (error-context.md). Not the DOM snapshots or the screencast: recorded for every
    // test and thrown away when it passes, the DOM snapshots alone cost ~15 % of the phase's CPU
    // (Playwright serialising the DOM around each action). To see them for a failing test, run it
    // again with `--trace retain-on-failure`: the flag's trace has both.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: true },
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: e2eChromium(),
      args: chromiumFlags,
    },
  },
  webServer: {
    // --check-answers on: every answer the browser gets is checked against its endpoint's response
    // schema, so a drifted answer fails the test that saw it (a 500 naming the route).
    // Node with tsx's loader rather than `npx tsx`: no npm and no second Node process to start
    // before the first test can run (half a minute on a loaded machine).
    command: `node --import tsx mock-server/server.ts --port ${port} --seed 1 --serve dist --simulator off --check-answers on --control-token ${E2E_CONTROL_TOKEN}`,
    url: `${baseURL}/__mock/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
