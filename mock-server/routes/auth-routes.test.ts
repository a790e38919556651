import { beforeEach, describe, expect, it } from 'vitest';
import { authEndpoints } from '#shared/schemas/auth.ts';
import { createTestApp, type TestApp } from '#tests/support/mock/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp(1);
});

const newUser = {
  surname: 'Balogun',
  firstname: 'Kemi',
  password: 'secret-pass',
  age: '1999-01-01',
  country: 'Nigeria',
  state: 'Lagos',
  email: 'kemi@example.ng',
  fingerprint: 'fp-kemi',
};

describe('register and account verification', () => {
  it('registers, e-mails a 6-digit code, verifies it and starts a session cookie', async () => {
    const reg = await t.call('POST', '/api/users/register', { body: newUser });
    expect(reg.status).toBe(200);
    expect(authEndpoints.register.response.parse(reg.body).user).toMatchObject({
      email: 'kemi@example.ng',
      fingerprint: 'fp-kemi',
    });
    expect(reg.cookie).toBeUndefined();
    const code = t.lastCode('kemi@example.ng');
    expect(code).toMatch(/^\d{6}$/);
    const outbox = await t.call('GET', '/__mock/outbox?to=kemi@example.ng');
    expect(outbox.body[0]).toMatchObject({
      to: 'kemi@example.ng',
      subject: 'Email verification',
      code,
    });

    const wrong = await t.call('POST', '/api/users/verification', {
      body: {
        email: 'kemi@example.ng',
        otpCode: code === '000000' ? '111111' : '000000',
        forTokenFingerPrint: 'fp-kemi',
      },
    });
    expect(wrong).toMatchObject({ status: 401, body: { message: 'Incorrect OTP' } });

    const ok = await t.call('POST', '/api/users/verification', {
      body: { email: 'kemi@example.ng', otpCode: code, forTokenFingerPrint: 'fp-kemi' },
    });
    expect(ok.status).toBe(200);
    expect(authEndpoints.verification.response.parse(ok.body).user).toMatchObject({
      firstname: 'Kemi',
    });
    const cookie = ok.cookies.find((c) => c.startsWith('auth_token='))!;
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure');

    const again = await t.call('POST', '/api/users/verification', {
      body: { email: 'kemi@example.ng', otpCode: code },
    });
    expect(again).toMatchObject({ status: 400, body: { message: 'Invalid request' } });
  });

  it('402 when the e-mail belongs to a verified account; 400 for a malformed body', async () => {
    const dup = await t.call('POST', '/api/users/register', {
      body: { ...newUser, email: 'buyer@bukka.test' },
    });
    expect(dup).toMatchObject({ status: 402, body: { message: 'email has already been used' } });
    const bad = await t.call('POST', '/api/users/register', { body: { email: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Invalid request/);
  });

  it('codes expire 100 minutes after they were sent (403) and wrong codes are limited to 5 (429)', async () => {
    await t.call('POST', '/api/users/register', { body: newUser });
    const code = t.lastCode(newUser.email);
    t.ctx.clock.advance(100 * 60_000 + 1);
    const late = await t.call('POST', '/api/users/verification', {
      body: { email: newUser.email, otpCode: code },
    });
    expect(late).toMatchObject({ status: 403, body: { message: 'OTP has expired' } });

    const resend = await t.call('POST', '/api/users/resendOtp', {
      body: { email: newUser.email, fingerprint: 'fp-kemi' },
    });
    expect(resend).toMatchObject({ status: 200, body: 'check your email for the code' });
    const fresh = t.lastCode(newUser.email);
    const wrongCode = fresh === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++) {
      const r = await t.call('POST', '/api/users/verification', {
        body: { email: newUser.email, otpCode: wrongCode },
      });
      expect(r.status).toBe(401);
    }
    const blocked = await t.call('POST', '/api/users/verification', {
      body: { email: newUser.email, otpCode: fresh },
    });
    expect(blocked.status).toBe(429);
    await t.call('POST', '/api/users/resendOtp', {
      body: { email: newUser.email, fingerprint: 'fp-kemi' },
    });
    const ok = await t.call('POST', '/api/users/verification', {
      body: { email: newUser.email, otpCode: t.lastCode(newUser.email) },
    });
    expect(ok.status).toBe(200);
  });

  it('resendOtp errors: unknown user, no device, unknown device, nothing to verify', async () => {
    expect(
      await t.call('POST', '/api/users/resendOtp', {
        body: { email: 'no@x.ng', fingerprint: 'f' },
      }),
    ).toMatchObject({
      status: 404,
      body: { message: 'Unauthorized action' },
    });
    await t.call('POST', '/api/users/register', { body: { ...newUser, fingerprint: '' } });
    expect(
      await t.call('POST', '/api/users/resendOtp', {
        body: { email: newUser.email, fingerprint: 'x' },
      }),
    ).toMatchObject({ status: 401, body: { message: 'no login device' } });
    expect(
      await t.call('POST', '/api/users/resendOtp', {
        body: { email: 'buyer@bukka.test', fingerprint: 'other' },
      }),
    ).toMatchObject({
      status: 401,
      body: { message: 'unable to verify, switch off VPN if active' },
    });
    expect(
      await t.call('POST', '/api/users/resendOtp', {
        body: { email: 'buyer@bukka.test', fingerprint: 'demo-device' },
      }),
    ).toMatchObject({ status: 401, body: { message: 'please login with your details' } });
  });
});

describe('sign-in and devices', () => {
  it('signs a demo account in from demo-device without a code (every time)', async () => {
    for (let i = 0; i < 3; i++) {
      const r = await t.call('POST', '/api/users/signin', {
        body: { email: 'buyer@bukka.test', password: 'bukka-demo', fingerprint: 'demo-device' },
      });
      expect(r.status).toBe(200);
      expect(authEndpoints.signin.response.parse(r.body).user).toMatchObject({
        firstname: 'Adaeze',
        _id: t.ids.buyer,
      });
      expect(r.cookie).toBeDefined();
    }
  });

  it('wrong or empty password → 401; unknown e-mail → 404', async () => {
    const wrong = await t.call('POST', '/api/users/signin', {
      body: { email: 'buyer@bukka.test', password: 'nope', fingerprint: 'demo-device' },
    });
    expect(wrong).toMatchObject({ status: 401, body: { message: 'wrong credentials' } });
    const empty = await t.call('POST', '/api/users/signin', {
      body: { email: 'buyer@bukka.test', password: '', fingerprint: 'demo-device' },
    });
    expect(empty).toMatchObject({ status: 401, body: { message: 'wrong credentials' } });
    const none = await t.call('POST', '/api/users/signin', {
      body: { email: 'ghost@bukka.test', password: 'x', fingerprint: 'f' },
    });
    expect(none).toMatchObject({ status: 404, body: { message: 'User not found' } });
  });

  it('an unknown device gets rdt and an e-mailed code; verifying it signs in; the device stays known', async () => {
    const r = await t.call('POST', '/api/users/signin', {
      body: { email: 'vendor@bukka.test', password: 'bukka-demo', fingerprint: 'laptop-2' },
    });
    expect(r.status).toBe(200);
    expect(r.body.user).toMatchObject({ email: 'vendor@bukka.test', rdt: 'laptop-2' });
    expect(r.cookie).toBeUndefined();
    const code = t.lastCode('vendor@bukka.test');
    const unknown = await t.call('POST', '/api/users/verification', {
      body: { email: 'vendor@bukka.test', otpCode: code, fingerprint: 'other' },
    });
    expect(unknown.status).toBe(401);
    const v = await t.call('POST', '/api/users/verification', {
      body: { email: 'vendor@bukka.test', otpCode: code, fingerprint: 'laptop-2' },
    });
    expect(v.status).toBe(200);
    expect(v.cookie).toBeDefined();
    const again = await t.call('POST', '/api/users/signin', {
      body: { email: 'vendor@bukka.test', password: 'bukka-demo', fingerprint: 'laptop-2' },
    });
    expect(again.body.user).toMatchObject({ firstname: 'Tunde' });
  });

  it('an unverified account signing in gets url (no rdt, no cookie) and a new code', async () => {
    await t.call('POST', '/api/users/register', { body: newUser });
    const r = await t.call('POST', '/api/users/signin', {
      body: { email: newUser.email, password: newUser.password, fingerprint: 'fp-kemi' },
    });
    expect(r.status).toBe(200);
    expect(r.body.user.url).toBeTypeOf('string');
    expect(r.body.user.rdt).toBeUndefined();
    expect(r.cookie).toBeUndefined();
  });

  it('logout clears the cookie and ends the session server-side; the session slides', async () => {
    const cookie = await t.signIn('buyer@bukka.test');
    const ok = await t.call('GET', `/api/users/acct/${t.ids.buyer}`, { cookie });
    expect(ok.status).toBe(200);
    expect(ok.cookies.some((c) => c.startsWith('auth_token='))).toBe(true);
    const out = await t.call('POST', '/api/users/logout', { cookie });
    expect(out).toMatchObject({ status: 200, body: { message: 'Logged out successfully' } });
    expect(out.cookies[0]).toMatch(/^auth_token=;.*Expires=Thu, 01 Jan 1970/);
    const after = await t.call('GET', `/api/users/acct/${t.ids.buyer}`, { cookie });
    expect(after.status).toBe(401);
    expect((await t.call('GET', `/api/users/acct/${t.ids.buyer}`)).body).toEqual({
      message: 'No token provided',
    });
  });
});

describe('password reset', () => {
  it('reset → code → urlf → change password (cookie) → old password fails, new works; record used up', async () => {
    const r = await t.call('POST', '/api/users/resetpassword', {
      body: { email: 'buyer@bukka.test', fingerprint: 'phone-9' },
    });
    expect(r.status).toBe(200);
    expect(authEndpoints.resetPassword.response.parse(r.body).user).toMatchObject({
      rdt: 'phone-9',
      resetPasswordOtp: 'resetPasswordOtp',
    });
    // The e-mail's subject is spelled right (the hosted API's is 'comfirmation').
    const mail = await t.call('GET', '/__mock/outbox?to=buyer@bukka.test');
    expect(mail.body[0]).toMatchObject({ subject: 'Password change confirmation' });
    const early = await t.call('POST', '/api/users/changepassword', {
      body: { email: 'buyer@bukka.test', password: 'new-pass', fingerprint: 'demo-device' },
    });
    expect(early).toMatchObject({ status: 501, body: { message: 'session timeout' } });
    const v = await t.call('POST', '/api/users/verification', {
      body: {
        email: 'buyer@bukka.test',
        otpCode: t.lastCode('buyer@bukka.test'),
        fingerprint: 'phone-9',
        resetPasswordOtp: 'resetPasswordOtp',
      },
    });
    expect(v.status).toBe(200);
    expect(v.body.user.urlf).toBeTypeOf('string');
    expect(v.cookie).toBeUndefined();
    const c = await t.call('POST', '/api/users/changepassword', {
      body: { email: 'buyer@bukka.test', password: 'new-pass', fingerprint: 'phone-9' },
    });
    expect(c.status).toBe(200);
    expect(c.cookie).toBeDefined();
    const reuse = await t.call('POST', '/api/users/changepassword', {
      body: { email: 'buyer@bukka.test', password: 'x2', fingerprint: 'phone-9' },
    });
    expect(reuse.status).toBe(501);
    expect(
      (
        await t.call('POST', '/api/users/signin', {
          body: { email: 'buyer@bukka.test', password: 'bukka-demo', fingerprint: 'demo-device' },
        })
      ).status,
    ).toBe(401);
    await t.signIn('buyer@bukka.test', 'new-pass');
  });

  it('reset errors: unknown user 404 (lower-case), no reset record 401 session expired, unknown device 404', async () => {
    expect(
      await t.call('POST', '/api/users/resetpassword', {
        body: { email: 'no@x.ng', fingerprint: 'f' },
      }),
    ).toMatchObject({
      status: 404,
      body: { message: 'user not found' },
    });
    expect(
      await t.call('POST', '/api/users/verification', {
        body: {
          email: 'buyer@bukka.test',
          otpCode: '123456',
          fingerprint: 'f',
          resetPasswordOtp: 'resetPasswordOtp',
        },
      }),
    ).toMatchObject({ status: 401, body: { message: 'session expired' } });
    expect(
      await t.call('POST', '/api/users/changepassword', {
        body: { email: 'buyer@bukka.test', password: 'p', fingerprint: 'nope' },
      }),
    ).toMatchObject({ status: 404, body: { message: 'failed, switch off VPN if enabled' } });
    expect(
      await t.call('POST', '/api/users/changepassword', {
        body: { email: 'ghost@x.ng', password: 'p', fingerprint: 'nope' },
      }),
    ).toMatchObject({ status: 404, body: { message: 'User not found' } });
  });
});
