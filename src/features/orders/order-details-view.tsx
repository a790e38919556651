// One order as its buyer or its store sees it.
import { Link } from 'wouter';
import { formatNairaAmount, nairaToKobo } from '#shared/money.ts';
import type { OrderDetailsResponse } from '#shared/schemas/orders.ts';
import { buttonClass } from '#src/components/button.tsx';
import { DishPlaceholder } from '#src/components/dish-placeholder.tsx';
import { MediaPicture } from '#src/components/media-picture.tsx';
import { Money } from '#src/components/money.tsx';
import { BuyerStatus } from '#src/features/orders/buyer-status.tsx';
import { useStepAnnouncements } from '#src/features/orders/order-announcements.ts';
import { BusinessPanel, CustomerPanel } from '#src/features/orders/order-parties.tsx';
import { OrderProgress } from '#src/features/orders/order-progress.tsx';
import { OrderRating } from '#src/features/orders/order-rating.tsx';
import { orderDeliveryFeeNote, orderTexts } from '#src/features/orders/order-texts.ts';
import { SellerStatus } from '#src/features/orders/seller-status.tsx';
import { formatPhone, phoneHref } from '#src/lib/phone.ts';
import '#src/features/orders/orders.css';
import { extraLine, itemLine } from '#src/lib/text-format.ts';

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
      <section className="order-panel" aria-labelledby="order-shipping">
        <h2 id="order-shipping">{orderTexts.shipping}</h2>
        <p>{address.name}</p>
        <p>
          {orderTexts.phone}:{' '}
          <a href={phoneHref(address.phoneNumber)}>{formatPhone(address.phoneNumber)}</a>
        </p>
        <p>
          {orderTexts.address}: {address.street}, {address.localGvt}, {address.state},{' '}
          {address.country}
        </p>
      </section>
      <ul className="order-details__items">
        {products.map((line) => (
          <li key={line.productId}>
            <MediaPicture
              src={line.img}
              width={56}
              height={56}
              fallback={<DishPlaceholder style={{ width: 56, height: 56 }} />}
            />
            <span>{itemLine(line.quantity, line.category, line.name)}</span>
            <Money naira={line.price} />
          </li>
        ))}
      </ul>
      {details.extras && details.extras.length > 0 ? (
        <section className="order-panel" aria-labelledby="order-extras">
          <h2 id="order-extras">{orderTexts.extras}</h2>
          <ul>
            {details.extras.map((extra, index) => (
              <li key={extra._id ?? index}>{extraLine(extra.item, formatNairaAmount)}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {details.subtotal !== undefined && details.shippingFee !== undefined ? (
        // What the total is made of: dishes and extras, then the delivery fee (a total
        // shown without its fee does not add up).
        <dl className="order-details__sums">
          <div>
            <dt>{orderTexts.subtotal}</dt>
            <dd>
              <Money naira={details.subtotal} />
            </dd>
          </div>
          <div>
            <dt>{orderTexts.deliveryFee}</dt>
            <dd>
              <Money naira={details.shippingFee} />
            </dd>
          </div>
        </dl>
      ) : null}
      {details.shippingFee !== undefined ? (
        <p className="fee-note">{orderDeliveryFeeNote(nairaToKobo(details.shippingFee))}</p>
      ) : null}
      <p className="order-details__total">
        {orderTexts.total}:{' '}
        <strong>
          <Money naira={details.total} />
        </strong>
      </p>
      {isBuyer ? <BusinessPanel details={details} /> : <CustomerPanel details={details} />}
      <Link href={`/profile/${userId}`} className={buttonClass('secondary', 'medium')}>
        {orderTexts.seeAllOrders}
      </Link>
    </article>
  );
}
