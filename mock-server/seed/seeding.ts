import type { Faker } from '@faker-js/faker';
import type { UserRecord } from '../db/records.ts';
import type { Ctx } from '../domain/plumbing/context.ts';
import { hashSecret } from '../domain/plumbing/hash.ts';
import type { Rng } from '../domain/plumbing/rng.ts';
import { newUser } from '../domain/user-factory.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { address, type City, streetsOf } from './places.ts';
import { createWorldFaker } from './world-faker.ts';

// The state one seeding shares between its phases (`world.ts`, `seed-stores.ts`): the world's
// context, rng and faker, the instant the world begins, and the helpers that draw a seeded
// person. Each helper draws from the world's rng (or its faker) exactly as the one long function
// they came from did; the phases call them in the same order, so the same seed gives the same
// world, byte for byte.

const DEMO_STORE_COUNT = 48;

type UserFields = Partial<UserRecord> & { email: string };

export type Seeding = {
  ctx: Ctx;
  rng: Rng;
  /** People, e-mails, phone numbers, streets and review words (`world-faker.ts`). */
  fake: Faker;
  /** The world's clock when the seeding began. */
  now: number;
  /** Stores to seed (the demo store included). */
  storeCount: number;
  /** Over 500 stores: smaller menus, fewer reviewed stores, more orders. */
  large: boolean;
  /** Each seeded buyer's phone number, for the orders the seed places. */
  phones: Map<string, string>;
  /** An instant within the `max` days before the world began. */
  daysAgo(max: number): number;
  /** A seeded user's record (draws from the world's rng; the demo password), not yet stored. */
  make(fields: UserFields): UserRecord;
  /** A seeded user, stored as `make` drew it. */
  add(fields: UserFields): Promise<UserRecord>;
  /** A seeded person: a Nigerian name, and an e-mail at `domain` made from it (unique). */
  person(domain: string): { firstname: string; surname: string; name: string; email: string };
  /**
   * A district of the city from the gazetteer (so maps and geocoding find it) and one of that
   * district's own streets (an address lies in the area it names).
   */
  place(city: City): { district: string; text: string };
  /** A Nigerian mobile number, 11 digits as the app's shipping form keeps them. */
  phone(): string;
};

/** The seeding of an empty `ctx` (draws nothing yet). */
export async function startSeeding(ctx: Ctx): Promise<Seeding> {
  const rng = ctx.rng;
  // People, e-mails, phone numbers, streets and review words come from the world's faker, fed by
  // its own stream of the world's rng: the ids and the rest of the world are drawn exactly as
  // before faker was added, and the same seed gives the same people.
  const fake = createWorldFaker(rng);
  const now = ctx.clock.now();
  const passwordHash = await hashSecret(DEMO_PASSWORD, 'bukka-seed');
  const storeCount = Math.max(ctx.options.stores ?? DEMO_STORE_COUNT, 1);
  const daysAgo = (max: number) => now - rng.int(1, max) * 86_400_000 - rng.int(0, 86_399_999);
  const make = (fields: UserFields) =>
    newUser(ctx, {
      passwordHash,
      otpIsVerified: true,
      createdAt: daysAgo(400),
      ...fields,
    });
  const emails = new Set<string>();
  return {
    ctx,
    rng,
    fake,
    now,
    storeCount,
    large: storeCount > 500,
    phones: new Map(),
    daysAgo,
    make,
    add: (fields) => ctx.db.users.insert(make(fields)),
    person(domain) {
      const firstname = fake.person.firstName();
      const surname = fake.person.lastName();
      const made = fake.internet
        .email({ firstName: firstname, lastName: surname, provider: domain })
        .toLowerCase();
      let email = made;
      for (let n = 2; emails.has(email); n++) email = made.replace('@', `${n}@`);
      emails.add(email);
      return { firstname, surname, name: `${firstname} ${surname}`, email };
    },
    place(city) {
      const district = rng.pick(city.districts);
      const house = rng.int(1, 120);
      const street = rng.pick(streetsOf(city, district));
      // A spent draw, kept for determinism: faker's street is drawn and dropped (the street is
      // the city's own) because faker's stream moves with each draw, and without this one every
      // later name, e-mail and phone of a seed would change — seeds 1, 2, 7 and 42 all give
      // other worlds — and with them the seeded worlds the tests, scenarios, contracts' states
      // and saved snapshots were written against.
      fake.location.street();
      return { district, text: address(house, street, district, city) };
    },
    phone: () => fake.phone.number({ style: 'mobile' }),
  };
}
