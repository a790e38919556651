// The CI workflows are checked in `npm test`, so a broken YAML or a job that needs a job that is
// not there fails on the developer's machine, not after a push.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { workflowProblems } from './workflow-check.ts';

const dir = resolve(import.meta.dirname, '../../.github/workflows');
const files = readdirSync(dir).filter((f) => f.endsWith('.yml') || f.endsWith('.yaml'));

describe('GitHub workflows', () => {
  it('there are the CI and the hosted-contracts workflows', () => {
    expect(files.sort()).toEqual(['ci.yml', 'contracts-hosted.yml']);
  });

  it.each(files)('%s has no problem', (file) => {
    expect(workflowProblems(readFileSync(join(dir, file), 'utf8'))).toEqual([]);
  });

  it('the browser tests are sharded and merged into one report', () => {
    const ci = readFileSync(join(dir, 'ci.yml'), 'utf8');
    expect(ci).toContain(`--shard=\${{ matrix.shard }}/\${{ strategy.job-total }}`);
    expect(ci).toContain('npx playwright merge-reports --reporter html ./all-blob-reports');
    expect(ci).toMatch(/node: \["22", "24", "26"\]/);
    expect(ci).toContain('actions/deploy-pages@');
  });

  it.each(files)('%s runs only npm scripts that package.json has', (file) => {
    const scripts = Object.keys(
      (
        JSON.parse(readFileSync(resolve(dir, '../../package.json'), 'utf8')) as {
          scripts: Record<string, string>;
        }
      ).scripts,
    );
    const named = [
      ...readFileSync(join(dir, file), 'utf8').matchAll(/npm run (?:(?:-s|--silent) )?([\w:-]+)/g),
    ];
    expect(named.length).toBeGreaterThan(0);
    expect(named.map((m) => m[1]).filter((name) => !scripts.includes(name ?? ''))).toEqual([]);
  });

  const ok = `name: x
on: push
jobs:
  a:
    runs-on: ubuntu-24.04
    steps:
      - run: echo a
`;

  it('finds what a broken workflow gets wrong', () => {
    expect(workflowProblems(ok)).toEqual([]);
    expect(workflowProblems(`${ok}    bad: [unclosed\n`)[0]).toMatch(/^YAML: /);
    expect(workflowProblems(ok.replace('on: push\n', 'on: push\non: pull_request\n'))[0]).toMatch(
      /^YAML: .*unique/i,
    );
    expect(
      workflowProblems(
        `${ok}  b:\n    needs: c\n    runs-on: x\n    steps:\n      - uses: actions/checkout\n        run: echo\n`,
      ),
    ).toEqual([
      'jobs.b.steps[0]: give exactly one of uses and run',
      'jobs.b.steps[0]: uses "actions/checkout" is not owner/repo@ref or ./path',
      'jobs.b: needs unknown job "c"',
    ]);
    expect(workflowProblems(ok.replace('echo a', `echo \${{ matrix.node }}`))).toEqual([
      'jobs.a: reads matrix.node but its matrix has no node',
    ]);
    expect(workflowProblems(ok.replace('    runs-on: ubuntu-24.04\n', ''))).toEqual([
      'jobs.a: no runs-on',
    ]);
    expect(
      workflowProblems(
        `${ok.replace('    runs-on', '    needs: b\n    runs-on')}  b:\n    needs: a\n    runs-on: x\n    steps:\n      - run: y\n`,
      ),
    ).toEqual(['needs go round in a circle: a → b → a']);
  });
});
