import { describe, expect, it } from 'vitest';
import type { Transaction } from '#shared/schemas/transactions.ts';
import { describeTransaction } from '#src/features/wallet/transaction-meaning.ts';

const base: Transaction = {
  _id: 't1',
  buyerId: 'buyer-1',
  businessId: 'store-1',
  amount: 2500,
  buyerName: 'Chinwendumma',
  businessName: 'Mama Bukka Kitchen of Lekki Phase One',
  createdAt: '2026-03-01T10:00:00.000Z',
};

describe('what a transaction means to the one who reads it', () => {
  it('hosted records (no direction): the store was credited, the buyer paid', () => {
    expect(describeTransaction(base, 'store-1')).toEqual({
      direction: 'credit',
      meaning: 'Order from Chinwen...',
    });
    expect(describeTransaction(base, 'buyer-1')).toEqual({
      direction: 'debit',
      meaning: 'Your order at Mama Bukka Kitchen o...',
    });
  });

  it("the mock's kinds and directions", () => {
    const tx = (kind: string, direction: string, extra: Partial<Transaction> = {}) =>
      ({ ...base, kind, direction, ...extra }) as Transaction;
    expect(describeTransaction(tx('deposit', 'credit'), 'buyer-1').meaning).toBe(
      'Bank transfer into your wallet',
    );
    expect(describeTransaction(tx('seed', 'credit'), 'buyer-1').meaning).toBe('Opening balance');
    expect(describeTransaction(tx('order-payment', 'credit'), 'store-1').meaning).toBe(
      'Card payment for an order from Chinwen...',
    );
    expect(describeTransaction(tx('wallet-checkout', 'debit'), 'buyer-1').meaning).toBe(
      'You paid Mama Bukka Kitchen o... from your wallet',
    );
    expect(describeTransaction(tx('wallet-checkout', 'credit'), 'store-1').meaning).toBe(
      'Wallet payment for an order from Chinwen...',
    );
    expect(describeTransaction(tx('refund', 'debit'), 'store-1')).toEqual({
      direction: 'debit',
      meaning: 'Refund to Chinwen...',
    });
    expect(describeTransaction(tx('refund', 'credit'), 'buyer-1')).toEqual({
      direction: 'credit',
      meaning: 'Refund from Mama Bukka Kitchen o...',
    });
  });

  it("the wallet's part of an order: out to the order, in at the store, back when given back", () => {
    const tx = (kind: string, direction: string) => ({ ...base, kind, direction }) as Transaction;
    expect(describeTransaction(tx('wallet-share', 'debit'), 'buyer-1')).toEqual({
      direction: 'debit',
      meaning: 'From your wallet to your order at Mama Bukka Kitchen o...',
    });
    expect(describeTransaction(tx('wallet-share', 'credit'), 'store-1').meaning).toBe(
      'Wallet part of an order from Chinwen...',
    );
    expect(describeTransaction(tx('wallet-share-back', 'credit'), 'buyer-1')).toEqual({
      direction: 'credit',
      meaning: 'Back from your order at Mama Bukka Kitchen o...',
    });
  });
});
