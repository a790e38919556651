// The compare tool on the mock (in-process, card) against a second mock process started with
// `--checkout wallet`: exactly the wallet-related answers differ.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { scenarios } from '#scenarios/catalog.ts';
import type { ScenarioResult } from '#scenarios/core/types.ts';
import {
  type RunningMock,
  spawnMock,
  startInProcessMock,
} from '#scenarios/runner/mock-launcher.ts';
import { resolveTarget } from '#scenarios/runner/resolve-target.ts';
import { runScenario } from '#scenarios/runner/run-scenario.ts';
import { type Comparison, compareResults, formatComparison } from './compare-results.ts';

let card: RunningMock;
let wallet: RunningMock;
let comparison: Comparison;

async function runAll(mock: RunningMock, checkout: 'card' | 'wallet') {
  const target = await resolveTarget(mock.baseUrl, checkout, checkout, mock.controlToken);
  const out: ScenarioResult[] = [];
  for (const scenario of scenarios) out.push(await runScenario(scenario, target));
  return out;
}

beforeAll(async () => {
  [card, wallet] = await Promise.all([
    startInProcessMock({ checkAnswers: true }),
    spawnMock({ checkout: 'wallet' }),
  ]);
  const a = await runAll(card, 'card');
  const b = await runAll(wallet, 'wallet');
  comparison = compareResults(a, b);
}, 90_000);

afterAll(async () => {
  await card?.close();
  await wallet?.close();
});

it('shows the card-only scenario as run on one side only', () => {
  expect(comparison.skippedScenarios).toEqual([
    {
      scenario: 'payment-failures',
      side: 'B',
      reason: expect.stringContaining('--checkout wallet'),
    },
  ]);
});

it('shows where checkout differs: paid from the wallet, and Insufficient funds', () => {
  const checkouts = comparison.differences.filter((d) => d.title.includes('checks out'));
  expect(checkouts.map((d) => d.scenario)).toEqual([
    'new-buyer',
    'vendor-accepts',
    'vendor-refunds',
    'wallet',
    'wallet',
    'vendor-onboarding',
  ]);
  for (const d of checkouts) {
    expect(d.status).toEqual({ a: 'passed', b: 'passed' });
    const order = d.values.find((v) => v.key === 'order');
    if (d.title.includes('Insufficient funds')) {
      expect(d.values).toContainEqual({
        key: 'answer',
        a: { status: 200 },
        b: { status: 404, message: 'Insufficient funds' },
      });
    } else {
      expect(order?.a).toMatchObject({ isPaid: false });
      expect(order?.b).toMatchObject({ isPaid: true });
      const balance = d.values.find((v) => v.key === 'balanceChangeKobo');
      expect(balance?.a).toBe(0);
      expect(balance?.b).toBeLessThan(0);
    }
  }
});

it('shows card payment and wallet funding steps as run in one mode only, nothing else', () => {
  const others = comparison.differences.filter((d) => !d.title.includes('checks out'));
  for (const d of others) {
    expect(d.values).toEqual([]);
    expect([d.status.a, d.status.b].sort()).toEqual(['passed', 'skipped']);
  }
  expect(others.map((d) => `${d.scenario} ${d.index + 1}`)).toEqual([
    'new-buyer 3',
    'new-buyer 4',
    'new-buyer 11',
    'new-buyer 12',
    'vendor-accepts 7',
    'vendor-refunds 6',
  ]);
  const text = formatComparison(comparison, 'card', 'wallet');
  expect(text).toContain('B: {"status":404,"message":"Insufficient funds"}');
});
