// Scenarios 1–3 replayed through the built app in Chromium: the same definitions as the
// API runner (scenarios/defs), one test per scenario, a screenshot of the acting page after every
// step kept in the report. The mock is the one playwright.config.ts starts (seed 1, card).

import type { Target } from '#scenarios/core/types.ts';
import { newBuyer } from '#scenarios/defs/new-buyer.ts';
import { vendorAccepts } from '#scenarios/defs/vendor-accepts.ts';
import { vendorRefunds } from '#scenarios/defs/vendor-refunds.ts';
import { replayInBrowser } from '#scenarios/ui/ui-replay.ts';
import { E2E_CONTROL_TOKEN } from '../support/e2e/control-token.ts';
import { test } from '../support/e2e/world-fixture.ts';

for (const scenario of [newBuyer, vendorAccepts, vendorRefunds]) {
  test(`scenario ${scenario.title} in the browser`, async ({
    browser,
    baseURL,
    world,
  }, testInfo) => {
    test.setTimeout(180_000);
    const target: Target = {
      baseUrl: (baseURL ?? '').replace(/\/+$/, ''),
      isMock: true,
      checkout: 'card',
      label: 'browser',
      controlToken: E2E_CONTROL_TOKEN,
      world,
    };
    await replayInBrowser(scenario, {
      browser,
      target,
      step: (title, body) => test.step(title, body),
      attach: (name, png) => testInfo.attach(name, { body: png, contentType: 'image/png' }),
    });
  });
}
