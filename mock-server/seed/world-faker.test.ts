import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { numericPhone } from '#src/features/cart/shipping-rules.ts';
import { nationalPhone } from '#src/lib/phone.ts';
import { createFixedClock } from '../domain/plumbing/clock.ts';
import type { Ctx } from '../domain/plumbing/context.ts';
import { createRng } from '../domain/plumbing/rng.ts';
import { createWorld } from '../worlds/create-world.ts';
import { demoAccounts } from './demo-accounts.ts';
import { createWorldFaker } from './world-faker.ts';

// Each world has its own faker, fed by a stream of its own rng: the same seed gives the same
// people, e-mails, streets and reviews; two worlds seeded side by side do not shift each other;
// and faker's draws leave the rest of the world (every id) as it was before faker came back.

const EPOCH = Date.UTC(2026, 10, 21, 12);
const seeded = async (seed: string | number) =>
  (await createWorld({ seed, clock: createFixedClock(EPOCH) })).ctx;

const sha256 = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');
/** The seeded people (buyers, stores, riders), menus and reviews, as stored. */
const recordsDigest = (ctx: Ctx) =>
  sha256([ctx.db.users.all(), ctx.db.products.all(), ctx.db.reviews.all()]);
const ids = (ctx: Ctx) =>
  [ctx.db.users, ctx.db.products, ctx.db.reviews, ctx.db.orders].map((t) =>
    t.all().map((r) => r._id),
  );

describe("the world's faker", () => {
  it('gives the same world for the same seed, another for another seed', async () => {
    const [a, b, c] = await Promise.all([seeded(3), seeded(3), seeded(4)]);
    expect(ids(b)).toEqual(ids(a));
    expect(recordsDigest(b)).toBe(recordsDigest(a));
    expect(recordsDigest(c)).not.toBe(recordsDigest(a));
  });

  it('is per world: worlds seeded interleaved are those seeded one after the other', async () => {
    const alone3 = recordsDigest(await seeded(3));
    const alone4 = recordsDigest(await seeded(4));
    // Seeding awaits each insert, so the two seedings take turns.
    const [w3, w4] = await Promise.all([seeded(3), seeded(4)]);
    expect(recordsDigest(w3)).toBe(alone3);
    expect(recordsDigest(w4)).toBe(alone4);
  });

  it('leaves every seeded id as it was before faker (the ids of seed 1, pinned)', async () => {
    // Computed from the world of the hand-written names list (commit 51fe0c1): faker draws from
    // its own stream, so not one id moved. Changed once since, on purpose: the seed
    // no longer draws a phone number it throws away, so the ids after the first seeded order moved.
    expect(sha256(ids(await seeded(1)))).toBe(SEED_1_IDS);
  });

  it('keeps the demo accounts as they are', async () => {
    const ctx = await seeded(1);
    for (const account of demoAccounts) {
      const user = ctx.db.users.first('email', account.email)!;
      expect(user).toMatchObject({ firstname: account.firstname, surname: account.surname });
      expect(user.name).toBe(`${account.firstname} ${account.surname}`);
    }
    expect(ctx.db.users.first('email', 'vendor@bukka.test')?.businessName).toBe(
      'Mama Bukka Kitchen',
    );
  });

  it('gives seeded people unique lower-case e-mails at their role domain, and streets in the gazetteer places', async () => {
    const ctx = await seeded(2);
    const demo = new Set<string>(demoAccounts.map((a) => a.email));
    const people = ctx.db.users.all().filter((u) => !demo.has(u.email));
    const emails = people.map((u) => u.email);
    expect(new Set(emails).size).toBe(emails.length);
    for (const u of people) {
      const domain = u.isDispatcher ? 'riders' : u.isBusinessOwner ? 'stores' : 'buyers';
      expect(u.email).toMatch(new RegExp(`^[a-z0-9._-]+@${domain}\\.bukka\\.test$`));
      expect(u.name).toBe(`${u.firstname} ${u.surname}`);
      // "12 Aminu Kano Crescent, Wuse 2, Abuja, FCT, Nigeria", "3 1st Avenue, Gwarinpa, …": a
      // house number and a street first (the district's own: seed-realism.test.ts).
      if (u.physicalAddress) expect(u.physicalAddress).toMatch(/^\d+ [A-Z0-9][\w' -]+, [^,]+, /);
    }
  });

  it('gives the seeded orders phone numbers that pass the app’s own phone rule', async () => {
    const ctx = await seeded(1);
    const phones = ctx.db.orders.all().map((o) => o.shippingAddress.phoneNumber);
    expect(phones.length).toBeGreaterThan(0);
    for (const phone of phones) {
      expect(phone).toMatch(/^0[789][01]\d{8}$/);
      expect(numericPhone(phone)).toBe(phone);
      expect(nationalPhone(phone)).toBe(phone);
    }
  });

  it('draws from the stream it is given, never from a global generator', () => {
    const draw = (seed: number) => {
      const f = createWorldFaker(createRng(seed));
      return [f.person.fullName(), f.phone.number({ style: 'mobile' }), f.location.street()];
    };
    const first = draw(9);
    draw(10);
    expect(draw(9)).toEqual(first);
  });
});

const SEED_1_IDS = 'd8bac8f99fb6435584e28666c7921755616ee672dbc679c1b1615a1d97c4e385';
