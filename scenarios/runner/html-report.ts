// `--reporter html`: one self-contained HTML file per run — no script, no link, no
// font to fetch — with each scenario, its steps (actor, status, time), the checks, and each
// request and answer the step made (secrets masked). For `scenarios:compare`, the two providers
// side by side, the differing steps and values highlighted.
import { badge, esc, json, page } from '#mock/recording/html-page.ts';
import { maskSecrets } from '#mock/recording/mask.ts';
import type { Comparison } from '#scenarios/compare/compare-results.ts';
import type { Exchange, ScenarioResult, StepResult } from '#scenarios/core/types.ts';

const showValue = (v: unknown) =>
  esc(typeof v === 'string' ? v : (JSON.stringify(maskSecrets(v)) ?? 'undefined'));

/**
 * A request's or an answer's JSON in its box, which scrolls when long: focusable (a keyboard
 * scrolls it) and named for its exchange (a group, so many of them are not many landmarks).
 */
const scrollBox = (label: string, content: string) =>
  `<pre tabindex="0" role="group" aria-label="${esc(label)}">${content}</pre>`;

function exchangeHtml(x: Exchange, where: string): string {
  const call = `${x.method} ${x.url}`;
  return `<div class="exchange"><b>${esc(x.method)} ${esc(x.url)}</b> → <b>${x.status}</b> <span class="ms">${x.ms} ms</span>
${x.body === undefined ? '' : `<div class="muted">request</div>${scrollBox(`${where}: request of ${call}`, json(x.body))}`}<div class="muted">answer</div>${scrollBox(`${where}: answer of ${call}`, json(x.answer))}</div>`;
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
${checks ? `<ul class="checks">${checks}</ul>` : ''}${(step.exchanges ?? [])
  .map((x, i) => exchangeHtml(x, `Step ${step.index + 1}, exchange ${i + 1}`))
  .join('\n')}</details>`;
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
