import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH, PRICE_MAX_NAIRA, TEXT_LIMITS } from '#shared/schemas/field-limits.ts';
import { orderBody } from '#tests/support/mock/order-body.ts';
import { createTestApp, multipart, type TestApp } from '#tests/support/mock/test-app.ts';

// Every form's limits, with random long and odd inputs: over a limit the mock answers
// 400 with a `{ message }` that names the field and the limit, and stores nothing; within it the
// text is kept as typed (trimmed). Seeded, so a failure replays.

const SEED = 28_03;
const RUNS = 30;

let t: TestApp;
let vendor: string;
let buyer: string;
beforeAll(async () => {
  t = await createTestApp(1);
  vendor = await t.signIn('vendor@bukka.test');
  buyer = await t.signIn('buyer@bukka.test');
});

/** Text of 0 to ~2.5 × `max` characters, ASCII or any script (emoji, Yoruba tones, CJK, RTL). */
const textAround = (max: number) =>
  fc.oneof(
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: Math.ceil(max * 1.2) }),
    fc.string({ unit: 'grapheme-ascii', minLength: max - 5, maxLength: max + 5 }),
    fc.nat({ max: max * 3 }).map((n) => 'W'.repeat(n + 1)),
  );

/** What the mock must say when `value` is over `max`: the field and the limit. */
const overLimit = (field: string, max: number) =>
  new RegExp(`${field.replace(/[[\]]/g, '\\$&')} must be at most ${max} characters`);

const BASE_POST = {
  name: 'Ofada Rice Special',
  type: 'Rice',
  desc: 'With ayamase and dodo',
  category: 'Food',
  price: '4500',
  content: JSON.stringify(['ofada rice']),
  visibility: 'Public',
  extras: '[]',
};

async function postProduct(fields: Record<string, string>) {
  const { payload, contentType } = await multipart(fields, []);
  return t.call('POST', `/api/products/post/demo-device?userId=${t.ids.vendor}`, {
    payload,
    cookie: vendor,
    headers: { 'content-type': contentType },
  });
}

describe('form limits: random long and odd inputs', () => {
  it('create a post: name and description over their limits are 400 naming the field and limit, nothing stored', async () => {
    await fc.assert(
      fc.asyncProperty(
        textAround(TEXT_LIMITS.productName),
        textAround(TEXT_LIMITS.productDesc),
        async (name, desc) => {
          const before = t.ctx.db.products.size;
          const r = await postProduct({ ...BASE_POST, name, desc });
          const nameOver = name.length > TEXT_LIMITS.productName;
          const descOver = desc.length > TEXT_LIMITS.productDesc;
          const blank = name.trim() === '' || desc.trim() === '';
          if (nameOver || descOver || blank) {
            expect(r.status).toBe(400);
            expect(typeof r.body.message).toBe('string');
            if (nameOver) expect(r.body.message).toMatch(overLimit('name', 120));
            else if (descOver) expect(r.body.message).toMatch(overLimit('desc', 2000));
            expect(t.ctx.db.products.size).toBe(before);
          } else {
            expect(r.status, JSON.stringify(r.body)).toBe(200);
            expect(r.body).toMatchObject({ name: name.trim(), desc: desc.trim() });
            expect(t.ctx.db.products.size).toBe(before + 1);
          }
        },
      ),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('create a post: prices outside ₦0.01–₦10,000,000 are 400 saying the bound; kobo are kept', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.integer({ min: 1, max: PRICE_MAX_NAIRA * 10 }),
          fc.constantFrom(PRICE_MAX_NAIRA, PRICE_MAX_NAIRA + 0.01, 999_999_999_999, 0, 2500.5),
          fc.integer({ min: 1, max: 99_999_999 }).map((kobo) => kobo / 100),
        ),
        async (price) => {
          const before = t.ctx.db.products.size;
          const r = await postProduct({ ...BASE_POST, price: String(price) });
          if (price <= 0 || price > PRICE_MAX_NAIRA) {
            expect(r.status).toBe(400);
            expect(r.body.message).toBe('price must be between N0.01 and N10,000,000.00');
            expect(t.ctx.db.products.size).toBe(before);
          } else {
            expect(r.status, JSON.stringify(r.body)).toBe(200);
            expect(r.body.price).toBe(price);
          }
        },
      ),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('create a post: a content line or an extra over its limit is 400, nothing stored', async () => {
    await fc.assert(
      fc.asyncProperty(
        textAround(TEXT_LIMITS.contentLine),
        textAround(TEXT_LIMITS.extraItem),
        async (line, item) => {
          const before = t.ctx.db.products.size;
          const r = await postProduct({
            ...BASE_POST,
            content: JSON.stringify([line]),
            extras: JSON.stringify([{ item, price: 100, limit: 1 }]),
          });
          const lineOver = line.trim().length > TEXT_LIMITS.contentLine;
          const itemOver = item.length > TEXT_LIMITS.extraItem;
          if (lineOver || itemOver || item.trim() === '') {
            expect(r.status).toBe(400);
            expect(typeof r.body.message).toBe('string');
            if (lineOver) expect(r.body.message).toMatch(overLimit('each of content', 200));
            expect(t.ctx.db.products.size).toBe(before);
          } else {
            expect(r.status, JSON.stringify(r.body)).toBe(200);
          }
        },
      ),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('sign-up: names over their limit and passwords under 8 characters are 400, no account made', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        textAround(TEXT_LIMITS.personName),
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }),
        async (firstname, password) => {
          n += 1;
          const email = `limits-${n}@example.test`;
          const before = t.ctx.db.users.size;
          const r = await t.call('POST', '/api/users/register', {
            body: {
              surname: 'Bello',
              firstname,
              password,
              age: '1990-01-01',
              country: 'Nigeria',
              state: 'Lagos',
              email,
              fingerprint: 'limits-device',
            },
          });
          if (firstname.length > TEXT_LIMITS.personName) {
            expect(r.status).toBe(400);
            expect(r.body.message).toMatch(overLimit('firstname', 60));
            expect(t.ctx.db.users.size).toBe(before);
          } else if (password.length < PASSWORD_MIN_LENGTH) {
            expect(r).toMatchObject({
              status: 400,
              body: { message: 'Password must be at least 8 characters' },
            });
            expect(t.ctx.db.users.size).toBe(before);
          } else {
            expect(r.status, JSON.stringify(r.body)).toBe(200);
          }
        },
      ),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('checkout: a shipping address field over its limit is 400 naming it, no order placed', async () => {
    const base = orderBody(t.ctx, t.ids.vendor);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('name', 'street', 'localGvt', 'state', 'country'),
        fc.nat({ max: 3000 }).map((n) => 'Ọ'.repeat(n + 201)),
        async (field, value) => {
          const before = t.ctx.db.orders.size;
          const r = await t.call('POST', `/api/orders/demo-device/${t.ids.buyer}/${t.ids.vendor}`, {
            cookie: buyer,
            body: { ...base, shippingAddress: { ...base.shippingAddress, [field]: value } },
          });
          expect(r.status).toBe(400);
          expect(r.body.message).toMatch(new RegExp(`${field} must be at most \\d+ characters`));
          expect(t.ctx.db.orders.size).toBe(before);
        },
      ),
      { seed: SEED, numRuns: 10 },
    );
  });

  it('review: a text over 1,000 characters is 400 naming the field, nothing stored', async () => {
    await fc.assert(
      fc.asyncProperty(textAround(TEXT_LIMITS.review), async (msg) => {
        const before = t.ctx.db.reviews.size;
        const r = await t.call('POST', '/api/reviews', {
          cookie: buyer,
          body: { userId: t.ids.rider, reviewerId: t.ids.buyer, msg, positive: true },
        });
        if (msg.length > TEXT_LIMITS.review) {
          expect(r).toMatchObject({
            status: 400,
            body: { message: 'Invalid request: msg must be at most 1000 characters' },
          });
          expect(t.ctx.db.reviews.size).toBe(before);
        } else if (msg.trim() === '') {
          expect(r.status).toBe(400);
        } else {
          expect(r.status, JSON.stringify(r.body)).toBe(200);
          expect(r.body.msg).toBe(msg.trim());
        }
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('vendor registration: a store name, address or place over its limit is 400, no store opened', async () => {
    await fc.assert(
      fc.asyncProperty(
        textAround(TEXT_LIMITS.businessName),
        textAround(TEXT_LIMITS.physicalAddress),
        textAround(TEXT_LIMITS.deliveryPlace),
        async (businessName, physicalAddress, place) => {
          const { payload, contentType } = await multipart(
            { businessName, physicalAddress, placesCanDeliverTo: JSON.stringify([place]) },
            [],
          );
          const r = await t.call(
            'POST',
            `/api/users/vendor/demo-device/registration/${t.ids.buyer}`,
            { payload, cookie: buyer, headers: { 'content-type': contentType } },
          );
          const over =
            businessName.length > TEXT_LIMITS.businessName ||
            physicalAddress.length > TEXT_LIMITS.physicalAddress ||
            place.trim().length > TEXT_LIMITS.deliveryPlace;
          const blank = businessName.trim() === '' || physicalAddress.trim() === '';
          if (over || blank) {
            expect(r.status).toBe(400);
            if (businessName.length > TEXT_LIMITS.businessName) {
              expect(r.body.message).toMatch(overLimit('businessName', 80));
            } else if (physicalAddress.length > TEXT_LIMITS.physicalAddress) {
              expect(r.body.message).toMatch(overLimit('physicalAddress', 300));
            }
            expect(t.ctx.db.users.get(t.ids.buyer)?.isBusinessOwner).toBe(false);
          } else {
            // The first that fits opens the store; the world goes back for the next run.
            expect(r.status, JSON.stringify(r.body)).toBe(200);
            await t.ctx.db.users.patch(t.ids.buyer, (u) => {
              u.isBusinessOwner = false;
            });
          }
        },
      ),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('search boxes: a query over 200 characters is 400 naming it', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          '/api/users/stores?page=1&query=',
          '/api/users/stores?page=1&searchedLocation=',
          '/api/products?query=',
          '/api/users/riders?query=',
        ),
        fc.nat({ max: 2000 }).map((n) => 'q'.repeat(n + TEXT_LIMITS.search + 1)),
        async (path, query) => {
          const r = await t.call('GET', `${path}${query}`);
          expect(r.status).toBe(400);
          expect(r.body.message).toMatch(/(query|searchedLocation) must be at most 200 characters/);
        },
      ),
      { seed: SEED, numRuns: 8 },
    );
  });
});
