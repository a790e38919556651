// Seller's view of an order's state: the cancelled note (with where the money went); while not
// taken (only when the first product carries the businessId and the order is not cancelled) the
// actions — Accept and 'Refund & Cancel' once paid ('Paid — waiting for you to accept'), only
// 'Cancel order' before ('Not paid yet — waiting for the customer’s payment') — and, when the
// mock's simulated city will decide the order itself, headed so instead (never 'waiting for you')
// with a note saying he may act first; the confirmed note with
// Report/dispute once accepted (the spec's "once taken or paid" put it beside Accept for a paid
// order: README).
import type { OrderDetails, OrderLine } from '#shared/schemas/orders.ts';
import { buttonClass } from '#src/components/button.tsx';
import { orderTexts } from '#src/features/orders/order-texts.ts';
import { refundOf } from '#src/features/orders/order-timeline.ts';
import { refundMessage } from '#src/features/orders/refund-message.ts';
import { SellerActions } from '#src/features/orders/seller-actions.tsx';
import { StatusNote } from '#src/features/orders/status-note.tsx';
import { contact } from '#src/lib/contact.ts';

export interface SellerStatusProps {
  details: OrderDetails;
  products: ReadonlyArray<OrderLine>;
}

/** Who the order waits for: the vendor, the customer, or the simulated city. */
function waitingText(paid: boolean, byCity: boolean): string {
  if (byCity) return paid ? orderTexts.paidCity : orderTexts.notPaidCity;
  return paid ? orderTexts.waitingForAccept : orderTexts.notPaidYet;
}

export function SellerStatus({ details, products }: SellerStatusProps) {
  if (details.isCancelled) {
    return (
      <StatusNote className="order-banner order-banner--cancelled">
        {refundMessage('seller-note', refundOf(details) ?? 0)}
      </StatusNote>
    );
  }
  const storeId = products[0]?.businessId;
  const canAct = typeof storeId === 'string' && storeId.length > 0;
  const taken = Boolean(details.isTaken);
  const reportHref = `mailto:${contact.email}?subject=${encodeURIComponent(`Order ${details._id}`)}`;
  return (
    <div className="order-seller">
      {taken ? null : (
        <p
          className={`order-banner ${details.isPaid ? 'order-banner--waiting' : 'order-banner--unpaid'}`}
        >
          {waitingText(details.isPaid, details.handledBy === 'city')}
        </p>
      )}
      {!taken && details.handledBy === 'city' ? (
        <p className="order-banner order-banner--city">{orderTexts.cityDecides}</p>
      ) : null}
      {canAct && !taken ? <SellerActions storeId={storeId} details={details} /> : null}
      {taken ? (
        <StatusNote className="order-banner order-banner--paid">
          {orderTexts.confirmed}{' '}
          <a className={buttonClass('secondary', 'small')} href={reportHref}>
            {orderTexts.report}
          </a>
        </StatusNote>
      ) : null}
    </div>
  );
}
