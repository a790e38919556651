// Seed data that reads like Lagos, over several seeds: extras belong to their dish,
// an address's street lies in the district it names, a store named after an area is in that area,
// each review of a store or rider is by a different buyer.
import { describe, expect, it } from 'vitest';
import { createTestWorld, type TestWorld } from '#tests/support/mock/test-world.ts';
import { createFixedClock } from '../domain/plumbing/clock.ts';
import { createCtx } from '../domain/plumbing/context.ts';
import { GAZETTEER, normalizeText } from '../places/gazetteer.ts';
import type { Course } from './dish.ts';
import { extrasByCourse } from './dish-extras.ts';
import { dishes } from './dishes.ts';
import { cities, streetsOf } from './places.ts';
import { sampleCheckout } from './sample-checkout.ts';

const SEEDS = [1, 2, 7, 'lagos-demo'] as const;

/** Extras that are a savoury side: never on a drink, an ice cream or a dessert. */
const SAVOURY = /chicken|plantain|egg|meat|fish|stockfish|swallow|yam|beef|rice|prawns|sausage/i;
/** The courses whose extras are chosen for the dish itself (a sweet or a drink takes no side). */
const SWEET_OR_DRINK: readonly Course[] = ['dessert', 'ice-cream', 'chapman', 'drink', 'plain'];

const worlds = new Map<string | number, Promise<TestWorld>>();
const world = (seed: string | number) => {
  if (!worlds.has(seed)) worlds.set(seed, createTestWorld(seed));
  return worlds.get(seed)!;
};

/** "5 Admiralty Way, Lekki Phase 1, Lagos, Lagos State, Nigeria" → street and district. */
function addressParts(text: string) {
  const [streetLine = '', district = '', city = ''] = text.split(', ');
  return { street: streetLine.replace(/^\d+\s+/, ''), district, city };
}

const placeNames = new Set(
  GAZETTEER.flatMap((p) => [p.name, ...p.aliases]).map((name) => normalizeText(name)),
);

/** The gazetteer places a store's name mentions, besides its own district and city. */
function otherPlacesIn(name: string, own: readonly string[]): string[] {
  let rest = normalizeText(name);
  for (const place of own) rest = rest.replace(normalizeText(place), ' ');
  const words = rest.split(/\s+/).filter(Boolean);
  const found: string[] = [];
  for (let from = 0; from < words.length; from++) {
    for (let to = from + 1; to <= words.length; to++) {
      const phrase = words.slice(from, to).join(' ');
      if (placeNames.has(phrase)) found.push(phrase);
    }
  }
  return found;
}

describe.each(SEEDS)('the seeded world of seed %s', (seed) => {
  it('offers each dish only the extras of its course, and no savoury side on a sweet or a drink', async () => {
    const { ctx } = await world(seed);
    const products = ctx.db.products.all();
    expect(products.length).toBeGreaterThan(100);
    for (const product of products) {
      const dish = dishes.find((d) => d.name === product.name);
      if (!dish) continue; // posted by someone after the seed
      const offered = product.extras.map((x) => x.item);
      expect(offered, product.name).toEqual(extrasByCourse[dish.course].map((x) => x.item));
      if (SWEET_OR_DRINK.includes(dish.course)) {
        for (const item of offered) expect(item, product.name).not.toMatch(SAVOURY);
      }
    }
    const croaker = products.find((p) => p.name === 'Grilled Croaker Fish');
    const pizza = products.find((p) => p.name === 'Suya Pizza');
    for (const p of [croaker, pizza])
      if (p) expect(p.extras.map((x) => x.item)).not.toContain('Extra chicken');
    if (pizza) expect(pizza.extras.map((x) => x.item)).not.toContain('Fried plantain (dodo)');
  });

  it('puts every store and rider on a street of the district its address names', async () => {
    const { ctx } = await world(seed);
    const people = ctx.db.users.all().filter((u) => u.isBusinessOwner || u.isDispatcher);
    expect(people.length).toBeGreaterThan(20);
    for (const u of people) {
      const { street, district, city } = addressParts(u.physicalAddress ?? '');
      const home = cities.find((c) => c.city === city);
      expect(home, u.physicalAddress).toBeDefined();
      expect(home!.districts, u.physicalAddress).toContain(district);
      expect(streetsOf(home!, district), u.physicalAddress).toContain(street);
    }
  });

  it('names a store after no area but the one it is in', async () => {
    const { ctx } = await world(seed);
    for (const store of ctx.db.users.all().filter((u) => u.isBusinessOwner)) {
      const { district, city } = addressParts(store.physicalAddress ?? '');
      expect(otherPlacesIn(store.businessName ?? '', [district, city]), store.businessName).toEqual(
        [],
      );
    }
  });

  it('has each store and rider reviewed by different buyers', async () => {
    const { ctx } = await world(seed);
    const byReviewed = new Map<string, string[]>();
    for (const r of ctx.db.reviews.all()) {
      byReviewed.set(r.userId, [...(byReviewed.get(r.userId) ?? []), r.reviewerId]);
    }
    expect(byReviewed.size).toBeGreaterThan(20);
    for (const [reviewed, reviewers] of byReviewed) {
      expect(new Set(reviewers).size, reviewed).toBe(reviewers.length);
    }
  });

  it('ships the seeded orders to a street of their district', async () => {
    const { ctx } = await world(seed);
    const orders = ctx.db.orders.all();
    expect(orders.length).toBeGreaterThan(10);
    for (const order of orders) {
      const { street, localGvt } = order.shippingAddress;
      const home = cities.find((c) => c.districts.includes(localGvt));
      expect(home, localGvt).toBeDefined();
      expect(streetsOf(home!, localGvt), `${street}, ${localGvt}`).toContain(
        street.replace(/^\d+\s+/, ''),
      );
    }
  });
});

describe('the simulator’s buyers', () => {
  it('live on a street of the district their address names, in every city', async () => {
    const { ctx, ids } = await world(1);
    const buyer = ctx.db.users.get(ids.buyer)!;
    const products = ctx.db.products.all().slice(0, 4);
    for (const city of cities) {
      const sim = createCtx({ seed: `sim-${city.city}`, clock: createFixedClock(0) });
      for (let n = 0; n < 60; n++) {
        const body = sampleCheckout(sim, buyer, products, {
          withExtra: () => false,
          state: city.state,
          maxStreetNumber: 120,
          city,
        });
        const { street, localGvt } = body.shippingAddress;
        expect(city.districts).toContain(localGvt);
        expect(streetsOf(city, localGvt), `${street}, ${localGvt}`).toContain(
          street.replace(/^\d+\s+/, ''),
        );
      }
    }
  });
});
