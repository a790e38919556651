// `--reporter html` (issue 31 #3): one self-contained HTML file per run — no script, no link, no
// font to fetch — with each scenario, its steps (actor, status, time), the checks, and each
// request and answer the step made (secrets masked). For `scenarios:compare`, the two providers
// side by side, the differing steps and values highlighted.
import { maskSecrets } from '#mock/recording/mask.ts';
import type { Comparison } from '#scenarios/compare/compare-results.ts';
import type { Exchange, ScenarioResult, StepResult } from '#scenarios/core/types.ts';

const esc = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const json = (value: unknown): string =>
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

function page(title: string, subtitle: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title><style>${STYLE}</style></head>
<body><header><h1>${esc(title)}</h1><div>${esc(subtitle)}</div></header><main>${body}</main></body></html>
`;
}

const badge = (status: string) => `<span class="badge ${esc(status)}">${esc(status)}</span>`;

const showValue = (v: unknown) =>
  esc(typeof v === 'string' ? v : (JSON.stringify(maskSecrets(v)) ?? 'undefined'));

function exchangeHtml(x: Exchange): string {
  return `<div class="exchange"><b>${esc(x.method)} ${esc(x.url)}</b> → <b>${x.status}</b> <span class="ms">${x.ms} ms</span>
${x.body === undefined ? '' : `<div class="muted">request</div><pre>${json(x.body)}</pre>`}<div class="muted">answer</div><pre>${json(x.answer)}</pre></div>`;
}

function stepHtml(step: StepResult): string {
  const checks = step.checks
    .map(
      (c) =>
        `<li class="${c.ok ? 'ok' : 'ko'}">${esc(c.label)}${c.ok ? '' : `: expected ${showValue(c.expected)}, saw ${showValue(c.actual)}`}</li>`,
    )
    .join('');
  const open = step.status === 'failed' ? ' open' : '';
  return `<details class="step"${open}><summary>${badge(step.status)} ${step.index + 1}. <span class="actor">[${esc(step.actor)}]</span> ${esc(step.title)} <span class="ms">${Math.round(step.durationMs)} ms</span></summary>
${step.reason ? `<div class="muted">reason: ${esc(step.reason)}</div>` : ''}${step.error ? `<div class="failed">error: ${esc(step.error)}</div>` : ''}
${checks ? `<ul class="checks">${checks}</ul>` : ''}${(step.exchanges ?? []).map(exchangeHtml).join('\n')}</details>`;
}

function summaryLine(results: ScenarioResult[]): string {
  const steps = results.flatMap((r) => r.steps);
  const count = (s: StepResult['status']) => steps.filter((x) => x.status === s).length;
  const failed = results.filter((r) => r.status === 'failed').length;
  return `${results.length} scenarios: ${results.length - failed} passed, ${failed} failed · ${steps.length} steps: ${count('passed')} passed, ${count('failed')} failed, ${count('skipped')} skipped, ${count('not-run')} not run`;
}

/** One run's report: every scenario and step, with checks and exchanges. */
export function toHtml(results: ScenarioResult[], when = new Date()): string {
  const target = results[0]?.target.label ?? '(no target)';
  const sections = results
    .map(
      (
        r,
      ) => `<section class="scenario"><h2>${badge(r.status)} ${esc(r.title)} <span class="muted">(${esc(r.name)})</span></h2>
<div class="muted">${esc(r.target.label)} · ${r.steps.length} steps · ${Math.round(r.durationMs)} ms</div>
${r.steps.map(stepHtml).join('\n')}</section>`,
    )
    .join('\n');
  return page(
    'Bukka scenarios',
    `${target} · ${when.toISOString()}`,
    `<p class="summary">${esc(summaryLine(results))}</p>${sections}`,
  );
}

/** A compare run's report: A and B side by side per step, differences highlighted. */
export function compareToHtml(
  a: ScenarioResult[],
  b: ScenarioResult[],
  comparison: Comparison,
  labels: { a: string; b: string },
  when = new Date(),
): string {
  const differing = new Map(comparison.differences.map((d) => [`${d.scenario}#${d.index}`, d]));
  const sections = a
    .map((ra) => {
      const rb = b.find((r) => r.name === ra.name);
      const rows = ra.steps
        .map((sa) => {
          const sb = rb?.steps[sa.index];
          const diff = differing.get(`${ra.name}#${sa.index}`);
          const keys = new Set((diff?.values ?? []).map((v) => v.key));
          const statusDiffers = diff !== undefined && diff.status.a !== diff.status.b;
          const side = (s: StepResult | undefined) =>
            s
              ? `${statusDiffers ? `<span class="differs">${badge(s.status)}</span>` : badge(s.status)} <span class="ms">${Math.round(s.durationMs)} ms</span>${s.reason ? `<div class="muted">${esc(s.reason)}</div>` : ''}${Object.entries(
                  s.observed,
                )
                  .map(
                    ([k, v]) =>
                      `<div${keys.has(k) ? ' class="differs"' : ''}>${esc(k)}: ${showValue(v)}</div>`,
                  )
                  .join('')}${s.checks
                  .filter((c) => !c.ok)
                  .map(
                    (c) =>
                      `<div class="failed">✗ ${esc(c.label)}: expected ${showValue(c.expected)}, saw ${showValue(c.actual)}</div>`,
                  )
                  .join('')}`
              : '<span class="muted">(not run)</span>';
          return `<tr${diff ? ' class="diff"' : ''}><td>${sa.index + 1}. <span class="actor">[${esc(sa.actor)}]</span> ${esc(sa.title)}</td><td>${side(sa)}</td><td>${side(sb)}</td></tr>`;
        })
        .join('\n');
      return `<section class="scenario"><h2>${esc(ra.title)} <span class="muted">(${esc(ra.name)})</span></h2>
<table class="compare"><thead><tr><th>step</th><th>A: ${esc(labels.a)}</th><th>B: ${esc(labels.b)}</th></tr></thead><tbody>${rows}</tbody></table></section>`;
    })
    .join('\n');
  return page(
    'Bukka scenarios — compare',
    `A: ${labels.a} · B: ${labels.b} · ${when.toISOString()}`,
    `<p class="summary">${comparison.scenarios} scenarios, ${comparison.steps} steps: ${comparison.differences.length} differ</p>${sections}`,
  );
}
