import { describe, expect, it } from 'vitest';
import { createTestWorld } from '#tests/support/mock/test-world.ts';
import type { StoreSearch } from '../domain/stores.ts';
import { searchStoresJson } from './store-search-answers.ts';

// The store search's wire bytes are kept beside the route, per world, until users or products
// change (a reset's new world is covered by control/world-memory.test.ts).

const search = (query: string): StoreSearch => Object.freeze({ page: '1', query });

describe('store search answers', () => {
  it('answers a query asked again with the same bytes', async () => {
    const { ctx } = await createTestWorld(2);
    const first = searchStoresJson(ctx, search(''));
    expect(searchStoresJson(ctx, search(''))).toBe(first);
    expect(JSON.parse(first).stores.length).toBeGreaterThan(0);
  });

  it('answers anew once a store changes', async () => {
    const { ctx } = await createTestWorld(2);
    const q = search('');
    const before = JSON.parse(searchStoresJson(ctx, q));
    const id = before.stores[0]._id as string;
    await ctx.db.users.patch(id, (u) => {
      u.businessName = 'Renamed kitchen';
    });
    const after = JSON.parse(searchStoresJson(ctx, q));
    expect(after.stores.find((s: { _id: string }) => s._id === id)?.businessName).toBe(
      'Renamed kitchen',
    );
  });
});
