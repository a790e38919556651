// Text into HTML, SVG or XML: the mock's pages (panel, card checkout, API docs), its map tiles and
// its generated pictures all escape with this one rule — the panel's script in the browser too,
// which is why it lives in src/lib: the panel's browser code takes values only from browser-safe
// modules (tests/lint/panel-browser-imports.test.ts).

/** `value` as text safe inside an element and inside a quoted attribute. */
export const escapeMarkup = (value: unknown): string =>
  String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
