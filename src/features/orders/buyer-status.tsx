// Buyer's payment status: cancelled note, paid banner (date and time of the paid stamp), or the
// red 'Not paid' banner with paying from the wallet where the API offers it and 'Pay Now' for
// what the wallet leaves (or what an unresolved payment is doing); below it, any
// charge the order could not take: refunded to the card by the server (every device), or kept by
// this browser with what to do. Lives in a polite live region. The order's stored payments are
// resumed here whatever the order's state (use-card-payment.ts).

import { dayTimeStamp } from '#shared/day-time.ts';
import { formatNaira, koboToNaira } from '#shared/money.ts';
import type { OrderDetails } from '#shared/schemas/orders.ts';
import { orderTexts } from '#src/features/orders/order-texts.ts';
import { refundOf } from '#src/features/orders/order-timeline.ts';
import { inFlightText, PayNowButton } from '#src/features/orders/pay-now-button.tsx';
import { refundMessage } from '#src/features/orders/refund-message.ts';
import { RefundedCharges } from '#src/features/orders/refunded-charges.tsx';
import { StatusNote } from '#src/features/orders/status-note.tsx';
import { UnappliedCharges } from '#src/features/orders/unapplied-charges.tsx';
import { useCardPayment } from '#src/features/orders/use-card-payment.ts';
import { WalletPay } from '#src/features/orders/wallet-pay.tsx';
import { walletPayTexts } from '#src/features/orders/wallet-pay-texts.ts';
import { walletSplit } from '#src/features/orders/wallet-split.ts';

export interface BuyerStatusProps {
  details: OrderDetails;
}

function PaymentBanner({
  details,
  payment,
}: BuyerStatusProps & { payment: ReturnType<typeof useCardPayment> }) {
  if (details.isCancelled) {
    return (
      <StatusNote className="order-banner order-banner--cancelled">
        {refundMessage('buyer-note', refundOf(details) ?? 0)}
      </StatusNote>
    );
  }
  const { shareKobo, dueKobo } = walletSplit(details);
  if (details.isPaid) {
    return (
      <StatusNote className="order-banner order-banner--paid">
        <strong>{orderTexts.paid}</strong>{' '}
        {/* The paid stamp in the app's one date format, not the spec's raw
            'first 10 characters' of the UTC text. */}
        {orderTexts.paidOn(dayTimeStamp(details.isPaidAt ?? ''))}
        {shareKobo > 0 ? ` ${walletPayTexts.paidSplit(formatNaira(shareKobo))}` : null}
      </StatusNote>
    );
  }
  // A payment on its way is not a failure: the banner says it is in progress, not red 'Not paid'.
  const inProgress = inFlightText(payment) !== null;
  return (
    <div className={`order-banner order-banner--${inProgress ? 'in-progress' : 'unpaid'}`}>
      <strong>{inProgress ? orderTexts.paymentInProgress : orderTexts.notPaid}</strong>
      <WalletPay details={details} blocked={inProgress || payment.busy} />
      {/* The card pays what the wallet's part leaves. */}
      <PayNowButton
        orderId={details._id}
        total={koboToNaira(dueKobo)}
        email={details.email}
        phone={details.phoneNumber}
        name={details.shippingAddress.name}
        payment={payment}
      />
    </div>
  );
}

export function BuyerStatus({ details }: BuyerStatusProps) {
  const payment = useCardPayment(details);
  return (
    <>
      <PaymentBanner details={details} payment={payment} />
      <RefundedCharges details={details} />
      <UnappliedCharges entries={payment.entries} />
    </>
  );
}
