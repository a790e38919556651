// A session from "the real site", checked without a proxy (docs/mock.md, "A HAR from the real
// site"): Chromium records a HAR (Playwright's `recordHar`, bodies embedded, as a browser's
// network panel exports one) while the buyer signs in on the demo device, opens a store and adds
// a dish to the cart; `npm run contracts:har`'s check then reads it in-process. Every `/api`
// answer is checked as proxy mode checks a forwarded one — nothing drifts, the endpoints seen are
// named — and the session is written as a scenario; the password and the session cookie, both in
// the HAR, reach neither the report nor the scenario.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runHarCheck } from '../contracts/verify/har-run.ts';
import { DEMO, onDevice, signIn } from '../support/e2e/account-e2e-support.ts';
import { expect, test } from '../support/e2e/world-fixture.ts';

const PASSWORD = 'bukka-demo';

test('a HAR of a browser session is checked like a proxied one and written as a scenario, nothing secret kept', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(join(tmpdir(), 'bukka-har-e2e-'));
  try {
    const har = join(dir, 'session.har');
    // A context of the test's world (the fixture's options), its traffic kept as a HAR.
    const context = await browser.newContext({ recordHar: { path: har, content: 'embed' } });
    const page = await context.newPage();
    await onDevice(page, 'demo-device');
    await signIn(page, DEMO.buyer, PASSWORD);
    const firstStore = page.locator('.store-card__link').first();
    await expect(firstStore).toBeVisible();
    await firstStore.click();
    await expect(page).toHaveURL(/\/kitchen\/[0-9a-f]{24}$/);
    await page
      .getByRole('button', { name: /^Add to cart: / })
      .first()
      .click();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    const session = (await context.cookies()).find((c) => c.name === 'auth_token')?.value;
    expect(session, 'the session cookie').toBeTruthy();
    await context.close(); // writes the HAR

    // The HAR holds both secrets: what follows must leave them behind.
    const harText = readFileSync(har, 'utf8');
    expect(harText).toContain(PASSWORD);
    expect(harText).toContain(session!);

    const report = join(dir, 'drift.html');
    const result = runHarCheck({ file: har, report, scenario: 'har-session', out: dir });
    const summary = result.lines.join('\n');
    expect(result.code, summary).toBe(0);
    expect(summary).toMatch(/answers from \d+ endpoints: 0 did not match, on 0 endpoints/);
    expect(summary).toMatch(/Ignored: \d+ of the HAR's \d+ entries — \d+ outside \/api/);

    const html = readFileSync(report, 'utf8');
    for (const endpoint of [
      'POST /api/users/signin',
      'GET /api/users/stores',
      'GET /api/products/kitchen/:storeId',
    ])
      expect(html).toContain(endpoint);
    expect(html).toMatch(
      /\d+ answers seen from \d+ endpoints: .* · 0 did not match, on 0 endpoints/,
    );
    expect(html).not.toContain('class="badge failed"');

    const scenarioFile = join(dir, 'har-session.ts');
    expect(result.scenarioFile).toBe(scenarioFile);
    expect(existsSync(scenarioFile)).toBe(true);
    const scenario = readFileSync(scenarioFile, 'utf8');
    expect(scenario).toContain('export const harSession: Scenario');
    expect(scenario).toContain("signInStep('buyer'");

    for (const [what, text] of [
      ['report', html],
      ['scenario', scenario],
      ['summary', summary],
    ] as const) {
      expect(text, `the password in the ${what}`).not.toContain(PASSWORD);
      expect(text, `the session cookie in the ${what}`).not.toContain(session!);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
