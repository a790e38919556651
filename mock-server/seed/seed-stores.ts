import { nairaToKobo } from '#shared/money.ts';
import type { ProductRecord, UserRecord } from '../db/records.ts';
import type { Dish } from './dish.ts';
import { extrasByCourse } from './dish-extras.ts';
import { dishes } from './dishes.ts';
import { mediaUrl, storeBannerUrl } from './media.ts';
import type { Pace } from './pace.ts';
import { cities } from './places.ts';
import type { Seeding } from './seeding.ts';
import { openingTimes, storeNamePrefixes, storeNameSuffixes } from './store-names.ts';

// The seeded stores, each with its menu: the demo vendor's (store 0, seeded with the demo
// accounts) and the others (`seedStores`).

/**
 * The stores after the demo vendor's, one per slice of `pace`, spread over the cities: the ids
 * of all stores, the demo vendor's first.
 */
export async function seedStores(
  seeding: Seeding,
  vendorId: string,
  pace: Pace,
): Promise<string[]> {
  const { rng, large } = seeding;
  const stores = [vendorId];
  for (let i = 1; i < seeding.storeCount; i++) {
    await pace();
    const p = seeding.person('stores.bukka.test');
    const city = cities[i % cities.length]!;
    const where = seeding.place(city);
    const businessName = `${rng.pick(storeNamePrefixes)} ${rng.pick(storeNameSuffixes)}${large ? ` ${i}` : ''} ${where.district}`;
    const near = city.districts.filter((x) => x !== where.district && rng.chance(0.4));
    const s = await addStore(seeding, i, {
      ...p,
      businessName,
      physicalAddress: where.text,
      placesCanDeliverTo: [where.district, ...near],
      rating: rng.int(25, 50) / 10,
      verified: rng.chance(0.6),
      state: city.state,
    });
    stores.push(s._id);
  }
  return stores;
}

/**
 * Store `i` (0: the demo vendor's), stored once, complete: its banner shows its signature dishes,
 * so the menu is drawn before the store goes in (the same draws in the same order; no patch per
 * store, which would cost a scan of every user each).
 */
export async function addStore(
  seeding: Seeding,
  i: number,
  fields: Partial<UserRecord> & { email: string },
): Promise<UserRecord> {
  const { ctx, rng, now } = seeding;
  const s = seeding.make({
    isBusinessOwner: true,
    timeOpen: rng.pick(openingTimes),
    km: rng.int(1, 25),
    deliveryRate: rng.int(20, 90),
    img: mediaUrl('avatar', fields.name ?? fields.email),
    status: rng.chance(0.7) ? 'available' : 'offline',
    ...fields,
  });
  const count = i === 0 ? 12 : seeding.large ? rng.int(3, 5) : rng.int(6, 9);
  const chosen = new Set<Dish>();
  if (i === 0) for (const dish of dishes.filter((_, k) => k % 3 === 0)) chosen.add(dish);
  while (chosen.size < count) chosen.add(rng.pick(dishes));
  const menu = [...chosen].map((dish) => productFor(seeding, s._id, dish));
  const store = await ctx.db.users.insert({
    ...s,
    // An open store was last active as the world began; a closed one 20 minutes to 10 hours
    // before (from its id: no rng draw is spent, so the world's other draws stay as they were).
    lastActiveAt: s.status === 'available' ? now : now - lastSeenMinutes(s._id) * 60_000,
    businessImg: storeBannerUrl(s.businessName, [...chosen]),
  });
  await ctx.db.products.insertMany(menu);
  return store;
}

function productFor({ rng, daysAgo }: Seeding, storeId: string, dish: Dish): ProductRecord {
  // The dish's usual price, ±15–25 %, rounded to 50 naira.
  const priceKobo = nairaToKobo(Math.round((dish.price * rng.int(85, 125)) / 100 / 50) * 50);
  const created = daysAgo(200);
  return {
    _id: rng.objectId(),
    storeId,
    name: dish.name,
    desc: dish.desc,
    priceKobo,
    content: dish.content,
    imgs: [{ url: mediaUrl('dish', dish.name), imgId: `seed/${dish.name}`, _id: rng.objectId() }],
    category: dish.category,
    type: dish.type,
    visibility: 'Public',
    removed: false,
    extras: extrasByCourse[dish.course].map((x) => ({
      _id: rng.objectId(),
      item: x.item,
      priceKobo: nairaToKobo(x.price),
      limit: x.limit,
    })),
    createdAt: created,
    updatedAt: created,
  };
}

/** How long before the world began a closed store was last active, in minutes (20–600). */
const lastSeenMinutes = (id: string): number => (Number.parseInt(id.slice(-3), 16) % 581) + 20;
