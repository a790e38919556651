import { describe, expect, it } from 'vitest';
import type { Ctx } from '#mock/domain/plumbing/context.ts';
import { type Secrets, secretsFrom } from '#mock/domain/plumbing/secrets.ts';
import { createTestApp, type TestApp } from '#tests/support/mock/test-app.ts';
import { createTestWorld } from '#tests/support/mock/test-world.ts';

// The attack as a test: the world seed is public (`GET /__mock/health`) and the
// world generator is deterministic, so an attacker can rebuild the world on their own machine and
// knows every number the generator hands out next. Secrets drawn from that stream (as session
// tokens and reset codes once were) are then a short list of candidates.

/** Secrets drawn from the world stream: the old behaviour, to prove the attack works. */
const worldStreamSecrets = (ctx: Ctx): Secrets =>
  secretsFrom((bytes) => {
    for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(ctx.rng.next() * 256);
    return bytes;
  });

/** The attacker: rebuilds the world of the published seed and lists the next tokens it could give. */
async function candidateTokens(seed: string | number, count: number, length: number) {
  const shadow = await createTestWorld(seed);
  const draws = Array.from({ length: count + length }, () => shadow.ctx.rng.next());
  const tokens: string[] = [];
  for (let offset = 0; offset < count; offset++) {
    let i = offset;
    const fromHere = secretsFrom((bytes) => {
      for (let k = 0; k < bytes.length; k++) bytes[k] = Math.floor(draws[i++]! * 256);
      return bytes;
    });
    tokens.push(fromHere.hex(length));
  }
  return tokens;
}

/** The victim signs in; the attacker tries every candidate token on the victim's wallet balance. */
async function takeOverAttempt(t: TestApp) {
  const seed = (await t.call('GET', '/__mock/health')).body.seed as number;
  const victim = await t.signIn('buyer@bukka.test');
  const length = victim.slice('auth_token='.length).length;
  const candidates = await candidateTokens(seed, 200, length);
  let taken = -1;
  for (const [offset, token] of candidates.entries()) {
    const res = await t.call('GET', `/api/users/acct/${t.ids.buyer}`, {
      cookie: `auth_token=${token}`,
    });
    if (res.status === 200) {
      taken = offset;
      break;
    }
  }
  return taken;
}

/** The attacker asks for the victim's reset code, predicts it in a shadow world, and tries it. */
async function resetCodeAttempts(t: TestApp, shadow: TestApp, tries: number) {
  const results: number[] = [];
  for (let i = 0; i < tries; i++) {
    const body = { email: 'buyer@bukka.test', fingerprint: 'attacker-laptop' };
    await t.call('POST', '/api/users/resetpassword', { body });
    await shadow.call('POST', '/api/users/resetpassword', { body });
    const predicted = shadow.lastCode('buyer@bukka.test');
    const res = await t.call('POST', '/api/users/verification', {
      body: { ...body, otpCode: predicted, resetPasswordOtp: 'resetPasswordOtp' },
    });
    results.push(res.status);
  }
  return results;
}

describe('predictable secrets', { timeout: 60_000 }, () => {
  it('the attack works against secrets drawn from the world stream (control)', async () => {
    const old = await createTestApp(1);
    old.ctx.secrets = worldStreamSecrets(old.ctx);
    expect(await takeOverAttempt(old)).toBe(0);

    const victim = await createTestApp(1);
    const shadow = await createTestApp(1);
    victim.ctx.secrets = worldStreamSecrets(victim.ctx);
    shadow.ctx.secrets = worldStreamSecrets(shadow.ctx);
    expect(await resetCodeAttempts(victim, shadow, 1)).toEqual([200]);
  });

  it('predict-a-token: none of 200 candidates from the published seed opens the session', async () => {
    const t = await createTestApp(1);
    expect(await takeOverAttempt(t)).toBe(-1);
    // The victim's own token still works (the attack did not just break sign-in).
    const cookie = await t.signIn('buyer@bukka.test');
    expect((await t.call('GET', `/api/users/acct/${t.ids.buyer}`, { cookie })).status).toBe(200);
  });

  it('predict-a-reset-code: the code of a replayed shadow world is never the real one', async () => {
    const t = await createTestApp(1);
    const shadow = await createTestApp(1);
    const results = await resetCodeAttempts(t, shadow, 3);
    expect(results).toEqual([401, 401, 401]);
  });

  it('secrets draw nothing from the world stream: the world stays seeded', async () => {
    const a = await createTestApp(5);
    const b = await createTestApp(5);
    for (const t of [a, b]) {
      await t.signIn('vendor@bukka.test');
      await t.call('POST', '/api/users/resetpassword', {
        body: { email: 'buyer@bukka.test', fingerprint: 'f' },
      });
      await t.call('POST', '/__mock/payments', { body: { email: 'x@y.ng', amount: 10_000 } });
    }
    expect(a.ctx.rng.next()).toBe(b.ctx.rng.next());
    expect(a.lastCode('buyer@bukka.test')).toMatch(/^\d{6}$/);
    const refs = [a, b].map((t) => t.ctx.db.providerTransactions.all().at(-1)?.reference);
    expect(refs[0]).toMatch(/^T\d{15}$/);
    expect(refs[0]).not.toBe(refs[1]);
  });
});
