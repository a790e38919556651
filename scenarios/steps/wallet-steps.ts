// Wallet steps: create the wallet's bank account, fund it by a (simulated) bank transfer, read the
// balance and the transaction history.

import { attempt, seen } from '#scenarios/core/attempt.ts';
import { mockControl } from '#scenarios/core/mock-control.ts';
import type { Step } from '#scenarios/core/types.ts';
import { nairaToKobo } from '#shared/money.ts';
import { fetchTransactions } from '#src/api/transactions.ts';
import { createWallet, fetchWalletAccount } from '#src/api/wallet.ts';
import { rememberBalance, requireMemory, seeBalanceKobo } from './views.ts';

export function createWalletStep(actor: string): Step {
  return {
    title: `${actor} creates the wallet (generated bank account)`,
    actor,
    async run(ctx) {
      await rememberBalance(ctx, ctx.actor);
      const outcome = await attempt(() => createWallet(ctx.actor.userId));
      ctx.observe('answer', seen(outcome));
      if (!ctx.check('created', outcome.status, 200) || !outcome.ok) return;
      const { bank, accountNumber } = outcome.value;
      ctx.checkThat('a bank name', bank.trim() !== '', bank, 'a bank');
      ctx.checkThat(
        'a 10-digit account number',
        /^\d{10}$/.test(accountNumber),
        accountNumber,
        '10 digits',
      );
      ctx.observe('accountNumberDigits', accountNumber.length);
      ctx.memory.accountNumber = accountNumber;
      const shown = await attempt(() => fetchWalletAccount(ctx.actor.userId));
      ctx.observe('details', shown.ok ? { status: 200 } : seen(shown));
      ctx.check(
        'wallet details show the account',
        shown.ok ? shown.value.accountNumber : seen(shown),
        accountNumber,
      );
    },
  };
}

export function bankTransferStep(actor: string, naira: number): Step {
  return {
    title: `${naira} naira arrive by bank transfer into ${actor}'s account`,
    actor,
    needs: ['bank-transfer'],
    async run(ctx) {
      const before = await seeBalanceKobo(ctx, ctx.actor);
      const answer = await mockControl(ctx.target).bankTransfer(
        requireMemory(ctx, 'accountNumber'),
        naira * 100,
      );
      const after = await seeBalanceKobo(ctx, ctx.actor);
      ctx.observe('balanceChangeKobo', after - before);
      ctx.check('balance seen on the account page (kobo)', after, before + naira * 100);
      ctx.check('transfer answer (naira)', nairaToKobo(answer.balance), after);
    },
  };
}

export function historyShowsDeposit(actor: string, naira: number): Step {
  return {
    title: `${actor}'s transaction history lists the ${naira} naira transfer`,
    actor,
    async run(ctx) {
      const outcome = await attempt(() => fetchTransactions(ctx.actor.userId));
      ctx.observe('answer', seen(outcome));
      if (!ctx.check('history shown', outcome.status, 200) || !outcome.ok) return;
      const newest = outcome.value[0];
      ctx.observe('newestAmount', newest?.amount);
      ctx.check('newest record amount (naira)', newest?.amount, naira);
    },
  };
}
