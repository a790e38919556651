// Seller's view of an order's state: the cancelled note; Accept / 'Refund & Cancel' while not
// taken (only when the first product carries the businessId and the order is not cancelled), with
// 'Paid — waiting for you to accept' when the buyer has paid; the confirmed note with Report/dispute
// once accepted (the spec's "once taken or paid" put it beside Accept for a paid order: README).
import type { OrderDetails, OrderLine } from '#src/api/schemas/orders.ts';
import { buttonClass } from '#src/components/button.tsx';
import { orderTexts } from '#src/features/orders/order-texts.ts';
import { SellerActions } from '#src/features/orders/seller-actions.tsx';
import { StatusNote } from '#src/features/orders/status-note.tsx';
import { contact } from '#src/lib/contact.ts';
import { texts } from '#src/lib/texts.ts';

export interface SellerStatusProps {
  details: OrderDetails;
  products: ReadonlyArray<OrderLine>;
}

export function SellerStatus({ details, products }: SellerStatusProps) {
  if (details.isCancelled) {
    return (
      <StatusNote className="order-banner order-banner--cancelled">
        {texts.sellerCancelledNote}
      </StatusNote>
    );
  }
  const storeId = products[0]?.businessId;
  const canAct = typeof storeId === 'string' && storeId.length > 0;
  const taken = Boolean(details.isTaken);
  const reportHref = `mailto:${contact.email}?subject=${encodeURIComponent(`Order ${details._id}`)}`;
  return (
    <div className="order-seller">
      {canAct && !taken ? <SellerActions storeId={storeId} orderId={details._id} /> : null}
      {taken ? (
        <StatusNote className="order-banner order-banner--paid">
          {orderTexts.confirmed}{' '}
          <a className={buttonClass('secondary', 'small')} href={reportHref}>
            {orderTexts.report}
          </a>
        </StatusNote>
      ) : details.isPaid ? (
        <p className="order-banner order-banner--waiting">{orderTexts.waitingForAccept}</p>
      ) : null}
    </div>
  );
}
