// What one transaction record means to the person reading it: money in (credit) or out (debit),
// and one line saying why. The hosted API sends neither: its records are orders (the store is
// credited at order time, the buyer is the one who ordered), so the reader's side of the order
// decides. The mock also sends `kind` and `direction` (docs/hosted-divergences.md), which are used
// when present. Names keep the spec's cut-offs (business 20, buyer 7 + '...' over 9).
import type { Transaction } from '#shared/schemas/transactions.ts';
import { cutBuyerName, cutTransactionBusinessName } from '#src/lib/text-format.ts';

type Direction = 'credit' | 'debit';

export interface TransactionMeaning {
  direction: Direction;
  meaning: string;
}

export function describeTransaction(tx: Transaction, userId: string): TransactionMeaning {
  const business = cutTransactionBusinessName(tx.businessName);
  const buyer = cutBuyerName(tx.buyerName);
  const sent = tx.direction === 'credit' || tx.direction === 'debit' ? tx.direction : undefined;
  const direction: Direction = sent ?? (tx.businessId === userId ? 'credit' : 'debit');
  switch (tx.kind) {
    case 'seed':
      return { direction, meaning: 'Opening balance' };
    case 'deposit':
      return { direction, meaning: 'Bank transfer into your wallet' };
    case 'order-payment':
      return { direction, meaning: `Card payment for an order from ${buyer}` };
    case 'wallet-checkout':
      return {
        direction,
        meaning:
          direction === 'debit'
            ? `You paid ${business} from your wallet`
            : `Wallet payment for an order from ${buyer}`,
      };
    case 'wallet-share':
      return {
        direction,
        meaning:
          direction === 'debit'
            ? `From your wallet to your order at ${business}`
            : `Wallet part of an order from ${buyer}`,
      };
    case 'wallet-share-back':
      return { direction, meaning: `Back from your order at ${business}` };
    case 'refund':
      return {
        direction,
        meaning: direction === 'debit' ? `Refund to ${buyer}` : `Refund from ${business}`,
      };
    default:
      return {
        direction,
        meaning: direction === 'credit' ? `Order from ${buyer}` : `Your order at ${business}`,
      };
  }
}
