// The fidelity run's verdict: a drift that is no expected hosted failure fails it, a backend that
// never answers fails it, and with no URL it says so and passes.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '#mock/free-port.ts';
import { runFidelity } from './fidelity-run.ts';

const dir = mkdtempSync(join(tmpdir(), 'bukka-fidelity-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (providerUrl: string | undefined, lines: string[] = []) =>
  runFidelity({ providerUrl, hostedVersion: 'V-A', reportDir: dir, log: (l) => lines.push(l) });

describe('the fidelity run', () => {
  it('says so and passes when no backend is configured', async () => {
    const lines: string[] = [];
    const result = await run('', lines);
    expect(result).toMatchObject({ code: 0, configured: false });
    expect(lines[0]).toMatch(/^No backend URL is configured/);
  });

  it('fails on a drift and names it in the JSON findings and the report', async () => {
    const upstream = Fastify();
    // Every read answers a store list whose distance is a string: the home page drifts.
    upstream.get('/*', async () => ({
      stores: [{ businessName: 'X', _id: 'a', businessImg: '', km: 'far' }],
      totalPages: 1,
    }));
    const url = await upstream.listen({ port: 0, host: '127.0.0.1' });
    try {
      const result = await run(url);
      expect(result.code).toBe(1);
      expect(result.findings).toContainEqual(
        expect.objectContaining({
          method: 'GET',
          route: '/api/users/stores',
          source: 'spine',
          text: '$.stores[0].km: expected number, saw string "far"',
        }),
      );
      const json = JSON.parse(readFileSync(join(dir, 'proxy-drift.json'), 'utf8'));
      expect(json.findings.length).toBe(result.findings.length);
      expect(readFileSync(join(dir, 'proxy-drift.html'), 'utf8')).toContain(
        '$.stores[0].km: expected number, saw string &#34;far&#34;',
      );
    } finally {
      await upstream.close();
    }
  }, 60_000);

  it('fails when the backend never answers', async () => {
    const lines: string[] = [];
    const result = await run(`http://127.0.0.1:${await freePort()}`, lines);
    expect(result.code).toBe(1);
    expect(result.status?.totals.unreachable).toBeGreaterThan(0);
  }, 60_000);
});
