// Checks a GitHub Actions workflow offline: the YAML parses (duplicate keys, bad indentation and
// tabs are errors), and the parts GitHub would refuse or silently mis-run are right — a trigger,
// jobs with a runner and steps, each step either `uses` (owner/repo@ref or a local ./ path) or
// `run`, `needs` naming jobs of the file without a cycle, and every `matrix.X` a job reads defined
// in its matrix. Not the whole of GitHub's schema: the mistakes a workflow edit actually makes.
import { parseDocument } from 'yaml';

type Job = {
  'runs-on'?: unknown;
  uses?: unknown;
  steps?: unknown;
  needs?: unknown;
  strategy?: { matrix?: Record<string, unknown> };
};

const KNOWN_TOP = new Set([
  'name',
  'run-name',
  'on',
  'permissions',
  'env',
  'defaults',
  'concurrency',
  'jobs',
]);

export function workflowProblems(text: string): string[] {
  const doc = parseDocument(text, { uniqueKeys: true, prettyErrors: false });
  if (doc.errors.length > 0) return doc.errors.map((e) => `YAML: ${e.message.split('\n')[0]}`);
  const problems: string[] = [];
  if (/^\t/m.test(text)) problems.push('YAML: a line is indented with a tab');
  const wf = doc.toJS() as Record<string, unknown> | null;
  if (!wf || typeof wf !== 'object') return ['the file is not a mapping'];
  for (const key of Object.keys(wf)) {
    if (!KNOWN_TOP.has(key)) problems.push(`unknown top-level key "${key}"`);
  }
  if (wf.on === undefined) problems.push('no trigger ("on")');
  const jobs = wf.jobs as Record<string, Job> | undefined;
  if (!jobs || typeof jobs !== 'object' || Object.keys(jobs).length === 0) {
    return [...problems, 'no jobs'];
  }
  const names = Object.keys(jobs);
  for (const [name, job] of Object.entries(jobs)) {
    const at = `jobs.${name}`;
    if (!/^[A-Za-z_][\w-]*$/.test(name))
      problems.push(`${at}: a job id may hold letters, digits, - and _`);
    if (job.uses !== undefined) {
      if (typeof job.uses !== 'string') problems.push(`${at}.uses must be a string`);
      continue; // a reusable workflow: no runner, no steps
    }
    if (job['runs-on'] === undefined) problems.push(`${at}: no runs-on`);
    if (!Array.isArray(job.steps) || job.steps.length === 0) problems.push(`${at}: no steps`);
    for (const [i, step] of ((job.steps as Record<string, unknown>[]) ?? []).entries()) {
      const where = `${at}.steps[${i}]`;
      const hasUses = step.uses !== undefined;
      const hasRun = step.run !== undefined;
      if (hasUses === hasRun) problems.push(`${where}: give exactly one of uses and run`);
      if (hasUses && !/^(\.\/|docker:\/\/|[\w.-]+\/[\w./-]+@[\w.-]+$)/.test(String(step.uses))) {
        problems.push(`${where}: uses "${String(step.uses)}" is not owner/repo@ref or ./path`);
      }
    }
    const needs = job.needs === undefined ? [] : [job.needs].flat();
    for (const need of needs) {
      if (!names.includes(String(need)))
        problems.push(`${at}: needs unknown job "${String(need)}"`);
    }
    const matrix = job.strategy?.matrix ?? {};
    const text = JSON.stringify(job);
    for (const [, key] of text.matchAll(/matrix\.([\w-]+)/g)) {
      if (!(key! in matrix))
        problems.push(`${at}: reads matrix.${key} but its matrix has no ${key}`);
    }
    for (const expr of text.match(/\$\{\{[^}]*\}\}/g) ?? []) {
      if ((expr.match(/\(/g)?.length ?? 0) !== (expr.match(/\)/g)?.length ?? 0)) {
        problems.push(`${at}: unbalanced parentheses in ${expr}`);
      }
    }
    if (/\$\{\{(?![^}]*\}\})/.test(text))
      problems.push(`${at}: an expression "\${{" is not closed`);
  }
  // needs must not go round in a circle
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string, path: string[]): void => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'visiting') {
      problems.push(`needs go round in a circle: ${[...path, name].join(' → ')}`);
      return;
    }
    state.set(name, 'visiting');
    const job = jobs[name];
    for (const need of job?.needs === undefined ? [] : [job.needs].flat()) {
      if (names.includes(String(need))) visit(String(need), [...path, name]);
    }
    state.set(name, 'done');
  };
  for (const name of names) visit(name, []);
  return problems;
}
