import { relying, type Scenario } from '#scenarios/core/types.ts';
import { signUp, verifyWithMailCode } from '#scenarios/steps/auth-steps.ts';
import { checkout } from '#scenarios/steps/checkout-steps.ts';
import { balanceMoved, noteTabsAndBalance } from '#scenarios/steps/order-steps.ts';
import { addDishToCart, searchStoresStep } from '#scenarios/steps/shop-steps.ts';
import {
  bankTransferStep,
  createWalletStep,
  historyShowsDeposit,
} from '#scenarios/steps/wallet-steps.ts';

export const wallet: Scenario = {
  name: 'wallet',
  title: '4. Wallet',
  description:
    "Create the wallet account, fund it by bank transfer, see the balance and history. Card checkout leaves the wallet alone; with --checkout wallet, checkout debits the wallet and a short balance gives 'Insufficient funds'.",
  actors: { buyer: { role: 'buyer', account: { kind: 'new', fixture: 'buyer2' } } },
  steps: [
    signUp('buyer', 'Chidi'),
    verifyWithMailCode('buyer', { kind: 'account' }),
    createWalletStep('buyer'),
    bankTransferStep('buyer', 20_000),
    relying(['bank-transfer'], historyShowsDeposit('buyer', 20_000)),
    searchStoresStep('buyer', { location: 'Lekki' }),
    addDishToCart('buyer', { extras: 1 }),
    checkout('buyer'),
    noteTabsAndBalance('buyer'),
    addDishToCart('buyer', { totalAbove: 20_000 }),
    checkout('buyer', {
      card: { result: 'unpaid' },
      wallet: { result: 'refused', status: 404, message: 'Insufficient funds' },
    }),
    balanceMoved('buyer', 'unchanged'),
  ],
};
