// Where a cancel's money went, in each side's words: the amount given back to the buyer's Bukka
// wallet, or that nothing moved (an unpaid order, on the mock).

import { formatNairaAmount } from '#shared/money.ts';
import { refundTexts } from '#src/features/orders/order-texts.ts';

type Where = 'seller-toast' | 'seller-note' | 'buyer-note';

/** `refunded` is the naira given back (0: nothing moved). */
export function refundMessage(where: Where, refunded: number): string {
  const amount = formatNairaAmount(refunded);
  const none = refunded <= 0;
  switch (where) {
    case 'seller-toast':
      return none ? refundTexts.sellerToastUnpaid : refundTexts.sellerToast(amount);
    case 'seller-note':
      return none ? refundTexts.sellerNoteUnpaid : refundTexts.sellerNote(amount);
    case 'buyer-note':
      return none ? refundTexts.buyerNoteUnpaid : refundTexts.buyerNote(amount);
  }
}
