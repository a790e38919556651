import { maskSecrets } from './mask.ts';

// The look of the project's self-contained HTML reports (no script, no link, no font to fetch):
// the scenarios' run and compare reports (scenarios/runner/html-report.ts) and the proxy's drift
// report (mock-server/proxy/proxy-report.ts) share these styles and helpers, so they read alike.

export const esc = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const json = (value: unknown): string =>
  value === undefined ? '' : esc(JSON.stringify(maskSecrets(value), null, 2) ?? '');

const STYLE = `
body{font:14px/1.45 system-ui,sans-serif;margin:0;color:#1b1b1b;background:#fafaf7}
header{background:#1f3d2b;color:#fff;padding:16px 24px}header h1{margin:0 0 4px;font-size:20px}
main{padding:16px 24px;max-width:1400px}
section.scenario{background:#fff;border:1px solid #ddd;border-radius:8px;margin:0 0 16px;padding:8px 16px}
h2{font-size:17px;margin:8px 0}.muted{color:#5d5d5d}
.badge{display:inline-block;border-radius:4px;padding:0 6px;font-size:12px;font-weight:600}
.passed{background:#dcf3e3;color:#14532d}.failed{background:#fde2e1;color:#7f1d1d}
.skipped,.not-run{background:#eee;color:#444}
details.step{border-top:1px solid #eee;padding:4px 0}summary{cursor:pointer}
.actor{font-weight:600}.ms{color:#5d5d5d;font-size:12px}
ul.checks{margin:4px 0 4px 16px;padding:0;list-style:none}
li.ok::before{content:"✓ ";color:#15803d}li.ko::before{content:"✗ ";color:#b91c1c}li.ko{color:#7f1d1d}
pre{background:#f4f4f0;border-radius:4px;padding:6px 8px;overflow:auto;max-height:240px;font-size:12px;margin:2px 0}
.exchange{margin:6px 0 6px 16px}.exchange b{font-family:ui-monospace,monospace}
table.compare{border-collapse:collapse;width:100%}table.compare td,table.compare th{border:1px solid #ddd;padding:4px 8px;vertical-align:top;text-align:left}
tr.diff td:first-child{background:#fff4d6}.differs{background:#fde2e1;font-weight:600;border-radius:3px}
.summary{margin:0 0 16px}
`;

export function page(title: string, subtitle: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title><style>${STYLE}</style></head>
<body><header><h1>${esc(title)}</h1><div>${esc(subtitle)}</div></header><main>${body}</main></body></html>
`;
}

export const badge = (status: string) => `<span class="badge ${esc(status)}">${esc(status)}</span>`;
