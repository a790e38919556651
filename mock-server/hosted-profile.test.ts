import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reviewEndpoints } from '#shared/schemas/reviews.ts';
import { storeEndpoints } from '#shared/schemas/stores.ts';
import { eachHostedAndSafe } from '#tests/support/mock/hosted-and-safe.ts';
import { multipart, type TestApp } from '#tests/support/mock/test-app.ts';
import { parseCli } from './cli-options.ts';

// `--profile hosted`: the hosted API's client-visible behaviour (V-A) for every divergence of
// docs/hosted-divergences.md that is not a security hole. Each test shows the hosted behaviour
// and, where it differs, the safe profile's. This file: the switch, fields left out, the store
// search; beside it hosted-profile-catalogue (products, riders, reviews), hosted-profile-orders
// (orders and money) and hosted-profile-accounts (devices, codes, passwords).

let hosted: TestApp;
let safe: TestApp;
eachHostedAndSafe((apps) => {
  ({ hosted, safe } = apps);
});

const DEVICE = 'demo-device';

/** Signs up and verifies a new account on `t`; its id and session cookie. */
async function newAccount(t: TestApp, email: string) {
  await t.call('POST', '/api/users/register', {
    body: {
      surname: 'Bello',
      firstname: 'Kemi',
      password: 'a-password',
      age: '1990-01-01',
      country: 'Nigeria',
      state: 'Lagos',
      email,
      fingerprint: DEVICE,
    },
  });
  const verified = await t.call('POST', '/api/users/verification', {
    body: { email, otpCode: t.lastCode(email), forTokenFingerPrint: DEVICE },
  });
  return { id: verified.body.user._id as string, cookie: verified.cookie as string };
}

async function becomeVendor(t: TestApp, user: { id: string; cookie: string }) {
  const form = await multipart({
    businessName: 'Kemi Grill',
    physicalAddress: '3 Allen Avenue, Ikeja, Lagos',
    placesCanDeliverTo: '["Ikeja"]',
  });
  return t.call('POST', `/api/users/vendor/${DEVICE}/registration/${user.id}`, {
    cookie: user.cookie,
    payload: form.payload,
    headers: { 'content-type': form.contentType },
  });
}

describe('the profile switch', () => {
  it('--profile safe|hosted and --hang-ms on the command line (default: safe, 30 s)', () => {
    expect(parseCli([], {})).toMatchObject({ profile: 'safe', hangMs: 30_000 });
    expect(parseCli(['--profile', 'hosted', '--hang-ms', '250'], {})).toMatchObject({
      profile: 'hosted',
      hangMs: 250,
    });
    expect(() => parseCli(['--profile', 'live'], {})).toThrow('--profile must be safe or hosted');
    expect(() => parseCli(['--hang-ms', '-1'], {})).toThrow('--hang-ms');
  });

  it('docs/hosted-divergences.md says, for every divergence, what the hosted profile does', () => {
    const doc = readFileSync(resolve(import.meta.dirname, '../docs/hosted-divergences.md'), 'utf8');
    const [divergences, profile] = doc.split('## What `--profile hosted` reproduces');
    const topics = (text = '') =>
      text
        .split('\n')
        .filter((line) => /^\| [^-]/.test(line))
        .map((line) => line.split('|')[1]!.trim())
        .filter((topic) => topic !== 'Topic' && topic !== 'Divergence');
    expect(topics(profile).sort()).toEqual(topics(divergences).sort());
  });

  it('health reports the profile, its hosted version and the hang bound', async () => {
    expect((await hosted.call('GET', '/__mock/health')).body).toMatchObject({
      profile: 'hosted',
      hostedVersion: 'V-A',
      hangMs: 300,
    });
    expect((await safe.call('GET', '/__mock/health')).body).toMatchObject({ profile: 'safe' });
  });
});

describe('fields never set are left out (not "")', () => {
  it('a reviewer without name or photo, a store without photo', async () => {
    const stores = new Map<TestApp, string>();
    for (const t of [hosted, safe]) {
      const kemi = await newAccount(t, 'kemi@bukka.test');
      expect((await becomeVendor(t, kemi)).status).toBe(200);
      stores.set(t, kemi.id);
      const ade = await newAccount(t, 'ade@bukka.test');
      const review = await t.call('POST', '/api/reviews', {
        cookie: ade.cookie,
        body: { userId: kemi.id, msg: 'Fresh and hot', reviewerId: ade.id, positive: true },
      });
      expect(review.status).toBe(200);
    }
    const reviewOf = async (t: TestApp) => {
      const store = stores.get(t);
      const [review] = reviewEndpoints.of.response.parse(
        (await t.call('GET', `/api/users/reviews/${store}`)).body,
      );
      const [inProfile] = (await t.call('GET', `/api/users/find/${store}?page=1`)).body.allReviews;
      expect(inProfile).toEqual(review);
      return review;
    };
    const hostedReview = await reviewOf(hosted);
    expect(hostedReview).not.toHaveProperty('reviewerName');
    expect(hostedReview).not.toHaveProperty('reviewerImg');
    expect(await reviewOf(safe)).toMatchObject({ reviewerName: 'Kemi Bello', reviewerImg: '' });
    // The hosted sign-up sets no `name`: the profile of a new user has none either.
    const profile = await hosted.call('GET', `/api/users/find/${stores.get(hosted)}?page=1`);
    expect(profile.body.user).not.toHaveProperty('name');

    const cardOf = async (t: TestApp) => {
      const page = storeEndpoints.search.response.parse(
        (await t.call('GET', '/api/users/stores?page=1&query=Kemi Grill')).body,
      );
      return page.stores.find((s) => s.businessName === 'Kemi Grill');
    };
    const hostedCard = await cardOf(hosted);
    expect(hostedCard).toBeDefined();
    expect(hostedCard).not.toHaveProperty('businessImg');
    expect(hostedCard).not.toHaveProperty('timeOpen');
    expect(hostedCard).not.toHaveProperty('status');
    expect(await cardOf(safe)).toMatchObject({ businessImg: '', timeOpen: '' });
  });
});

describe('store search as hosted (§3.14)', () => {
  it('filters form an OR-union: a popular filter that matches no dish adds no clause', async () => {
    const all = (await hosted.call('GET', '/api/users/stores?page=1')).body.totalPages;
    // The original client's "top rated" link sent popularFilter=rating: every store.
    const rating = await hosted.call(
      'GET',
      '/api/users/stores?page=1&query=&searchedLocation=&popularFilter=rating&rating=',
    );
    expect(rating.body.totalPages).toBe(all);
    expect(rating.body.stores).toHaveLength(12);
    const safeRating = await safe.call('GET', '/api/users/stores?page=1&popularFilter=rating');
    expect(safeRating.body).toEqual({ stores: [], totalPages: 0 });
    // A text query and a popular filter: stores matching either (safe: both).
    const either = await hosted.call(
      'GET',
      '/api/users/stores?page=1&query=Mama Bukka&popularFilter=Swallow',
    );
    const both = await safe.call(
      'GET',
      '/api/users/stores?page=1&query=Mama Bukka&popularFilter=Swallow',
    );
    expect(either.body.totalPages).toBeGreaterThan(both.body.totalPages);
  });

  it('location + rating without a text query is the hosted 500; no page is no stores', async () => {
    const broken = await hosted.call(
      'GET',
      '/api/users/stores?page=1&query=&searchedLocation=Lekki&popularFilter=&rating=4',
    );
    expect(broken).toMatchObject({
      status: 500,
      body: { message: "Cannot access 'filteredStores' before initialization" },
    });
    expect(
      (await safe.call('GET', '/api/users/stores?page=1&searchedLocation=Lekki&rating=4')).status,
    ).toBe(200);
    const noPage = await hosted.call('GET', '/api/users/stores');
    expect(noPage.body.stores).toEqual([]);
    expect(noPage.body.totalPages).toBeGreaterThan(0);
  });

  it('shuffles the page (same stores as the world-order page) and matches only whole places', async () => {
    const ids = async (t: TestApp) =>
      ((await t.call('GET', '/api/users/stores?page=1')).body.stores as { _id: string }[]).map(
        (s) => s._id,
      );
    const safeIds = await ids(safe);
    const hostedRuns = [await ids(hosted), await ids(hosted), await ids(hosted)];
    for (const run of hostedRuns) expect([...run].sort()).toEqual([...safeIds].sort());
    expect(hostedRuns.some((run) => run.join() !== safeIds.join())).toBe(true);
    const place = 'Lekki, Eti-Osa, Lagos, Nigeria';
    expect((await safe.call('GET', `/api/users/location?query=${place}`)).body).toBe('store exist');
    expect((await hosted.call('GET', `/api/users/location?query=${place}`)).body).toBe(
      'Sorry, we do not have stores in this location yet',
    );
    expect((await hosted.call('GET', '/api/users/location?query=Lekki')).body).toBe('store exist');
  });
});
