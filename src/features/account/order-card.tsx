// An order card: the first 3 content items, Paid or 'Pay Now', and delivered / cancelled / a
// spinner; the whole card links to the order.
import { Link } from 'wouter';
import type { OrderRow } from '#src/api/schemas/orders.ts';
import { MediaPicture } from '#src/components/media-picture.tsx';
import { Spinner } from '#src/components/spinner.tsx';
import { accountTexts } from '#src/features/account/account-texts.ts';
import { itemLine } from '#src/lib/text-format.ts';
import { texts } from '#src/lib/texts.ts';

const CARD_CONTENT_ITEMS = 3;

function OrderState({ order }: { order: OrderRow }) {
  if (order.isDelivered) return <span className="order-card__state">{accountTexts.delivered}</span>;
  if (order.isCancelled) return <span className="order-card__state">{accountTexts.cancelled}</span>;
  return <Spinner size="small" label={accountTexts.inProgress} />;
}

export function OrderCard({ order }: { order: OrderRow }) {
  const shown = order.content.slice(0, CARD_CONTENT_ITEMS);
  const hidden = order.content.length - shown.length;
  return (
    <li className="order-card">
      <Link href={`/order/${order._id}`} className="order-card__link">
        <MediaPicture src={order.imgs} width={72} height={72} />
        <ul className="order-card__items">
          {shown.map((item, index) => (
            <li key={item.productId ?? index}>
              {itemLine(item.quantity, item.category, item.name)}
            </li>
          ))}
          {hidden > 0 ? <li>{accountTexts.more(hidden)}</li> : null}
        </ul>
        <span className={order.isPaid ? 'order-card__paid' : 'order-card__unpaid'}>
          {order.isPaid ? accountTexts.paid : texts.payNow}
        </span>
        <OrderState order={order} />
      </Link>
    </li>
  );
}
