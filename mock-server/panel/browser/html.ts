// Shared by the panel's page (panel-page.ts, on the server) and its script (in the browser).

/** `value` as text safe inside HTML and its quoted attributes. */
export const escapeHtml = (value: unknown): string =>
  String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
