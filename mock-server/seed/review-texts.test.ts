import { describe, expect, it } from 'vitest';
import { createTestWorld } from '#tests/support/mock/test-world.ts';
import { riderReviewTexts, storeReviewTexts } from './world.ts';

const all = (texts: { good: readonly string[]; bad: readonly string[] }) =>
  new Set<string>([...texts.good, ...texts.bad]);

describe('seeded reviews', () => {
  it('give riders delivery reviews and stores food reviews', async () => {
    const world = await createTestWorld(1);
    const riderTexts = all(riderReviewTexts);
    const storeTexts = all(storeReviewTexts);
    const reviews = world.ctx.db.reviews.all();
    const riderReviews = reviews.filter((r) => world.ctx.db.users.get(r.userId)?.isDispatcher);
    const storeReviews = reviews.filter((r) => !world.ctx.db.users.get(r.userId)?.isDispatcher);
    expect(riderReviews.length).toBeGreaterThan(0);
    expect(storeReviews.length).toBeGreaterThan(0);
    for (const r of riderReviews) expect(riderTexts).toContain(r.msg);
    for (const r of storeReviews) expect(storeTexts).toContain(r.msg);
  });

  it('never talk about food on a rider', () => {
    const food = /amala|jollof|rice|suya|pepper|portion|tasty/i;
    for (const text of all(riderReviewTexts)) expect(text).not.toMatch(food);
  });
});
