import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { har } from '#tests/support/contracts/har-builder.ts';
import { harMain } from './har-run.ts';

// `npm run contracts:har` as the command line runs it (harMain): its summary and exit code, the
// drift report and the scenario it writes, and a clear word — naming the file, never a stack —
// for a file it cannot check.

const dir = mkdtempSync(join(tmpdir(), 'bukka-har-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = harMain(
    argv,
    (line) => out.push(line),
    (line) => err.push(line),
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

function file(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

const BUYER = '6650a1b2c3d4e5f601000001';
const TOKEN = 'e2e-session-cookie-value-0123456789';
const session = har([
  { url: '/', answer: '<html></html>', answerType: 'text/html' },
  {
    method: 'POST',
    url: '/api/users/signin',
    body: { email: 'buyer@bukka.test', password: 'secret-pass-9', fingerprint: 'demo-device' },
    answer: { user: { _id: BUYER, firstname: 'Adaeze' } },
    setCookie: `auth_token=${TOKEN}; Path=/; HttpOnly`,
  },
  {
    url: `/api/orders/demo-device/allorders/${BUYER}?query=all`,
    cookies: { auth_token: TOKEN },
    answer: {
      orders: [],
      counts: { pending: 0, dispatched: 0, delivered: 0, refunded: 0, all: 0 },
      bal: 0,
      isBusinessOwner: false,
    },
  },
  { url: '/api/users/stores', answer: { stores: [{ km: '3.2' }], totalPages: 1, page: 1 } },
]);

describe('npm run contracts:har', () => {
  it('prints the drift per endpoint and exits 1 when an answer drifted', () => {
    const { code, out } = run(file('drift.har', session));
    expect(code).toBe(1);
    expect(out).toMatch(
      /3 \/api requests to https:\/\/bukka\.example, 3 answers from 3 endpoints: 1 did not match, on 1 endpoint/,
    );
    expect(out).toContain('DRIFT GET /api/users/stores');
    expect(out).toContain(
      '$.stores[0].km: expected number, saw string "3.2" — against the client\'s schema',
    );
    expect(out).toContain('ok    POST /api/users/signin');
    expect(out).toContain("Ignored: 1 of the HAR's 4 entries — 1 outside /api");
  });

  // Biome formats the written scenario (as scenarios:record does): seconds on a loaded machine.
  it('writes the drift report and the scenario, with no secret of the HAR in either', {
    timeout: 60_000,
  }, () => {
    const report = join(dir, 'reports', 'har.html');
    const out = join(dir, 'journeys');
    const result = run(
      file('session.har', session),
      '--report',
      report,
      '--scenario',
      'har-journey',
      '--out',
      out,
    );
    expect(result.code).toBe(1);
    const html = readFileSync(report, 'utf8');
    expect(html).toContain('https://bukka.example (HAR session.har)');
    expect(html).toContain('POST /api/users/signin');
    expect(html).toContain('$.stores[0].km: expected number');
    const scenario = readFileSync(join(out, 'har-journey.ts'), 'utf8');
    expect(scenario).toContain('export const harJourney: Scenario = {');
    expect(scenario).toContain("signInStep('buyer'");
    for (const text of [html, scenario, result.out]) {
      expect(text).not.toContain('secret-pass-9');
      expect(text).not.toContain(TOKEN);
    }
    expect(result.out).toContain(`Scenario: ${join(out, 'har-journey.ts')} (3 requests recorded)`);
  });

  it('exits 0 when every answer matched', () => {
    const clean = har([
      { url: '/api/users/stores', answer: { stores: [], totalPages: 0, page: 1 } },
    ]);
    expect(run(file('clean.har', clean)).code).toBe(0);
  });

  it('says so when the HAR has no /api request', () => {
    const pages = har([
      { url: '/', answer: '<html></html>', answerType: 'text/html' },
      { url: '/logo.png', answer: '', answerType: 'image/png' },
    ]);
    const path = file('pages.har', pages);
    const { code, err } = run(path);
    expect(code).toBe(2);
    expect(err).toContain(`${path}: no /api request in it, nothing to check`);
    expect(err).toContain("2 of the HAR's 2 entries — 2 outside /api");
  });

  it.each([
    ['not JSON', '{"log": {"entries": [', /is not JSON \(.+\): is it a HAR file\?/],
    [
      'not a HAR',
      { log: { pages: [] } },
      /is not a HAR file \(HTTP Archive.*\): \$\.log\.entries: /,
    ],
    [
      'an entry without its response',
      { log: { entries: [{ startedDateTime: 'x', request: { method: 'GET', url: '/' } }] } },
      /is not a HAR file .*: \$\.log\.entries\[0\]\.response: /,
    ],
  ])('refuses a file that is %s, naming it, never with a stack', (_what, content, message) => {
    const path = file('broken.har', content);
    const { code, err, out } = run(path);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toContain(`contracts:har: ${path} `);
    expect(err).toMatch(message);
    expect(err).not.toMatch(/\n\s+at /);
  });

  it('names a file that is not there, and asks for one when none is given', () => {
    const missing = join(dir, 'nowhere.har');
    expect(run(missing)).toMatchObject({
      code: 2,
      err: `contracts:har: ${missing} cannot be read: there is no such file`,
    });
    expect(run().err).toMatch(/which HAR file\? — npm run contracts:har -- FILE\.har/);
    expect(run('a.har', '--colour').err).toMatch(
      /Unknown option '--colour'.* — npm run contracts:har/,
    );
  });

  it('refuses a scenario name that is not kebab-case before reading anything', () => {
    const { code, err } = run(join(dir, 'nowhere.har'), '--scenario', 'My Journey');
    expect(code).toBe(2);
    expect(err).toBe(
      'contracts:har: --scenario must be kebab-case (lower-case letters, digits, dashes)',
    );
    expect(existsSync(join('scenarios', 'defs', 'My Journey.ts'))).toBe(false);
  });
});
