import { nairaToKobo } from '#src/lib/money.ts';
import type { ProductRecord, ReviewRecord, UserRecord } from '../db/records.ts';
import { moveMoney } from '../domain/ledger.ts';
import type { Ctx } from '../domain/plumbing/context.ts';
import { hashSecret } from '../domain/plumbing/hash.ts';
import { newUser } from '../domain/user-factory.ts';
import { DEMO_DEVICE, DEMO_PASSWORD, demoAccounts } from './demo-accounts.ts';
import { extrasByCourse } from './dish-extras.ts';
import { type Dish, dishes, openingTimes, storeNamePrefixes, storeNameSuffixes } from './dishes.ts';
import { mediaUrl, storeBannerUrl } from './media.ts';
import { noPace, type Pace } from './pace.ts';
import { address, type City, cities, streetsOf } from './places.ts';
import { riderReviewTexts, storeReviewTexts } from './review-texts.ts';
import { seedOrders } from './seed-orders.ts';
import { createWorldFaker } from './world-faker.ts';

const DEMO_STORE_COUNT = 48;
const RIDER_COUNT = 16;
const BUYER_COUNT = 30;

export type WorldIds = {
  buyer: string;
  vendor: string;
  rider: string;
  buyers: string[];
  stores: string[];
  riders: string[];
};

/**
 * Fills an empty ctx with the deterministic world of `ctx.seed`; `pace` is called between slices
 * (a store, a reviewed user, an order: see `pace.ts`), which changes when the work runs, never what
 * it makes.
 */
export async function seedRecords(ctx: Ctx, pace: Pace = noPace): Promise<WorldIds> {
  const rng = ctx.rng;
  // People, e-mails, phone numbers, streets and review words come from the world's faker, fed by
  // its own stream of the world's rng: the ids and the rest of the world are drawn exactly as
  // before faker was added, and the same seed gives the same people.
  const fake = createWorldFaker(rng);
  const now = ctx.clock.now();
  const passwordHash = await hashSecret(DEMO_PASSWORD, 'bukka-seed');
  const storeCount = Math.max(ctx.options.stores ?? DEMO_STORE_COUNT, 1);
  const large = storeCount > 500;
  const daysAgo = (max: number) => now - rng.int(1, max) * 86_400_000 - rng.int(0, 86_399_999);

  // A seeded user's record (draws from the world's rng), then stored as it is.
  const make = (fields: Partial<UserRecord> & { email: string }) =>
    newUser(ctx, {
      passwordHash,
      otpIsVerified: true,
      createdAt: daysAgo(400),
      ...fields,
    });
  const add = (fields: Partial<UserRecord> & { email: string }) =>
    ctx.db.users.insert(make(fields));
  const emails = new Set<string>();
  /** A seeded person: a Nigerian name, and an e-mail at `domain` made from it (unique). */
  const person = (domain: string) => {
    const firstname = fake.person.firstName();
    const surname = fake.person.lastName();
    const made = fake.internet
      .email({ firstName: firstname, lastName: surname, provider: domain })
      .toLowerCase();
    let email = made;
    for (let n = 2; emails.has(email); n++) email = made.replace('@', `${n}@`);
    emails.add(email);
    return { firstname, surname, name: `${firstname} ${surname}`, email };
  };
  /**
   * A district of the city from the gazetteer (so maps and geocoding find it) and one of that
   * district's own streets (an address lies in the area it names).
   */
  const place = (city: City) => {
    const district = rng.pick(city.districts);
    const house = rng.int(1, 120);
    const street = rng.pick(streetsOf(city, district));
    // faker's street is still drawn (and dropped): faker's later people stay who they were.
    fake.location.street();
    return { district, text: address(house, street, district, city) };
  };
  // Each seeded buyer's phone number, for the orders the seed places (a Nigerian mobile number,
  // 11 digits as the app's shipping form keeps them).
  const phones = new Map<string, string>();
  const phone = () => fake.phone.number({ style: 'mobile' });

  // Demo accounts.
  const [buyerSpec, vendorSpec, riderSpec] = demoAccounts;
  const lagos = cities[0]!;
  const buyer = await add({
    email: buyerSpec.email,
    firstname: buyerSpec.firstname,
    surname: buyerSpec.surname,
    name: `${buyerSpec.firstname} ${buyerSpec.surname}`,
    img: mediaUrl('avatar', 'adaeze okafor'),
    state: 'Lagos',
    age: '1996-04-12',
    physicalAddress: address(14, 'Herbert Macaulay Way', 'Yaba', lagos),
  });
  phones.set(buyer._id, phone());
  const vendor = await addStore(0, {
    email: vendorSpec.email,
    firstname: vendorSpec.firstname,
    surname: vendorSpec.surname,
    name: `${vendorSpec.firstname} ${vendorSpec.surname}`,
    businessName: 'Mama Bukka Kitchen',
    physicalAddress: address(5, 'Admiralty Way', 'Lekki Phase 1', lagos),
    placesCanDeliverTo: ['Lekki Phase 1', 'Victoria Island', 'Ikoyi', 'Ajah', 'Yaba'],
    rating: 4.6,
    verified: true,
  });
  const rider = await add({
    email: riderSpec.email,
    firstname: riderSpec.firstname,
    surname: riderSpec.surname,
    name: `${riderSpec.firstname} ${riderSpec.surname}`,
    isDispatcher: true,
    rating: 4.8,
    km: 12,
    deliveryRate: 1,
    img: mediaUrl('avatar', 'emeka eze'),
    physicalAddress: address(3, 'Isaac John Street', 'Ikeja GRA', lagos),
    status: 'available',
  });
  for (const u of [buyer, vendor, rider]) {
    await ctx.db.devices.insert({
      _id: rng.objectId(),
      userId: u._id,
      deviceId: DEMO_DEVICE,
      device: 'desktop Linux',
      browser: 'Chrome',
      ip: '127.0.0.1',
      location: 'Lagos, NG',
      otpHash: null,
      otpCreatedAt: now,
      otpAttempts: 0,
      otpIsVerified: true,
      createdAt: now,
    });
  }

  const riders = [rider._id];
  for (let i = 0; i < RIDER_COUNT; i++) {
    const p = person('riders.bukka.test');
    const city = cities[i % cities.length]!;
    const r = await add({
      ...p,
      isDispatcher: true,
      img: mediaUrl('avatar', p.name),
      rating: rng.int(30, 50) / 10,
      km: rng.int(2, 40),
      deliveryRate: rng.int(1, 3),
      state: city.state,
      physicalAddress: place(city).text,
      status: rng.chance(0.5) ? 'available' : 'offline',
    });
    riders.push(r._id);
  }
  for (const id of riders) {
    await ctx.db.users.patch(id, (u) => {
      u.ridesCompleted = pastRides(id);
    });
  }
  const buyers = [buyer._id];
  for (let i = 0; i < BUYER_COUNT; i++) {
    const p = person('buyers.bukka.test');
    const b = await add({
      ...p,
      img: mediaUrl('avatar', p.name),
      state: 'Lagos',
    });
    buyers.push(b._id);
    phones.set(b._id, phone());
  }

  const stores = [vendor._id];
  for (let i = 1; i < storeCount; i++) {
    await pace();
    const p = person('stores.bukka.test');
    const city = cities[i % cities.length]!;
    const where = place(city);
    const businessName = `${rng.pick(storeNamePrefixes)} ${rng.pick(storeNameSuffixes)}${large ? ` ${i}` : ''} ${where.district}`;
    const near = city.districts.filter((x) => x !== where.district && rng.chance(0.4));
    const s = await addStore(i, {
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

  // Reviews of stores and riders by buyers.
  const reviewed = [...stores.slice(0, large ? 200 : stores.length), ...riders];
  const reviews: ReviewRecord[] = [];
  const riderIds = new Set(riders);
  for (const userId of reviewed) {
    await pace();
    const isRider = riderIds.has(userId);
    const texts = isRider ? riderReviewTexts : storeReviewTexts;
    const menu = isRider ? [] : ctx.db.products.lookup('store', userId);
    // Reviews praise a dish for coming hot, or blame it for coming cold: a hot meal, not a drink,
    // a snack or a dessert.
    const meals = menu.filter((p) => p.category === 'Food' && !COLD_OR_SNACK.has(p.type));
    const about = {
      dishes: (meals.length > 0 ? meals : menu).map((p) => p.name),
      rider: isRider ? (ctx.db.users.get(userId)?.firstname ?? '') : '',
    };
    const n = rng.int(2, 5);
    const reviewers = new Set<string>();
    for (let k = 0; k < n; k++) {
      const positive = rng.chance(0.75);
      reviews.push({
        _id: rng.objectId(),
        userId,
        reviewerId: anotherReviewer(buyers, buyers.indexOf(rng.pick(buyers)), reviewers),
        positive,
        createdAt: daysAgo(90),
        // The world's rng picks the sentence (the one draw it always took), faker its words.
        msg: rng.pick(positive ? texts.good : texts.bad)(fake, about),
      });
    }
  }
  await ctx.db.reviews.insertMany(reviews, pace);

  // The demo buyer has a wallet with money from a bank transfer.
  await ctx.db.accounts.insert({
    _id: rng.objectId(),
    userId: buyer._id,
    bank: 'Wema Bank',
    accountNumber: `78${rng.digits(8)}`,
    order_ref: `URF_${rng.hex(12)}`,
    createdAt: now,
  });
  await ctx.db.users.patch(buyer._id, (u) => {
    u.wallet = true;
  });
  await moveMoney(ctx, {
    userId: buyer._id,
    deltaKobo: 50_000_00,
    kind: 'deposit',
    reference: 'seed-transfer',
  });

  const ids = { buyer: buyer._id, vendor: vendor._id, rider: rider._id, buyers, stores, riders };
  await seedOrders(ctx, ids, large ? 60 : 40, phones, pace);
  return ids;

  // A store is stored once, complete: its banner shows its signature dishes, so the menu is drawn
  // before the store goes in (the same draws in the same order; no patch per store, which would
  // cost a scan of every user each).
  async function addStore(i: number, fields: Partial<UserRecord> & { email: string }) {
    const s = make({
      isBusinessOwner: true,
      timeOpen: rng.pick(openingTimes),
      km: rng.int(1, 25),
      deliveryRate: rng.int(20, 90),
      img: mediaUrl('avatar', fields.name ?? fields.email),
      status: rng.chance(0.7) ? 'available' : 'offline',
      ...fields,
    });
    const count = i === 0 ? 12 : large ? rng.int(3, 5) : rng.int(6, 9);
    const chosen = new Set<Dish>();
    if (i === 0) for (const dish of dishes.filter((_, k) => k % 3 === 0)) chosen.add(dish);
    while (chosen.size < count) chosen.add(rng.pick(dishes));
    const menu = [...chosen].map((dish) => productFor(s._id, dish));
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

  function productFor(storeId: string, dish: Dish): ProductRecord {
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
}

/**
 * The buyer at `index`, or the next one along the list (wrapping) not yet in `taken`: each review of
 * a store or rider is by a different buyer, at the cost of the one draw a pick always took.
 */
function anotherReviewer(buyers: readonly string[], index: number, taken: Set<string>): string {
  let at = index;
  for (let tries = 0; tries < buyers.length && taken.has(buyers[at]!); tries++) {
    at = (at + 1) % buyers.length;
  }
  const id = buyers[at]!;
  taken.add(id);
  return id;
}

/** Dish types of the 'Food' category that are no hot meal. */
const COLD_OR_SNACK = new Set(['Desert', 'Ice cream', 'Snacks']);

/** How long before the world began a closed store was last active, in minutes (20–600). */
const lastSeenMinutes = (id: string): number => (Number.parseInt(id.slice(-3), 16) % 581) + 20;

/** A rider's deliveries before the world began: derived from the id, so no rng draw is spent. */
const pastRides = (id: string): number => (Number.parseInt(id.slice(-4), 16) % 240) + 12;
