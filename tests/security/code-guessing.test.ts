import { beforeEach, describe, expect, it } from 'vitest';
import {
  GUESS_WINDOW_MS,
  MAX_WRONG_PER_ACCOUNT,
  MAX_WRONG_PER_CLIENT,
} from '#mock/domain/code-guesses.ts';
import { createTestApp, type TestApp } from '#tests/support/mock/test-app.ts';

// The attack as a test: five wrong tries lock one reset code, but asking for a new
// code started the count again — at a few hundred guesses a second a 6-digit code fell within
// the hour. Wrong codes now count per account and per client over 15 minutes, across codes.

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp(1);
});

const VICTIM = 'buyer@bukka.test';

async function askReset(email = VICTIM, client = '203.0.113.9') {
  const res = await t.call('POST', '/api/users/resetpassword', {
    body: { email, fingerprint: 'attacker-laptop' },
    headers: { 'x-forwarded-for': client },
  });
  expect(res.status).toBe(200);
  return t.lastCode(email);
}

const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const guess = (otpCode: string, email = VICTIM, client = '203.0.113.9') =>
  t.call('POST', '/api/users/verification', {
    body: {
      email,
      otpCode,
      fingerprint: 'attacker-laptop',
      resetPasswordOtp: 'resetPasswordOtp',
    },
    headers: { 'x-forwarded-for': client },
  });

describe('guessing codes across re-issued codes', { timeout: 60_000 }, () => {
  it('the account is blocked after 10 wrong codes whatever the codes, with Retry-After', async () => {
    const statuses: number[] = [];
    let code = '';
    // The attack: guess, and ask for a fresh code each time one is locked.
    for (let round = 0; round < 4; round++) {
      code = await askReset();
      for (let i = 0; i < 5; i++) statuses.push((await guess(wrongFor(code))).status);
    }
    expect(statuses.slice(0, MAX_WRONG_PER_ACCOUNT)).toEqual(
      Array(MAX_WRONG_PER_ACCOUNT).fill(401),
    );
    expect(new Set(statuses.slice(MAX_WRONG_PER_ACCOUNT))).toEqual(new Set([429]));
    // Even the right code is refused now (else guessing would simply go on).
    const right = await guess(code);
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(/^Too many wrong codes\. Try again in 15 minutes\.$/);
    const retryAfter = Number(right.raw.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(GUESS_WINDOW_MS / 1000);
    // The victim's own code works once the window has passed.
    t.ctx.clock.advance(retryAfter * 1000);
    const fresh = await askReset();
    expect((await guess(fresh)).status).toBe(200);
  });

  it('one client guessing on many accounts is blocked after 30 wrong codes', async () => {
    // Four seeded buyers' accounts (their e-mails are made by the world's faker).
    const emails = t.ids.buyers.slice(1, 5).map((id) => t.ctx.db.users.get(id)!.email);
    const codes = new Map<string, string>();
    let wrong = 0;
    for (const email of emails.slice(0, 3)) {
      for (let i = 0; i < 9; i++) {
        if (i % 5 === 0) codes.set(email, await askReset(email));
        expect((await guess(wrongFor(codes.get(email)!), email)).status).toBe(401);
        wrong++;
      }
    }
    const last = emails[3]!;
    codes.set(last, await askReset(last));
    while (wrong < MAX_WRONG_PER_CLIENT) {
      expect((await guess(wrongFor(codes.get(last)!), last)).status).toBe(401);
      wrong++;
    }
    const blocked = await guess(codes.get(last)!, last);
    expect(blocked.status).toBe(429);
    expect(blocked.raw.headers['retry-after']).toBeDefined();
    // Another client may still try its own account's code.
    expect((await guess(codes.get(last)!, last, '198.51.100.7')).status).toBe(200);
  });

  it('account, device and reset codes share the account’s count', async () => {
    // Four wrong new-device codes…
    await t.call('POST', '/api/users/signin', {
      body: { email: VICTIM, password: 'bukka-demo', fingerprint: 'new-laptop' },
    });
    const deviceCode = t.lastCode(VICTIM);
    for (let i = 0; i < 4; i++) {
      const r = await t.call('POST', '/api/users/verification', {
        body: { email: VICTIM, otpCode: wrongFor(deviceCode), fingerprint: 'new-laptop' },
      });
      expect(r.status).toBe(401);
    }
    // …and six wrong reset codes from elsewhere use up the account's ten.
    const code = await askReset();
    for (let i = 0; i < 5; i++) expect((await guess(wrongFor(code))).status).toBe(401);
    const again = await askReset();
    expect((await guess(wrongFor(again))).status).toBe(401);
    expect((await guess(again)).status).toBe(429);
  });
});
