import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXAMPLE } from '#tests/support/contracts/ids.ts';
import { PROVIDER, WALLET_PROVIDER } from '#tests/support/contracts/pact.ts';
import { EXPECTED_HOSTED_FAILURES } from './expected-hosted-failures.ts';
import { hostedStates } from './hosted-states.ts';
import { effectOf, readOnlyExclusion } from './interaction-effects.ts';
import { mockStates } from './mock-states.ts';
import { readContracts, statesOf } from './pact-files.ts';
import { exampleValues } from './verify-provider.ts';

// The committed contracts against the verifier's tables: every state has a handler on both kinds
// of provider, every listed description exists, docs/contracts.md lists the same expected
// hosted failures as the code.

const contracts = readContracts();
const interactions = contracts.flatMap((c) => c.pact.interactions);
const descriptions = new Set(interactions.map((i) => i.description));

describe('the contracts and the verifier', () => {
  it('has one main contract and one wallet-checkout contract', () => {
    expect(contracts.map((c) => c.pact.provider.name).sort()).toEqual([PROVIDER, WALLET_PROVIDER]);
  });

  it('gives every interaction a provider state, and every state a handler on the mock and the hosted API', () => {
    const mock = mockStates('http://127.0.0.1:9').states;
    const hosted = hostedStates('http://127.0.0.1:9', {}, false).states;
    for (const i of interactions) {
      expect(statesOf(i).length, i.description).toBeGreaterThan(0);
      for (const state of statesOf(i)) {
        expect(mock, state).toHaveProperty([state]);
        expect(hosted, state).toHaveProperty([state]);
      }
    }
  });

  it('lets a read-only run send only reads, and session calls in the shape the client sends', () => {
    for (const i of interactions) {
      const effect = effectOf(i);
      const path = i.request.path;
      if (i.request.method === 'GET') expect(effect.kind, i.description).toBe('read');
      if (effect.kind === 'session')
        expect(path, i.description).toMatch(/^\/api\/users\/(signin|logout|verification)$/);
      if (effect.kind === 'read' || effect.kind === 'session')
        expect(readOnlyExclusion(i), i.description).toBeUndefined();
      else expect(readOnlyExclusion(i), i.description).toBeDefined();
    }
    const newDevice = interactions.find(
      (i) => i.description === 'a sign-in from a device the account does not know',
    );
    expect(newDevice && effectOf(newDevice).kind).toBe('email');
    const writes = interactions.filter((i) => effectOf(i).kind === 'write');
    expect(writes.map((i) => i.request.path)).toEqual(
      expect.arrayContaining(['/api/reviews', '/api/users/register']),
    );
  });

  it('takes every id and reference of a request from its provider state', () => {
    const examples = exampleValues(true).filter((v) => v !== EXAMPLE.sessionToken);
    for (const i of interactions) {
      const { path, query, body } = i.request as { path: string; query?: unknown; body?: unknown };
      const generators = (i.request.generators ?? {}) as Record<string, unknown>;
      const parts = { path, query, body } as Record<string, unknown>;
      for (const [part, value] of Object.entries(parts)) {
        const text = JSON.stringify(value ?? '');
        const left = examples.filter((v) => text.includes(v));
        if (left.length > 0) expect(generators[part], `${i.description}: ${part}`).toBeDefined();
      }
    }
  });

  it('lists only existing interactions as expected hosted failures', () => {
    for (const f of EXPECTED_HOSTED_FAILURES) expect(descriptions).toContain(f.description);
  });

  it('docs/contracts.md lists the same expected hosted failures as the verifier', () => {
    const doc = readFileSync(resolve(import.meta.dirname, '../../../docs/contracts.md'), 'utf8');
    const section = doc.split('## Expected hosted failures')[1]?.split('\n## ')[0] ?? '';
    const rows = section
      .split('\n')
      .filter(
        (line) =>
          line.startsWith('| ') && !line.startsWith('| Interaction') && !line.startsWith('| ---'),
      )
      .map((line) => line.split('|').map((cell) => cell.trim()))
      .map((cells) => ({ description: cells[1], versions: cells[2] }));
    expect(rows).toEqual(
      EXPECTED_HOSTED_FAILURES.map((f) => ({
        description: f.description,
        versions: f.versions.join(', '),
      })),
    );
  });
});
