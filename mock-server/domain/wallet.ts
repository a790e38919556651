import { koboToNaira } from '#shared/money.ts';
import { moveMoney } from './ledger.ts';
import type { Ctx } from './plumbing/context.ts';
import { fail } from './plumbing/errors.ts';
import { assertSelf } from './session.ts';
import { userById } from './users.ts';

const BANKS = ['Wema Bank', 'Sterling Bank', 'Providus Bank'];

/**
 * `POST /api/payment/create/:userId`: one virtual account per user (repeat calls return it; with
 * the hosted profile each call makes another one, as hosted).
 */
export async function createWalletAccount(ctx: Ctx, actorId: string, userId: string) {
  assertSelf(actorId, userId);
  userById(ctx, userId);
  const existing = ctx.db.accounts.first('user', userId);
  // Hosted (§8.1): every call creates another virtual account; the lookup answers the first.
  if (existing && !ctx.profile.newWalletAccountPerCall) {
    return { bank: existing.bank, accountNumber: existing.accountNumber };
  }
  let accountNumber = '';
  do accountNumber = `${ctx.rng.int(1, 9)}${ctx.rng.digits(9)}`;
  while (ctx.db.accounts.first('number', accountNumber));
  const account = await ctx.db.accounts.insert({
    _id: ctx.rng.objectId(),
    userId,
    bank: ctx.rng.pick(BANKS),
    accountNumber,
    order_ref: `URF_${ctx.secrets.hex(12)}`,
    createdAt: ctx.clock.now(),
  });
  await ctx.db.users.patch(userId, (u) => {
    u.wallet = true;
  });
  return { bank: account.bank, accountNumber: account.accountNumber };
}

/** `GET /api/users/account/find/:userId`. */
export function findWalletAccount(ctx: Ctx, actorId: string, userId: string) {
  if (ctx.profile.hostedDevices) {
    // Hosted V-A (§2.3 quirk): the auth middleware looks up the device of an undefined
    // fingerprint here (no :fingerprint segment, a GET has no body), which no device has.
    if (ctx.db.devices.lookup('user', actorId).length === 0) {
      fail(404, 'please login to perform this action');
    }
    fail(401, 'verification fail, switch off VPN if active');
  }
  assertSelf(actorId, userId);
  const account = ctx.db.accounts.first('user', userId);
  if (!account) fail(404, 'Account not found');
  return { bank: account.bank, accountNumber: account.accountNumber };
}

/** Control API: a bank transfer into a generated account credits its owner's balance. */
export async function bankTransfer(ctx: Ctx, accountNumber: string, amountKobo: number) {
  const account = ctx.db.accounts.first('number', accountNumber);
  if (!account) fail(404, 'Account not found');
  if (amountKobo > 100_000_000_00) fail(400, 'amount too large');
  const tx = await moveMoney(ctx, {
    userId: account.userId,
    deltaKobo: amountKobo,
    kind: 'deposit',
    buyerId: account.userId,
    reference: `${account.bank}:${account.accountNumber}`,
  });
  return { balance: koboToNaira(tx.balanceAfterKobo) };
}
