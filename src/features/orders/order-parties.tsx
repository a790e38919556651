// The other party of an order: the business (for the buyer) or the customer (for the seller).
import { Link } from 'wouter';
import { dayTimeStamp } from '#shared/day-time.ts';
import type { OrderDetails } from '#shared/schemas/orders.ts';
import { orderTexts } from '#src/features/orders/order-texts.ts';
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

/**
 * The customer by name: the account's name where the API gives it, else the name the order is
 * addressed to, else a plain word. Never the account's id: it means nothing to a person (the spec
 * listed it; docs/product-notes.md).
 */
export function customerNameOf(details: OrderDetails): string {
  return (
    personName(details.buyerName ?? '') ||
    personName(details.shippingAddress.name ?? '') ||
    orderTexts.aCustomer
  );
}

export function CustomerPanel({ details }: { details: OrderDetails }) {
  return (
    <section className="order-panel" aria-labelledby="order-customer">
      <h2 id="order-customer">{orderTexts.customer}</h2>
      <p>{customerNameOf(details)}</p>
      <p>{orderTexts.reputationAverage}</p>
    </section>
  );
}
