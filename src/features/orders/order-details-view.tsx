// One order as its buyer or its store sees it.
import { Link } from 'wouter';
import { formatNairaAmount } from '#shared/money.ts';
import type { OrderDetailsResponse } from '#shared/schemas/orders.ts';
import { buttonClass } from '#src/components/button.tsx';
import { BuyerStatus } from '#src/features/orders/buyer-status.tsx';
import { useStepAnnouncements } from '#src/features/orders/order-announcements.ts';
import { BusinessPanel, CustomerPanel } from '#src/features/orders/order-parties.tsx';
import { OrderProgress } from '#src/features/orders/order-progress.tsx';
import { OrderRating } from '#src/features/orders/order-rating.tsx';
import {
  OrderExtras,
  OrderLines,
  OrderShipping,
  OrderSums,
} from '#src/features/orders/order-summary-parts.tsx';
import { orderTexts } from '#src/features/orders/order-texts.ts';
import { SellerStatus } from '#src/features/orders/seller-status.tsx';
import '#src/features/orders/orders.css';
import { extraLine } from '#src/lib/text-format.ts';

export interface OrderDetailsViewProps {
  data: OrderDetailsResponse;
  userId: string;
}

export function OrderDetailsView({ data, userId }: OrderDetailsViewProps) {
  const { details, products } = data;
  const isBuyer = details.buyerId === userId;
  useStepAnnouncements(details, isBuyer);
  const address = details.shippingAddress;
  const count = products.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <article className="order-details">
      <h1>{orderTexts.title}</h1>
      <p>{orderTexts.items(count)}</p>
      <p>
        {orderTexts.orderId}: <span className="order-details__id">{details._id}</span>
      </p>
      <div aria-live="polite" className="order-details__status">
        {isBuyer ? (
          <BuyerStatus details={details} />
        ) : (
          <SellerStatus details={details} products={products} />
        )}
      </div>
      <OrderProgress details={details} />
      {isBuyer ? <OrderRating details={details} userId={userId} /> : null}
      <OrderShipping address={address} />
      <OrderLines
        lines={products.map((line) => ({
          key: line.productId,
          img: line.img,
          quantity: line.quantity,
          category: line.category,
          name: line.name,
          price: line.price,
        }))}
      />
      <OrderExtras
        lines={(details.extras ?? []).map((extra, index) => ({
          key: extra._id ?? String(index),
          text: extraLine(extra.item, formatNairaAmount),
        }))}
      />
      <OrderSums
        subtotal={details.subtotal}
        shippingFee={details.shippingFee}
        total={details.total}
      />
      {isBuyer ? <BusinessPanel details={details} /> : <CustomerPanel details={details} />}
      <Link href={`/profile/${userId}`} className={buttonClass('secondary', 'medium')}>
        {orderTexts.seeAllOrders}
      </Link>
    </article>
  );
}
