// Card charges the server refunded because the order could not take them (a second payment of a
// paid order, made on another device or tab; a payment of a cancelled one): said from the order
// itself, so every device of the buyer shows it, not only the one that paid.

import { formatNairaAmount } from '#shared/money.ts';
import type { OrderDetails } from '#shared/schemas/orders.ts';
import { paymentTexts, refundedChargeText } from '#src/features/orders/payment-texts.ts';

export function RefundedCharges({ details }: { details: OrderDetails }) {
  const charges = details.refundedCharges ?? [];
  if (!charges.length) return null;
  return (
    <section className="order-refunded" aria-label={paymentTexts.refundedTitle}>
      {charges.map((charge) => (
        <p key={charge.reference} className="order-refunded__charge">
          {refundedChargeText(formatNairaAmount(charge.amount), charge.reference, details)}
        </p>
      ))}
    </section>
  );
}
