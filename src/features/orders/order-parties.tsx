// The other party of an order: the business (for the buyer) or the customer (for the seller).
import { Link } from 'wouter';
import type { OrderDetails } from '#src/api/schemas/orders.ts';
import { orderTexts } from '#src/features/orders/order-texts.ts';
import { dayTimeStamp } from '#src/lib/day-time.ts';
import { personName } from '#src/lib/text-format.ts';

export function BusinessPanel({ details }: { details: OrderDetails }) {
  const created = details.createdAt;
  return (
    <section className="order-panel" aria-labelledby="order-business">
      <h2 id="order-business">{orderTexts.business}</h2>
      <p>{details.businessName}</p>
      <p>
        {orderTexts.reputation}: {details.rating ?? 'none'}
      </p>
      <p>
        {orderTexts.orderedOn} {dayTimeStamp(created)}
      </p>
      <Link href={`/kitchen/${details.businessId}`}>{orderTexts.checkStore}</Link>
    </section>
  );
}

export function CustomerPanel({ details }: { details: OrderDetails }) {
  return (
    <section className="order-panel" aria-labelledby="order-customer">
      <h2 id="order-customer">{orderTexts.customer}</h2>
      <p>{personName(details.buyerName ?? '')}</p>
      <p>{orderTexts.reputationAverage}</p>
      <p>
        {orderTexts.customerId}: {details.buyerId}
      </p>
    </section>
  );
}
