// A recording replays green in any world, however used its own world was: a journey recorded in
// a world where the same buyer had already placed and paid an order (so its tabs' counts, its
// balance and the cart's "last order" are that world's history) is written as a scenario that
// passes in a fresh world; so does the same journey recorded in a fresh world.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeScenario } from '#mock/recording/write-scenario.ts';
import type { Scenario, Step, Target } from '#scenarios/core/types.ts';
import { vendorAccepts } from '#scenarios/defs/vendor-accepts.ts';
import { type RunningMock, startInProcessMock } from '#scenarios/runner/mock-launcher.ts';
import { formatStep } from '#scenarios/runner/reporters.ts';
import { resolveTarget } from '#scenarios/runner/resolve-target.ts';
import { runScenario } from '#scenarios/runner/run-scenario.ts';
import { signedIn } from '#scenarios/steps/auth-steps.ts';
import { checkout } from '#scenarios/steps/checkout-steps.ts';
import { orderInTab, orderShows } from '#scenarios/steps/order-steps.ts';
import { payByCard } from '#scenarios/steps/pay-steps.ts';
import { addDishToCart, searchStoresStep } from '#scenarios/steps/shop-steps.ts';
import { fetchOrderDetails, fetchOrders } from '#src/api/orders.ts';
import { mockControl, recordedRun } from '#tests/support/scenarios/mock-control.ts';

let mock: RunningMock;
let target: Target;
// A temporary folder inside the repository: the modules' `#scenarios/...` imports resolve there.
mkdirSync('reports', { recursive: true });
const dir = mkdtempSync(join('reports', 'used-world-'));

const control = mockControl(() => mock);

const newWorld = async () => String((await control('POST', '/__mock/worlds', { seed: 1 })).body.id);

/** The cart as it opens: the buyer's orders, then the newest one's details (its address). */
const cartReadsLastOrder: Step = {
  title: 'buyer opens the cart (the last order fills in the address)',
  actor: 'buyer',
  async run(ctx) {
    const a = ctx.actor;
    const list = await ctx.as(a, () => fetchOrders(a.userId, 'all'));
    const last = list.orders[0];
    if (last) await ctx.as(a, () => fetchOrderDetails(last._id, a.userId));
  },
};

/** The buyer's journey as the app makes it: find the store, a dish, the cart, pay, the tabs. */
const buyerPays: Scenario = {
  name: 'buyer-pays',
  title: 'buyer pays',
  description: 'The demo buyer orders a dish at Mama Bukka Kitchen and pays by card.',
  actors: { buyer: { role: 'buyer', account: { kind: 'demo', role: 'buyer' } } },
  steps: [
    signedIn('buyer'),
    searchStoresStep('buyer', { query: 'Mama Bukka Kitchen' }),
    addDishToCart('buyer', { extras: 1 }),
    cartReadsLastOrder,
    checkout('buyer'),
    payByCard('buyer', { outcome: 'success' }),
    orderInTab('buyer', 'pending'),
    orderShows('buyer', { isPaid: true }),
  ],
};

/** `journey` recorded in a new world (acted once before when `used`), written as a module. */
async function recorded(journey: Scenario, used: boolean, name: string): Promise<Scenario> {
  const world = await newWorld();
  if (used) {
    const before = await runScenario(journey, { ...target, world }, { reset: false });
    expect(before.status).toBe('passed');
  }
  const { acted, recording } = await recordedRun(control, target, world, journey);
  expect(acted.status).toBe('passed');
  await control('DELETE', `/__mock/worlds/${world}`);
  const file = join(dir, `${name}.ts`);
  writeFileSync(file, writeScenario(recording, name));
  const module = (await import(pathToFileURL(resolve(file)).href)) as Record<string, Scenario>;
  return Object.values(module)[0]!;
}

/** The failed steps of `scenario` replayed in a fresh world (none when green). */
async function failuresInFreshWorld(scenario: Scenario): Promise<string[]> {
  const world = await newWorld();
  const result = await runScenario(scenario, { ...target, world });
  await control('DELETE', `/__mock/worlds/${world}`);
  expect(result.steps.length).toBeGreaterThan(5);
  return result.steps.filter((s) => s.status !== 'passed').map((s) => formatStep(s));
}

beforeAll(async () => {
  mock = await startInProcessMock({ checkAnswers: true });
  target = await resolveTarget(mock.baseUrl, 'mock', 'card', mock.controlToken);
}, 60_000);
afterAll(async () => {
  await mock?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a recording replays green in a fresh world', () => {
  const journeys: Array<[string, Scenario]> = [
    ['the buyer orders and pays', buyerPays],
    ['the vendor accepts a paid order, a rider delivers', vendorAccepts],
  ];
  for (const [what, journey] of journeys) {
    it(`${what}, recorded in a world the journey had been made in before`, async () => {
      const scenario = await recorded(journey, true, `used-${journey.name}`);
      expect(await failuresInFreshWorld(scenario)).toEqual([]);
    }, 60_000);

    it(`${what}, recorded in a fresh world`, async () => {
      const scenario = await recorded(journey, false, `fresh-${journey.name}`);
      expect(await failuresInFreshWorld(scenario)).toEqual([]);
    }, 60_000);
  }

  it('checks what the journey changed: counts and balances by how far they moved', async () => {
    const scenario = await recorded(buyerPays, true, 'used-buyer-pays-text');
    const tabs = scenario.steps.filter((s) => s.title.startsWith('buyer opens the orders tab'));
    expect(tabs.length).toBeGreaterThan(1);
    const expects = tabs.map(
      (s) => (s.args as { expect: { fields?: object; changedBy?: object } }).expect,
    );
    // The first look sets where the counts start; after the order, pending and all grew by 1.
    expect(expects[0]?.changedBy).toMatchObject({ 'counts.pending': 0, 'counts.all': 0, bal: 0 });
    expect(expects.at(-1)?.changedBy).toMatchObject({
      'counts.pending': 1,
      'counts.all': 1,
      'counts.delivered': 0,
      bal: 0,
    });
    for (const e of expects) expect(Object.keys(e.fields ?? {})).not.toContain('counts.pending');
  }, 60_000);
});
