import { beforeEach, describe, expect, it } from 'vitest';
import { OUTBOX_PER_ADDRESS, OUTBOX_TOTAL } from '#mock/domain/plumbing/outbox.ts';
import {
  MAX_SESSIONS_PER_USER,
  SESSION_IDLE_MS,
  SESSION_MAX_AGE_MS,
} from '#mock/domain/session.ts';
import { createTestApp, type TestApp } from '#tests/support/mock/test-app.ts';

// The attack as a test: a long load (48k requests) left 19k mails in the outbox
// and every session ever started in memory. Sessions expire and are capped per user; the outbox
// is capped per address and in total. (Memory under an hour of the simulator: npm run bench --
// --only memory.)

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp(1);
});

const DAY = 86_400_000;
const balance = (cookie: string) => t.call('GET', `/api/users/acct/${t.ids.buyer}`, { cookie });

describe('sessions and mail do not pile up', { timeout: 60_000 }, () => {
  it(`a user keeps at most ${MAX_SESSIONS_PER_USER} sessions: the oldest ones end`, async () => {
    const cookies: string[] = [];
    for (let i = 0; i < 100; i++) cookies.push(await t.signIn('buyer@bukka.test'));
    expect(t.ctx.db.sessions.lookup('user', t.ids.buyer)).toHaveLength(MAX_SESSIONS_PER_USER);
    expect((await balance(cookies[0]!)).status).toBe(401);
    expect((await balance(cookies[99]!)).status).toBe(200);
    expect((await balance(cookies[100 - MAX_SESSIONS_PER_USER]!)).status).toBe(200);
  });

  it('expired sessions are swept even when nobody uses them again', async () => {
    for (const email of ['buyer@bukka.test', 'vendor@bukka.test', 'rider@bukka.test'])
      for (let i = 0; i < 5; i++) await t.signIn(email);
    expect(t.ctx.db.sessions.size).toBe(15);
    t.ctx.clock.advance(SESSION_IDLE_MS + 1);
    await t.signIn('buyer@bukka.test');
    expect(t.ctx.db.sessions.size).toBe(1);
  });

  it('a session in daily use still ends 30 days after sign-in', async () => {
    const cookie = await t.signIn('buyer@bukka.test');
    for (let day = 1; day < 30; day++) {
      t.ctx.clock.advance(DAY);
      expect((await balance(cookie)).status, `day ${day}`).toBe(200);
    }
    t.ctx.clock.advance(SESSION_MAX_AGE_MS - 29 * DAY + 1);
    expect(await balance(cookie)).toMatchObject({ status: 401, body: { message: 'jwt expired' } });
  });

  it(`the outbox keeps the newest ${OUTBOX_PER_ADDRESS} mails per address and ${OUTBOX_TOTAL} in all`, async () => {
    let last = '';
    for (let i = 0; i < OUTBOX_PER_ADDRESS + 20; i++) {
      await t.call('POST', '/api/users/resetpassword', {
        body: { email: 'buyer@bukka.test', fingerprint: 'f' },
      });
      last = t.lastCode('buyer@bukka.test');
    }
    const mine = (await t.call('GET', '/__mock/outbox?to=buyer@bukka.test')).body as {
      code: string;
    }[];
    expect(mine).toHaveLength(OUTBOX_PER_ADDRESS);
    expect(mine.at(-1)!.code).toBe(last);
    // Many addresses: the oldest mails go first.
    for (let i = 0; i < OUTBOX_TOTAL + 100; i++) {
      await t.ctx.mailer.send({
        to: `u${i % 400}@example.ng`,
        subject: 's',
        text: 't',
        code: String(i),
      });
    }
    expect(t.ctx.db.outbox.size).toBe(OUTBOX_TOTAL);
    const all = t.ctx.db.outbox.all();
    expect(all.at(-1)!.code).toBe(String(OUTBOX_TOTAL + 99));
    expect(all.some((m) => m.code === last)).toBe(false);
  });
});
