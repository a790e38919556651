// The order just placed, shown at once from what was sent (src/state/placed-orders.ts) while the
// server's copy is read: its id, dishes, extras, address and total. What only the server knows —
// its status, payment and store — says it is on its way.
import { formatNairaAmount } from '#shared/money.ts';
import type { Checkout } from '#src/api/orders.ts';
import { Spinner } from '#src/components/spinner.tsx';
import {
  OrderExtras,
  OrderLines,
  OrderShipping,
  OrderSums,
} from '#src/features/orders/order-summary-parts.tsx';
import { orderTexts } from '#src/features/orders/order-texts.ts';
import '#src/features/orders/orders.css';

const extraText = (quantity: number, item: string, price: number) =>
  `${quantity} × ${item}, ${formatNairaAmount(price)} each`;

export function PlacedOrderPreview({ orderId, checkout }: { orderId: string; checkout: Checkout }) {
  const { body } = checkout;
  const count = body.orderedItems.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <article className="order-details" aria-busy="true">
      <h1>{orderTexts.title}</h1>
      <p>{orderTexts.items(count)}</p>
      <p>
        {orderTexts.orderId}: <span className="order-details__id">{orderId}</span>
      </p>
      <div className="order-details__status">
        <Spinner label={orderTexts.loadingStatus} />
      </div>
      <OrderShipping address={body.shippingAddress} />
      <OrderLines
        lines={body.orderedItems.map((line) => ({
          key: line._id,
          img: line.imgs[0]?.url,
          quantity: line.quantity,
          category: line.category,
          name: line.name,
          price: line.price,
        }))}
      />
      <OrderExtras
        lines={(body.extras ?? []).flatMap((extras, item) =>
          (extras ?? []).map((extra, index) => ({
            key: `${item}-${extra._id ?? index}`,
            text: extraText(extra.quantity, extra.item, extra.price),
          })),
        )}
      />
      <OrderSums subtotal={body.subtotal} shippingFee={body.shippingFee} total={body.total} />
    </article>
  );
}
