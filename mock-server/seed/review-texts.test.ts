import { describe, expect, it } from 'vitest';
import { createTestWorld } from '#tests/support/mock/test-world.ts';
import { createRng } from '../domain/plumbing/rng.ts';
import { dishes } from './dishes.ts';
import { riderReviewTexts, storeReviewTexts } from './review-texts.ts';
import { createWorldFaker } from './world-faker.ts';

const FOOD = /amala|jollof|rice|suya|pepper|portion|tasty|soup|dish|menu/i;
const dishNames = dishes.map((d) => d.name);

describe('seeded reviews', () => {
  it('give riders delivery reviews and stores food reviews naming a dish of their menu', async () => {
    const world = await createTestWorld(1);
    const { db } = world.ctx;
    const reviews = db.reviews.all();
    const riderReviews = reviews.filter((r) => db.users.get(r.userId)?.isDispatcher);
    const storeReviews = reviews.filter((r) => !db.users.get(r.userId)?.isDispatcher);
    expect(riderReviews.length).toBeGreaterThan(0);
    expect(storeReviews.length).toBeGreaterThan(0);
    for (const r of reviews) expect(r.msg).toMatch(/^[A-Z][^{}]*[.]$/);
    for (const r of riderReviews) {
      expect(r.msg).not.toMatch(FOOD);
      for (const name of dishNames) expect(r.msg).not.toContain(name);
    }
    for (const r of storeReviews) {
      const menu = db.products.lookup('store', r.userId).map((p) => p.name);
      expect(
        menu.some((name) => r.msg.includes(name)),
        r.msg,
      ).toBe(true);
    }
  });

  it('never talk about food on a rider, and always of a dish on a store, whatever faker picks', () => {
    const f = createWorldFaker(createRng('reviews'));
    const about = { dishes: dishNames, rider: 'Emeka' };
    for (let i = 0; i < 50; i++) {
      for (const say of [...riderReviewTexts.good, ...riderReviewTexts.bad]) {
        const text = say(f, about);
        expect(text).not.toMatch(FOOD);
        expect(text).not.toMatch(/undefined|lorem/i);
      }
      for (const say of [...storeReviewTexts.good, ...storeReviewTexts.bad]) {
        const text = say(f, { dishes: ['Moi Moi'], rider: 'Emeka' });
        expect(text).toContain('Moi Moi');
        expect(text).not.toMatch(/Emeka|rider|undefined|lorem/i);
      }
    }
  });
});
