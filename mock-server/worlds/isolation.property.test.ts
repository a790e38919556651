import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockServer } from '../create-mock.ts';
import { createFixedClock } from '../domain/plumbing/clock.ts';
import { DEMO_DEVICE, DEMO_PASSWORD } from '../seed/demo-accounts.ts';

// Random, seeded sequences of operations spread over two worlds of one mock — sign-ups (users and
// mails), sign-ins (sessions), clock advances, provider payments, bank transfers into wallets and
// resets — checked after every step against a model of each world. Nothing crosses: each world
// holds exactly its own users, mails, payments, balances and clock; a session of one world is
// unknown in the other; and the default world never changes.

const SEED = 20_261_125;
const START = Date.parse('2026-11-25T09:00:00Z');
const BUYER = 'buyer@bukka.test';

type Mock = Awaited<ReturnType<typeof createMockServer>>;
let m: Mock;
beforeAll(async () => {
  m = await createMockServer({
    seed: 1,
    clock: createFixedClock(START),
    options: { checkAnswers: true },
    worlds: { clock: () => createFixedClock(START), sweepEveryMs: 0 },
  });
});
afterAll(async () => m.app.close());

async function call(world: string, method: string, url: string, body?: unknown, cookie?: string) {
  const headers: Record<string, string> = { 'x-bukka-world': world };
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await m.app.inject({
    method: method as 'GET',
    url,
    headers,
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.statusCode, body: res.body ? res.json() : null, headers: res.headers };
}

type Op =
  | { kind: 'register'; w: 0 | 1 }
  | { kind: 'signin'; w: 0 | 1 }
  | { kind: 'advance'; w: 0 | 1; ms: number }
  | { kind: 'payment'; w: 0 | 1; kobo: number }
  | { kind: 'transfer'; w: 0 | 1; kobo: number }
  | { kind: 'reset'; w: 0 | 1 };

const side = fc.constantFrom(0 as const, 1 as const);
const opArb: fc.Arbitrary<Op> = fc.oneof(
  side.map((w) => ({ kind: 'register' as const, w })),
  side.map((w) => ({ kind: 'signin' as const, w })),
  fc.record({
    kind: fc.constant('advance' as const),
    w: side,
    ms: fc.integer({ min: 1, max: 9e6 }),
  }),
  fc.record({
    kind: fc.constant('payment' as const),
    w: side,
    kobo: fc.integer({ min: 100, max: 5e6 }),
  }),
  fc.record({
    kind: fc.constant('transfer' as const),
    w: side,
    kobo: fc.integer({ min: 100, max: 5e6 }),
  }),
  side.map((w) => ({ kind: 'reset' as const, w })),
);

type Model = {
  users: string[];
  mails: number;
  advancedMs: number;
  payments: number;
  transferredKobo: number;
  session?: string;
};
const fresh = (): Model => ({
  users: [],
  mails: 0,
  advancedMs: 0,
  payments: 0,
  transferredKobo: 0,
});

describe('worlds are isolated', () => {
  it('random operations in two worlds never reach the other (or the default world)', async () => {
    const base = m.ctx;
    const baseUsers = base.db.users.size;
    const baseOrders = base.db.orders.size;
    const baseMails = base.db.outbox.size;
    const basePayments = base.db.providerTransactions.size;
    let n = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 4, maxLength: 12 }), async (ops) => {
        const ids: string[] = [];
        for (let i = 0; i < 2; i++) {
          const made = await call('default', 'POST', '/__mock/worlds', {});
          ids.push(made.body.id);
        }
        const ctxOf = (w: number) => m.worlds.get(ids[w]!)!.ctx;
        const initialUsers = ctxOf(0).db.users.size;
        const initialMails = ctxOf(0).db.outbox.size;
        const initialPayments = ctxOf(0).db.providerTransactions.size;
        const buyerAccount = ctxOf(0).db.accounts.values().next().value;
        const models = [fresh(), fresh()];
        try {
          for (const op of ops) {
            const id = ids[op.w]!;
            const model = models[op.w]!;
            switch (op.kind) {
              case 'register': {
                const email = `p${++n}@isolation.test`;
                const res = await call(id, 'POST', '/api/users/register', {
                  surname: 'Eze',
                  firstname: 'Ada',
                  password: 'secret-pass',
                  age: '1999-01-01',
                  country: 'Nigeria',
                  state: 'Lagos',
                  email,
                  fingerprint: `fp-${n}`,
                });
                expect(res.status).toBe(200);
                model.users.push(email);
                model.mails++;
                break;
              }
              case 'signin': {
                const res = await call(id, 'POST', '/api/users/signin', {
                  email: BUYER,
                  password: DEMO_PASSWORD,
                  fingerprint: DEMO_DEVICE,
                });
                expect(res.status).toBe(200);
                model.session = /auth_token=[^;]*/.exec(String(res.headers['set-cookie']))?.[0];
                break;
              }
              case 'advance':
                await call(id, 'POST', '/__mock/clock/advance', { ms: op.ms });
                model.advancedMs += op.ms;
                break;
              case 'payment':
                expect(
                  (await call(id, 'POST', '/__mock/payments', { email: BUYER, amount: op.kobo }))
                    .status,
                ).toBe(200);
                model.payments++;
                break;
              case 'transfer': {
                const account = ctxOf(op.w).db.accounts.get(buyerAccount._id)!;
                const res = await call(id, 'POST', '/__mock/bank-transfer', {
                  accountNumber: account.accountNumber,
                  amount: op.kobo,
                });
                expect(res.status).toBe(200);
                model.transferredKobo += op.kobo;
                break;
              }
              case 'reset':
                await call(id, 'POST', '/__mock/reset', {});
                models[op.w] = fresh();
                break;
            }
            for (const w of [0, 1] as const) {
              const own = models[w]!;
              const other = models[1 - w]!;
              const ctx = ctxOf(w);
              expect(ctx.db.users.size).toBe(initialUsers + own.users.length);
              for (const email of other.users)
                expect(ctx.db.users.first('email', email)).toBeUndefined();
              expect(ctx.db.outbox.size).toBe(initialMails + own.mails);
              expect(ctx.db.providerTransactions.size).toBe(initialPayments + own.payments);
              expect(ctx.clock.advancedMs()).toBe(own.advancedMs);
              const owner = ctx.db.users.get(ctx.db.accounts.get(buyerAccount._id)!.userId)!;
              const seeded = base.db.users.get(owner._id)!.balanceKobo;
              expect(owner.balanceKobo).toBe(seeded + own.transferredKobo);
              if (own.session) {
                const me = base.db.users.first('email', BUYER)!._id;
                const here = await call(
                  ids[w]!,
                  'GET',
                  `/api/users/acct/${me}`,
                  undefined,
                  own.session,
                );
                expect(here.status).toBe(200);
                const there = await call(
                  ids[1 - w]!,
                  'GET',
                  `/api/users/acct/${me}`,
                  undefined,
                  own.session,
                );
                expect(there.status).toBe(401);
              }
            }
          }
        } finally {
          for (const id of ids) await call('default', 'DELETE', `/__mock/worlds/${id}`);
        }
        // The default world saw none of it.
        expect(base.db.users.size).toBe(baseUsers);
        expect(base.db.orders.size).toBe(baseOrders);
        expect(base.db.outbox.size).toBe(baseMails);
        expect(base.db.providerTransactions.size).toBe(basePayments);
        expect(base.clock.advancedMs()).toBe(0);
      }),
      { seed: SEED, numRuns: 8 },
    );
  }, 120_000);
});
