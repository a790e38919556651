import { describe, expect, it } from 'vitest';
import { createTestApp } from '#tests/support/mock/test-app.ts';
import { createTestWorld, type TestWorld } from '#tests/support/mock/test-world.ts';
import { exportRecords } from '../db/db-records.ts';

// The component tests' world comes back between tests by `resetIfChanged`, which refills only the
// tables a test changed from the records of the first seeding instead of seeding again. Here: what
// it gives is the seeded world (records, versions, generator, clock, faults), a reseed gives the
// same but for the payment secrets, and a world brought back shares nothing a test can change.

/** Everything of a world a test can observe, as text (the records in their order). */
const stateOf = (world: TestWorld) =>
  JSON.stringify({
    records: exportRecords(world.ctx.db),
    versions: Object.values(world.ctx.db).map((t) => t.version),
    rng: world.ctx.rng.state(),
    now: world.ctx.clock.now(),
    faults: world.ctx.faults,
    seed: world.ctx.seed,
    checkout: world.ctx.options.checkout,
    ids: world.ids,
  });

/** The world's text without its payment references and access codes (drawn from the secrets). */
const withoutSecrets = (world: TestWorld) => {
  let text = stateOf(world);
  for (const t of world.ctx.db.providerTransactions.all()) {
    text = text.replaceAll(t.reference, 'REF').replaceAll(t.accessCode ?? 'none', 'CODE');
  }
  return text;
};

describe('resetIfChanged (the component tests’ reset)', { timeout: 30_000 }, () => {
  it('brings back the seeded world after requests, clock and faults changed it', async () => {
    const t = await createTestApp(1);
    const seeded = stateOf(t);
    const buyer = await t.signIn('buyer@bukka.test');
    const orders = `/api/orders/demo-device/allorders/${t.ids.buyer}?query=all`;
    expect((await t.call('GET', orders, { cookie: buyer })).status).toBe(200);
    await t.call('POST', '/__mock/bank-transfer', {
      body: { accountNumber: t.ctx.db.accounts.all()[0]!.accountNumber, amount: 500_00 },
    });
    t.ctx.clock.advance(60_000);
    t.ctx.rng.next();
    t.ctx.faults.push({ path: '/api/users/stores', status: 500 } as never);
    await t.ctx.db.products.patch(t.ctx.db.products.all()[0]!._id, (p) => {
      p.name = 'changed';
    });
    expect(stateOf(t)).not.toBe(seeded);

    await t.resetIfChanged();
    expect(stateOf(t)).toBe(seeded);
    // Nothing is left of the changes: a fresh session, the same answers as a new world.
    expect((await t.call('GET', orders, { cookie: buyer })).status).toBe(401);
    const fresh = await createTestApp(1);
    expect((await t.call('GET', '/api/users/stores?page=2')).body).toEqual(
      (await fresh.call('GET', '/api/users/stores?page=2')).body,
    );
  });

  it('gives what a reseed gives, but for the payment secrets', async () => {
    const restored = await createTestWorld(1);
    const reseeded = await createTestWorld(1);
    await restored.ctx.db.orders.patch(restored.ctx.db.orders.all()[0]!._id, (o) => {
      o.isCancelled = true;
    });
    await restored.resetIfChanged();
    await reseeded.reset(1);
    expect(withoutSecrets(restored)).toBe(withoutSecrets(reseeded));
  });

  it('a world brought back is independent of the next one: changing it changes no other', async () => {
    const world = await createTestWorld(1);
    const seeded = stateOf(world);
    for (let round = 0; round < 3; round++) {
      const user = world.ctx.db.users.all()[round]!;
      await world.ctx.db.users.patch(user._id, (u) => {
        u.firstname = `changed ${round}`;
      });
      world.ctx.db.reviews.remove(world.ctx.db.reviews.all()[0]!._id);
      expect(stateOf(world)).not.toBe(seeded);
      await world.resetIfChanged();
      expect(stateOf(world)).toBe(seeded);
    }
  });

  it('seeds again when the seeding’s inputs changed (another checkout mode)', async () => {
    const world = await createTestWorld(1);
    const card = stateOf(world);
    world.ctx.options.checkout = 'wallet';
    await world.ctx.db.users.patch(world.ids.buyer, (u) => {
      u.firstname = 'changed';
    });
    await world.resetIfChanged();
    expect(world.ctx.options.checkout).toBe('wallet');
    const wallet = await createTestWorld(1, { checkout: 'wallet' });
    expect(withoutSecrets(world)).toBe(withoutSecrets(wallet));
    expect(stateOf(world)).not.toBe(card);
  });
});
