import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  fixtureEnv,
  type Recorded,
  startRecordingProvider,
} from '#tests/support/contracts/recording-provider.ts';
import { readOnlyAllows } from './interaction-effects.ts';
import { exampleValues } from './verify-provider.ts';

// What `npm run contracts:verify -- --provider-url …` sends to a provider that is not the mock
// (the hosted API): a stand-in records every request. Read-only (the default) sends no write and
// no e-mail, and nothing with the contract's example values; a state that cannot be established
// keeps its interaction home. The CLI runs in a child process, as CI runs it.

const root = resolve(import.meta.dirname, '../../..');
let provider: Awaited<ReturnType<typeof startRecordingProvider>> | undefined;
let reports: string | undefined;
afterEach(async () => {
  await provider?.close();
  provider = undefined;
  if (reports) rmSync(reports, { recursive: true, force: true });
  reports = undefined;
});

/** A recorded body as the read-only rule reads it (JSON parsed; text as it came). */
function jsonOrText(body: string): unknown {
  try {
    return body ? JSON.parse(body) : undefined;
  } catch {
    return body;
  }
}

const carries = (r: Recorded, value: string) =>
  [r.url, decodeURIComponent(r.url), r.cookie, r.body].some((text) => text.includes(value));

type Case = { name: string; skipped?: string; failure?: string };

/** Runs the verifier CLI against the stand-in; its exit code, JUnit cases and what it sent. */
async function run(env: Record<string, string>, extra: string[] = []) {
  provider = await startRecordingProvider();
  reports = mkdtempSync(join(tmpdir(), 'bukka-hosted-run-'));
  const args = ['tests/contracts/verify/verify-cli.ts', '--provider-url', provider.url];
  const child = spawn(
    join(root, 'node_modules/.bin/tsx'),
    [...args, '--report-dir', reports, ...extra],
    {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const code = await new Promise<number | null>((done) => child.on('close', done));
  const xml = readFileSync(join(reports, 'contracts-junit.xml'), 'utf8');
  const unxml = (t: string) =>
    t
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const cases: Case[] = [
    ...xml.matchAll(/<testcase [^>]*name="([^"]*)"[^>]*>(.*?)<\/testcase>/g),
  ].map(([, name, inner]) => ({
    name: unxml(name ?? ''),
    skipped: /<skipped message="([^"]*)"/
      .exec(inner ?? '')?.[1]
      ?.replace(/&\w+;/g, (e) => unxml(e)),
    failure: /<failure message="([^"]*)"/.exec(inner ?? '')?.[1],
  }));
  return { code, output, cases, requests: provider.requests };
}

const find = (cases: Case[], description: string) =>
  cases.find((c) => c.name.endsWith(` - ${description}`));

describe('a hosted verification (the CLI against a recording stand-in)', {
  timeout: 120_000,
}, () => {
  it('read-only (the default): no POST or PUT but the session calls as the client sends them, no example value; expected failures reported', async () => {
    const { code, output, cases, requests } = await run(fixtureEnv());
    expect(requests.filter((r) => !readOnlyAllows(r.method, r.path, jsonOrText(r.body)))).toEqual(
      [],
    );
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual(
      expect.arrayContaining(['/api/users/signin', '/api/users/logout']),
    );
    for (const value of exampleValues(false)) {
      expect(requests.filter((r) => carries(r, value)).map((r) => r.url)).toEqual([]);
    }
    // Reads were sent; writes and e-mails were reported as not sent, with the reason.
    for (const sent of [
      'a request for the first page of stores (home)',
      'a request for all orders of the signed-in buyer',
      'a sign-in with a wrong password',
    ]) {
      expect(find(cases, sent)?.skipped, sent).toBeUndefined();
    }
    expect(find(cases, 'a review of a store by the signed-in buyer')?.skipped).toMatch(
      /^writes \(POST \/api\/reviews — adds a review[^)]*\); a read-only run does not send it/,
    );
    expect(find(cases, 'a sign-up with a new e-mail')?.skipped).toMatch(
      /^writes \(POST \/api\/users\/register — creates an account.*e-mails an account code\)/,
    );
    // The run signs each fixture in once, however many states need its session.
    const signIns = requests.filter((r) => r.path === '/api/users/signin');
    const emails = signIns.map((r) => (JSON.parse(r.body) as { email: string }).email);
    expect(emails.filter((e) => e === fixtureEnv().PACT_VENDOR_EMAIL)).toHaveLength(1);

    // An expected hosted failure is reported with its reason: the stand-in, like the hosted API,
    // answers the product page without extras…
    expect(output).toContain(
      '≈ expected hosted failure: Given a product with extras on sale - a request for one product with its store fields',
    );
    expect(output).toMatch(/why: GET \/api\/products\/find\/\{id\} never carries/);
    // … but it passes the known-device sign-in, which the hosted API fails: that fails the run.
    expect(find(cases, 'a sign-in from a known device')?.failure).toMatch(
      /^passed, but listed as an expected hosted failure/,
    );
    expect(code).toBe(1);
  });

  it('a state that cannot be established is reported, and its request never sent', async () => {
    const env = fixtureEnv();
    delete env.PACT_RIDER_ID;
    delete env.PACT_NEWCOMER_EMAIL;
    const { cases, requests } = await run(env);
    expect(requests.some((r) => r.path === '/api/users/riders')).toBe(false);
    expect(find(cases, 'a request for riders')?.skipped).toContain('set PACT_RIDER_ID');
    expect(
      find(cases, 'a request for the transaction history of a user without transactions')?.skipped,
    ).toContain('set PACT_NEWCOMER_EMAIL');
    for (const value of exampleValues(false)) {
      expect(requests.filter((r) => carries(r, value)).map((r) => r.url)).toEqual([]);
    }
  });

  it('with --allow-writes the writes go out (still without example values)', async () => {
    const { cases, requests } = await run(fixtureEnv(), ['--allow-writes']);
    expect(requests.some((r) => r.method === 'POST' && r.path === '/api/reviews')).toBe(true);
    expect(requests.some((r) => r.method === 'PUT')).toBe(true);
    for (const value of exampleValues(false)) {
      expect(requests.filter((r) => carries(r, value)).map((r) => r.url)).toEqual([]);
    }
    // What needs an e-mailed code stays home even then.
    expect(find(cases, 'the code of a password reset')?.skipped).toContain('e-mailed code');
    expect(requests.some((r) => r.body.includes('"resetPasswordOtp":"resetPasswordOtp"'))).toBe(
      false,
    );
  });
});
