// The e2e mock requires a control token although it listens on loopback (playwright.config.ts
// starts it with `--control-token`): the tests drive the control API as a script on the network
// must, with the X-Mock-Token header, and open the panel as a presenter does, by its printed link.
import type { APIRequestContext } from '@playwright/test';
import type { ControlTarget } from '#mock/control/control-client.ts';
import { CONTROL_TOKEN_HEADER } from '#shared/schemas/mock-control-names.ts';

export const E2E_CONTROL_TOKEN = process.env.E2E_CONTROL_TOKEN ?? 'e2e-control-token-4f1c';

/** Headers of a control-API call (`request.post('/__mock/…', { headers: controlHeaders })`). */
export const controlHeaders = { [CONTROL_TOKEN_HEADER]: E2E_CONTROL_TOKEN };

/** The panel link the mock prints at start (the token moves into a same-site cookie). */
export const panelLink = `/__mock/panel?token=${encodeURIComponent(E2E_CONTROL_TOKEN)}`;

/**
 * The control client's target for a test's request context (its base URL, its headers — the
 * test's world among them): calls go out through `request`, with the control token.
 */
export const controlOf = (request: APIRequestContext): ControlTarget => ({
  baseUrl: '',
  controlToken: E2E_CONTROL_TOKEN,
  send: async (url, init) => {
    const answer = await request.fetch(url, {
      method: init.method,
      headers: init.headers,
      data: init.body,
    });
    return {
      ok: answer.ok(),
      status: answer.status(),
      statusText: answer.statusText(),
      text: () => answer.text(),
    };
  },
});
