import { describe, expect, it } from 'vitest';
import { eachHostedAndSafe } from '#tests/support/mock/hosted-and-safe.ts';
import type { TestApp } from '#tests/support/mock/test-app.ts';

// `--profile hosted` (see hosted-profile.test.ts): devices, account codes, passwords and the code
// page's address. Each test shows the hosted behaviour and, where it differs, the safe profile's.

let hosted: TestApp;
let safe: TestApp;
eachHostedAndSafe((apps) => {
  ({ hosted, safe } = apps);
});

const DEVICE = 'demo-device';

describe('devices and codes as hosted (§2.2–§3.4)', () => {
  const signIn = (t: TestApp, email = 'buyer@bukka.test') =>
    t.call('POST', '/api/users/signin', {
      body: { email, password: 'bukka-demo', fingerprint: DEVICE },
    });

  it('a sign-in without a code clears the verified flag: the next one needs a code', async () => {
    const first = await signIn(hosted);
    expect(first.body.user).toHaveProperty('_id');
    const second = await signIn(hosted);
    expect(second.body.user).toMatchObject({ rdt: DEVICE });
    expect(second.cookie).toBeUndefined();
    // The first session keeps working: the middleware wants a registered device, verified or not.
    const orders = await hosted.call(
      'GET',
      `/api/orders/${DEVICE}/allorders/${hosted.ids.buyer}?query=all`,
      { cookie: first.cookie },
    );
    expect(orders.status).toBe(200);
    expect((await signIn(safe)).body.user).toHaveProperty('_id');
    expect((await signIn(safe)).body.user).toHaveProperty('_id');
  });

  it('an unverified account signing in from a new device gets two codes', async () => {
    const email = 'waiting@bukka.test';
    await hosted.call('POST', '/api/users/register', {
      body: {
        surname: 'Ade',
        firstname: 'Tolu',
        password: 'bukka-demo',
        age: '1990-01-01',
        country: 'Nigeria',
        state: 'Lagos',
        email,
        fingerprint: 'first-device',
      },
    });
    const before = hosted.ctx.db.outbox.lookup('to', email).length;
    const answer = await hosted.call('POST', '/api/users/signin', {
      body: { email, password: 'bukka-demo', fingerprint: 'second-device' },
    });
    expect(answer.body.user).not.toHaveProperty('rdt');
    const subjects = hosted.ctx.db.outbox
      .lookup('to', email)
      .slice(before)
      .map((m) => m.subject);
    expect(subjects).toEqual(['Email verification', 'New login detected']);
  });

  it('a new account’s first code is timed from server start (§2.4)', async () => {
    const register = (t: TestApp) =>
      t.call('POST', '/api/users/register', {
        body: {
          surname: 'Ade',
          firstname: 'Tolu',
          password: 'bukka-demo',
          age: '1990-01-01',
          country: 'Nigeria',
          state: 'Lagos',
          email: 'late@bukka.test',
          fingerprint: DEVICE,
        },
      });
    for (const t of [hosted, safe]) {
      await t.call('POST', '/__mock/clock/advance', { body: { ms: 101 * 60_000 } });
      await register(t);
    }
    const verify = (t: TestApp) =>
      t.call('POST', '/api/users/verification', {
        body: { email: 'late@bukka.test', otpCode: t.lastCode('late@bukka.test') },
      });
    // Expired, and being the account code, refused with the hosted 500 (§3.2 c), not the 403.
    expect(await verify(hosted)).toMatchObject({
      status: 500,
      body: { message: "Cannot read properties of undefined (reading 'status')" },
    });
    expect((await verify(safe)).status).toBe(200);
  });

  it('/verification: an unknown device is the hosted 500; the account code trusts no device', async () => {
    const unknown = await hosted.call('POST', '/api/users/verification', {
      body: { email: 'buyer@bukka.test', otpCode: '123456', fingerprint: 'never-seen' },
    });
    expect(unknown).toMatchObject({
      status: 500,
      body: { message: "Cannot read properties of undefined (reading 'otpIsVerified')" },
    });
    const email = 'trust@bukka.test';
    await hosted.call('POST', '/api/users/register', {
      body: {
        surname: 'Ade',
        firstname: 'Tolu',
        password: 'bukka-demo',
        age: '1990-01-01',
        country: 'Nigeria',
        state: 'Lagos',
        email,
        fingerprint: DEVICE,
      },
    });
    await hosted.call('POST', '/api/users/verification', {
      body: { email, otpCode: hosted.lastCode(email), forTokenFingerPrint: 'other-device' },
    });
    const user = hosted.ctx.db.users.first('email', email)!;
    const devices = hosted.ctx.db.devices.lookup('user', user._id).map((d) => d.deviceId);
    expect(devices).toEqual([DEVICE]);
  });
});

describe('passwords and code-page addresses as hosted (§2.5, §3.1, §3.7)', () => {
  const signUp = (t: TestApp, email: string, password: string) =>
    t.call('POST', '/api/users/register', {
      body: {
        surname: 'Okafor',
        firstname: 'Chidi',
        password,
        age: '1990-01-01',
        country: 'Nigeria',
        state: 'Lagos',
        email,
        fingerprint: DEVICE,
      },
    });

  it('hosted takes a one-character password; safe wants 8 characters (400 with a message)', async () => {
    expect((await signUp(hosted, 'short@example.test', 'x')).status).toBe(200);
    expect(await signUp(safe, 'short@example.test', 'x')).toMatchObject({
      status: 400,
      body: { message: 'Password must be at least 8 characters' },
    });
    expect(safe.ctx.db.users.lookup('email', 'short@example.test')).toHaveLength(0);
    expect((await signUp(safe, 'long@example.test', 'eight-ch')).status).toBe(200);
  });

  it('hosted puts names, id and times in the code page address; safe an opaque token', async () => {
    const named = await signUp(hosted, 'named@example.test', 'a-password');
    const id = hosted.ctx.db.users.lookup('email', 'named@example.test')[0]!._id;
    expect(named.body.user.url).toMatch(new RegExp(`^Okafor\\d{4}-.*${id}.*Chidi$`));
    const opaque = await signUp(safe, 'opaque@example.test', 'a-password');
    expect(opaque.body.user.url).toMatch(/^[0-9a-f]{32}$/);
    const reset = await safe.call('POST', '/api/users/resetpassword', {
      body: { email: 'buyer@bukka.test', fingerprint: DEVICE },
    });
    expect(reset.body.user.url).toMatch(/^[0-9a-f]{32}$/);
    expect(reset.body.user.url).not.toBe(opaque.body.user.url);
  });
});
