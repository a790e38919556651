import { describe, expect, it } from 'vitest';
import { createTestApp } from '#tests/support/mock/test-app.ts';
import { ONLINE_WINDOW_MS } from './presence.ts';

const MINUTE = 60_000;

const presenceOf = async (t: Awaited<ReturnType<typeof createTestApp>>, storeId: string) => {
  const product = t.ctx.db.products.lookup('store', storeId)[0]!;
  const answer = await t.call('GET', `/api/products/find/${product._id}`);
  return answer.body as { status: string; lastSeenAt?: string };
};

describe("a store's presence comes from its owner's real activity", () => {
  it('is online while the owner acts, offline with the time once they stop', async () => {
    const t = await createTestApp(1);
    const vendor = t.ctx.db.users.get(t.ids.vendor)!;
    // Seeded as open when the world began.
    expect(await presenceOf(t, vendor._id)).toMatchObject({
      status: 'available',
      lastSeenAt: new Date(t.ctx.clock.now()).toISOString(),
    });
    t.ctx.clock.advance(ONLINE_WINDOW_MS + 5 * MINUTE);
    const away = await presenceOf(t, vendor._id);
    expect(away.status).toBe('offline');
    expect(t.ctx.clock.now() - Date.parse(away.lastSeenAt ?? '')).toBe(
      ONLINE_WINDOW_MS + 5 * MINUTE,
    );
    // The vendor signs in and uses the app: online again, seen now.
    const cookie = await t.signIn(vendor.email);
    await t.call('GET', `/api/orders/demo-device/allorders/${vendor._id}?query=all`, { cookie });
    expect(await presenceOf(t, vendor._id)).toMatchObject({
      status: 'available',
      lastSeenAt: new Date(t.ctx.clock.now()).toISOString(),
    });
  });

  it('every seeded store has a last activity: online within the window, else offline since then', async () => {
    const t = await createTestApp(1);
    const stores = t.ctx.db.users.all().filter((u) => u.isBusinessOwner);
    const offlineAges = new Set<number>();
    for (const store of stores) {
      const p = await presenceOf(t, store._id);
      const age = t.ctx.clock.now() - Date.parse(p.lastSeenAt ?? '');
      expect(Number.isFinite(age)).toBe(true);
      expect(p.status).toBe(age < ONLINE_WINDOW_MS ? 'available' : 'offline');
      if (p.status === 'offline') offlineAges.add(age);
    }
    // Closed stores were last seen at different times, never one fixed "5 minutes ago".
    expect(offlineAges.size).toBeGreaterThan(3);
  });

  it('the hosted profile sends neither field', async () => {
    const t = await createTestApp(1, { profile: 'hosted', hangMs: 300 });
    const p = await presenceOf(t, t.ids.vendor);
    expect(p).not.toHaveProperty('status');
    expect(p).not.toHaveProperty('lastSeenAt');
  });
});
