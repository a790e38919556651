// Buyer's payment status: cancelled note (where the money went), paid banner (date and time of the paid stamp), or the
// red 'Not paid' banner with 'Pay Now'. Lives in a polite live region.
import type { OrderDetails } from '#src/api/schemas/orders.ts';
import { orderTexts, paidStamp } from '#src/features/orders/order-texts.ts';
import { refundOf } from '#src/features/orders/order-timeline.ts';
import { PayNowButton } from '#src/features/orders/pay-now-button.tsx';
import { refundMessage } from '#src/features/orders/refund-message.ts';
import { StatusNote } from '#src/features/orders/status-note.tsx';

export interface BuyerStatusProps {
  details: OrderDetails;
}

export function BuyerStatus({ details }: BuyerStatusProps) {
  if (details.isCancelled) {
    return (
      <StatusNote className="order-banner order-banner--cancelled">
        {refundMessage('buyer-note', refundOf(details) ?? 0)}
      </StatusNote>
    );
  }
  if (details.isPaid) {
    const stamp = paidStamp(details.isPaidAt ?? '');
    return (
      <StatusNote className="order-banner order-banner--paid">
        <strong>{orderTexts.paid}</strong> {orderTexts.paidOn(stamp.date, stamp.time)}
      </StatusNote>
    );
  }
  return (
    <div className="order-banner order-banner--unpaid">
      <strong>{orderTexts.notPaid}</strong>
      <PayNowButton
        orderId={details._id}
        total={details.total}
        email={details.email}
        phone={details.phoneNumber}
        name={details.shippingAddress.name}
      />
    </div>
  );
}
