import type { ReviewRecord } from '../db/records.ts';
import { moveMoney } from '../domain/ledger.ts';
import type { Ctx } from '../domain/plumbing/context.ts';
import { DEMO_DEVICE, demoAccounts } from './demo-accounts.ts';
import { mediaUrl } from './media.ts';
import { noPace, type Pace } from './pace.ts';
import { address, cities } from './places.ts';
import { riderReviewTexts, storeReviewTexts } from './review-texts.ts';
import { seedOrders } from './seed-orders.ts';
import { addStore, seedStores } from './seed-stores.ts';
import { type Seeding, startSeeding } from './seeding.ts';

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
 * it makes. The phases run in this order, and each draws from the world's rng in the order it
 * always did: reorder them and every seed gives another world.
 */
export async function seedRecords(ctx: Ctx, pace: Pace = noPace): Promise<WorldIds> {
  const seeding = await startSeeding(ctx);
  const demo = await seedDemoAccounts(seeding);
  const riders = await seedRiders(seeding, demo.rider);
  const buyers = await seedBuyers(seeding, demo.buyer);
  const stores = await seedStores(seeding, demo.vendor, pace);
  await seedReviews(seeding, { stores, riders, buyers }, pace);
  await seedWallet(seeding, demo.buyer);
  const ids = { ...demo, buyers, stores, riders };
  await seedOrders(ctx, ids, seeding.large ? 60 : 40, seeding.phones, pace);
  return ids;
}

/** The demo buyer, vendor (store 0, with its menu) and rider, each signed in on the demo device. */
async function seedDemoAccounts(
  seeding: Seeding,
): Promise<Pick<WorldIds, 'buyer' | 'vendor' | 'rider'>> {
  const { ctx, rng, now } = seeding;
  const [buyerSpec, vendorSpec, riderSpec] = demoAccounts;
  const lagos = cities[0]!;
  const buyer = await seeding.add({
    email: buyerSpec.email,
    firstname: buyerSpec.firstname,
    surname: buyerSpec.surname,
    name: `${buyerSpec.firstname} ${buyerSpec.surname}`,
    img: mediaUrl('avatar', 'adaeze okafor'),
    state: 'Lagos',
    age: '1996-04-12',
    physicalAddress: address(14, 'Herbert Macaulay Way', 'Yaba', lagos),
  });
  seeding.phones.set(buyer._id, seeding.phone());
  const vendor = await addStore(seeding, 0, {
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
  const rider = await seeding.add({
    email: riderSpec.email,
    firstname: riderSpec.firstname,
    surname: riderSpec.surname,
    name: `${riderSpec.firstname} ${riderSpec.surname}`,
    isDispatcher: true,
    rating: 4.8,
    km: 12,
    // Hours, as the hosted model keeps it: half an hour, like the city's rides (13–50 min).
    deliveryRate: 0.5,
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
  return { buyer: buyer._id, vendor: vendor._id, rider: rider._id };
}

/** The riders after the demo rider, spread over the cities; then every rider's past rides. */
async function seedRiders(seeding: Seeding, demoRider: string): Promise<string[]> {
  const { ctx, rng } = seeding;
  const riders = [demoRider];
  for (let i = 0; i < RIDER_COUNT; i++) {
    const p = seeding.person('riders.bukka.test');
    const city = cities[i % cities.length]!;
    const r = await seeding.add({
      ...p,
      isDispatcher: true,
      img: mediaUrl('avatar', p.name),
      rating: rng.int(30, 50) / 10,
      km: rng.int(2, 40),
      // A typical ride in hours (20–45 min), agreeing with the city's rides of 13–50 minutes and
      // with reviews that call 45 minutes slow.
      deliveryRate: Math.round((rng.int(20, 45) / 60) * 100) / 100,
      state: city.state,
      physicalAddress: seeding.place(city).text,
      status: rng.chance(0.5) ? 'available' : 'offline',
    });
    riders.push(r._id);
  }
  for (const id of riders) {
    await ctx.db.users.patch(id, (u) => {
      u.ridesCompleted = pastRides(id);
    });
  }
  return riders;
}

/** The buyers after the demo buyer, in Lagos, each with a phone number for their orders. */
async function seedBuyers(seeding: Seeding, demoBuyer: string): Promise<string[]> {
  const buyers = [demoBuyer];
  for (let i = 0; i < BUYER_COUNT; i++) {
    const p = seeding.person('buyers.bukka.test');
    const b = await seeding.add({
      ...p,
      img: mediaUrl('avatar', p.name),
      state: 'Lagos',
    });
    buyers.push(b._id);
    seeding.phones.set(b._id, seeding.phone());
  }
  return buyers;
}

/**
 * Reviews of stores (the first 200 of a large world) and riders by buyers, one reviewed user per
 * slice of `pace`.
 */
async function seedReviews(
  seeding: Seeding,
  { stores, riders, buyers }: Pick<WorldIds, 'stores' | 'riders' | 'buyers'>,
  pace: Pace,
): Promise<void> {
  const { ctx, rng, fake, daysAgo } = seeding;
  const reviewed = [...stores.slice(0, seeding.large ? 200 : stores.length), ...riders];
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
}

/** The demo buyer's wallet, with money from a bank transfer. */
async function seedWallet({ ctx, rng, now }: Seeding, buyer: string): Promise<void> {
  await ctx.db.accounts.insert({
    _id: rng.objectId(),
    userId: buyer,
    bank: 'Wema Bank',
    accountNumber: `78${rng.digits(8)}`,
    order_ref: `URF_${rng.hex(12)}`,
    createdAt: now,
  });
  await ctx.db.users.patch(buyer, (u) => {
    u.wallet = true;
  });
  await moveMoney(ctx, {
    userId: buyer,
    deltaKobo: 50_000_00,
    kind: 'deposit',
    reference: 'seed-transfer',
  });
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

/** A rider's deliveries before the world began: derived from the id, so no rng draw is spent. */
const pastRides = (id: string): number => (Number.parseInt(id.slice(-4), 16) % 240) + 12;
