// The e2e mock requires a control token although it listens on loopback (playwright.config.ts
// starts it with `--control-token`): the tests drive the control API as a script on the network
// must, with the X-Mock-Token header, and open the panel as a presenter does, by its printed link.
export const E2E_CONTROL_TOKEN = process.env.E2E_CONTROL_TOKEN ?? 'e2e-control-token-4f1c';

/** Headers of a control-API call (`request.post('/__mock/…', { headers: controlHeaders })`). */
export const controlHeaders = { 'x-mock-token': E2E_CONTROL_TOKEN };

/** The panel link the mock prints at start (the token moves into a same-site cookie). */
export const panelLink = `/__mock/panel?token=${encodeURIComponent(E2E_CONTROL_TOKEN)}`;
