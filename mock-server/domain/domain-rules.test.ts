import { beforeEach, describe, expect, it } from 'vitest';
import { deliveryFeeKobo, orderTotals } from '#shared/money.ts';
import { createTestWorld, type TestWorld } from '#tests/support/mock/test-world.ts';
import { moveMoney } from './ledger.ts';
import { checkOtp, issueOtp, OTP_TTL_MS } from './otp.ts';
import { createFixedClock } from './plumbing/clock.ts';
import { createCtx } from './plumbing/context.ts';
import { DomainError } from './plumbing/errors.ts';
import { createRng } from './plumbing/rng.ts';
import {
  completeTransaction,
  getTransactionByAccessCode,
  initializeTransaction,
  verifyTransaction,
} from './provider.ts';
import { locationMatcher, searchStores } from './stores.ts';

let w: TestWorld;
beforeEach(async () => {
  w = await createTestWorld(1);
});

describe('fees and totals', () => {
  it('1200 naira above a 5000 naira items subtotal (extras excluded), else 1500', () => {
    expect(deliveryFeeKobo(5000_00)).toBe(1500_00);
    expect(deliveryFeeKobo(5000_01)).toBe(1200_00);
    const t = orderTotals(
      [{ priceKobo: 2500_00, quantity: 2 }],
      [{ priceKobo: 500_00, quantity: 3 }],
    );
    expect(t).toEqual({
      itemsSubtotal: 5000_00,
      extrasTotal: 1500_00,
      subtotal: 6500_00,
      shippingFee: 1500_00,
      total: 8000_00,
    });
  });
});

describe('rng and ids', () => {
  it('is deterministic per seed and makes 24-hex ids', () => {
    const a = createRng(9);
    const b = createRng(9);
    expect(a.objectId()).toBe(b.objectId());
    expect(a.objectId()).toMatch(/^[0-9a-f]{24}$/);
    expect(a.digits(6)).toMatch(/^\d{6}$/);
  });

  it('builds the same world for the same seed', async () => {
    const again = await createTestWorld(1);
    expect(again.ids).toEqual(w.ids);
    expect(again.ctx.db.products.all().map((p) => p.name)).toEqual(
      w.ctx.db.products.all().map((p) => p.name),
    );
    expect(w.ctx.db.users.lookup('store', 'yes').length).toBeGreaterThanOrEqual(40);
    expect(w.ctx.db.users.lookup('rider', 'yes').length).toBeGreaterThanOrEqual(15);
  });
});

describe('OTP', () => {
  it('checks in the hosted order and expires 100 minutes after sending', async () => {
    const ctx = createCtx({ seed: 1, clock: createFixedClock(0) });
    const { code, fields } = await issueOtp(ctx);
    expect(await checkOtp(ctx, fields, '')).toMatchObject({ ok: false, status: 400 });
    expect(await checkOtp(ctx, fields, code === '000000' ? '000001' : '000000')).toMatchObject({
      status: 401,
      wrong: true,
    });
    expect(await checkOtp(ctx, fields, code)).toEqual({ ok: true });
    ctx.clock.advance(OTP_TTL_MS + 1);
    expect(await checkOtp(ctx, fields, code)).toMatchObject({ status: 403 });
    expect(await checkOtp(ctx, { ...fields, otpAttempts: 5 }, code)).toMatchObject({ status: 429 });
    expect(await checkOtp(ctx, { ...fields, otpIsVerified: true }, code)).toMatchObject({
      status: 400,
    });
  });
});

describe('ledger', () => {
  it('never lets a balance go negative and records every change', async () => {
    const before = w.ctx.db.transactions.size;
    await expect(
      moveMoney(w.ctx, { userId: w.ids.rider, deltaKobo: -1, kind: 'refund' }),
    ).rejects.toBeInstanceOf(DomainError);
    await moveMoney(w.ctx, { userId: w.ids.rider, deltaKobo: 500, kind: 'deposit' });
    expect(w.ctx.db.users.get(w.ids.rider)!.balanceKobo).toBe(500);
    expect(w.ctx.db.transactions.size).toBe(before + 1);
  });
});

describe('provider', () => {
  it('initialize → complete → verify; finished transactions keep their outcome; unknown reference 400', async () => {
    const { accessCode, reference } = await initializeTransaction(w.ctx, {
      key: 'pk_test_x',
      email: 'a@b.ng',
      amount: 150_000,
    });
    expect(getTransactionByAccessCode(w.ctx, accessCode)?.status).toBe('ongoing');
    expect(verifyTransaction(w.ctx, reference).data.status).toBe('ongoing');
    expect(await completeTransaction(w.ctx, { accessCode, outcome: 'success' })).toEqual({
      reference,
      status: 'success',
    });
    expect(await completeTransaction(w.ctx, { accessCode, outcome: 'failed' })).toEqual({
      reference,
      status: 'success',
    });
    const v = verifyTransaction(w.ctx, reference);
    expect(v).toMatchObject({
      status: true,
      message: 'Verification successful',
      data: {
        reference,
        status: 'success',
        amount: 150_000,
        currency: 'NGN',
        customer: { email: 'a@b.ng' },
      },
    });
    expect(v.data.paid_at).toBe(new Date(w.ctx.clock.now()).toISOString());
    try {
      verifyTransaction(w.ctx, 'nope');
      expect.unreachable();
    } catch (e) {
      expect(e).toMatchObject({
        status: 400,
        body: { status: false, message: 'Transaction reference not found' },
      });
    }
    await expect(
      initializeTransaction(w.ctx, { key: 'k', email: 'a@b.ng', amount: 100, reference }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      initializeTransaction(w.ctx, { key: '', email: 'a@b.ng', amount: 100 }),
    ).rejects.toMatchObject({ status: 400 });
  });
});

describe('store search', () => {
  it('matches a geocoder name by its first part and combines filters with AND', () => {
    const lekki = locationMatcher('Lekki Phase 1, Eti-Osa, Lagos State, Nigeria');
    expect(lekki(w.ctx.db.users.get(w.ids.vendor)!)).toBe(true);
    const all = searchStores(w.ctx, { page: '1' });
    const rated = searchStores(w.ctx, { page: '1', rating: '4.5' });
    expect(rated.totalPages).toBeLessThanOrEqual(all.totalPages);
    expect(rated.stores.every((s) => s.rating >= 4.5)).toBe(true);
    expect(searchStores(w.ctx, { page: '1', query: '[' }).stores).toEqual([]);
  });
});

describe('world sizes', () => {
  it('builds tiny worlds too (--stores 1 and 3)', async () => {
    for (const stores of [1, 3]) {
      const tiny = await createTestWorld(1, { stores });
      expect(tiny.ctx.db.users.lookup('store', 'yes')).toHaveLength(stores);
    }
  });
});
