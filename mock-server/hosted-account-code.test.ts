import { describe, expect, it } from 'vitest';
import { eachHostedAndSafe } from '#tests/support/mock/hosted-and-safe.ts';
import type { TestApp } from '#tests/support/mock/test-app.ts';

// The account e-mail code's refusals: the hosted API's account branch of `/verification` calls the
// code check without `res`, so each refusal is a 500 naming `status` (hosted-api.md §2.4, §3.2 c);
// the safe profile answers them as the device and reset codes are answered.

const STATUS_500 = {
  status: 500,
  body: { message: "Cannot read properties of undefined (reading 'status')" },
};
const EMAIL = 'new-code@bukka.test';

let hosted: TestApp;
let safe: TestApp;
eachHostedAndSafe((apps) => {
  ({ hosted, safe } = apps);
});

async function register(t: TestApp) {
  await t.call('POST', '/api/users/register', {
    body: {
      surname: 'Ade',
      firstname: 'Tolu',
      password: 'bukka-demo',
      age: '1990-01-01',
      country: 'Nigeria',
      state: 'Lagos',
      email: EMAIL,
      fingerprint: 'demo-device',
    },
  });
}

const verify = (t: TestApp, otpCode: string) =>
  t.call('POST', '/api/users/verification', { body: { email: EMAIL, otpCode } });

/** A 6-digit code that is not `code`. */
const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');

describe('the account code refused (§3.2 c)', () => {
  it('a wrong code: hosted 500, safe 401 Incorrect OTP', async () => {
    for (const t of [hosted, safe]) await register(t);
    expect(await verify(hosted, wrongOf(hosted.lastCode(EMAIL)))).toMatchObject(STATUS_500);
    expect(await verify(safe, wrongOf(safe.lastCode(EMAIL)))).toMatchObject({
      status: 401,
      body: { message: 'Incorrect OTP' },
    });
  });

  it('an expired code: hosted 500, safe 403 OTP has expired; resend then the right code works on both', async () => {
    for (const t of [hosted, safe]) {
      await register(t);
      await t.call('POST', '/__mock/clock/advance', { body: { ms: 101 * 60_000 } });
    }
    expect(await verify(hosted, hosted.lastCode(EMAIL))).toMatchObject(STATUS_500);
    expect(await verify(safe, safe.lastCode(EMAIL))).toMatchObject({
      status: 403,
      body: { message: 'OTP has expired' },
    });
    for (const t of [hosted, safe]) {
      const resent = await t.call('POST', '/api/users/resendOtp', {
        body: { email: EMAIL, fingerprint: 'demo-device' },
      });
      expect(resent.status).toBe(200);
      expect((await verify(t, t.lastCode(EMAIL))).status).toBe(200);
    }
  });

  it('an account already verified: hosted 500, safe 400 Invalid request', async () => {
    for (const t of [hosted, safe]) {
      await register(t);
      const code = t.lastCode(EMAIL);
      expect((await verify(t, code)).status).toBe(200);
    }
    // The hosted user document keeps no code once verified: its check refuses before comparing.
    expect(await verify(hosted, '123456')).toMatchObject(STATUS_500);
    expect(await verify(safe, '123456')).toMatchObject({
      status: 400,
      body: { message: 'Invalid request' },
    });
  });

  it('wrong codes still count: the guess limit answers 429 on both profiles', async () => {
    for (const t of [hosted, safe]) await register(t);
    for (const t of [hosted, safe]) {
      const wrong = wrongOf(t.lastCode(EMAIL));
      for (let i = 0; i < 5; i += 1) await verify(t, wrong);
      expect((await verify(t, wrong)).status).toBe(429);
    }
  });

  it('the device code keeps its 401 on the hosted profile', async () => {
    const signIn = await hosted.call('POST', '/api/users/signin', {
      body: { email: 'buyer@bukka.test', password: 'bukka-demo', fingerprint: 'a-new-device' },
    });
    expect(signIn.body.user.rdt).toBe('a-new-device');
    const code = hosted.lastCode('buyer@bukka.test');
    const answer = await hosted.call('POST', '/api/users/verification', {
      body: { email: 'buyer@bukka.test', otpCode: wrongOf(code), fingerprint: 'a-new-device' },
    });
    expect(answer).toMatchObject({ status: 401, body: { message: 'Incorrect OTP' } });
  });
});
