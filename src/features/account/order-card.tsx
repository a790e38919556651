// An order card: the first 3 content items, Paid or 'Pay Now', and delivered / refunded /
// cancelled, or whose move it waits for (the reader's own said plainly, anyone else's with the
// spec's spinner ring beside it; the ring is a picture, not a live region: the list announces its
// changes itself); where the API says (the mock), when it was ordered, delivered or cancelled, the
// other party (the customer for the store, the store for the buyer) and the amount. The whole card
// links to the order.
import { Link } from 'wouter';
import { dayTimeStamp } from '#shared/day-time.ts';
import { formatNairaAmount } from '#shared/money.ts';
import type { OrderRow } from '#shared/schemas/orders.ts';
import { DishPlaceholder } from '#src/components/dish-placeholder.tsx';
import { MediaPicture } from '#src/components/media-picture.tsx';
import { accountTexts } from '#src/features/account/account-texts.ts';
import { isStoreView, isYourTurn, orderTurn } from '#src/features/account/order-turn.ts';
import { itemLine, personName } from '#src/lib/text-format.ts';
import { texts } from '#src/lib/texts.ts';

const CARD_CONTENT_ITEMS = 3;

/**
 * A cancel gave money back: the mock says how much (`refundedAmount`, 0 for an unpaid order); the
 * hosted API credits the buyer's wallet with the whole total, paid or not (§6.5).
 */
const moneyWentBack = (order: OrderRow): boolean =>
  order.refundedAmount === undefined || order.refundedAmount > 0;

interface CardProps {
  order: OrderRow;
  userId: string;
  /** A bank transfer of this unpaid order is pending in this browser. */
  transferPending?: boolean;
}

function OrderState({ order, userId, transferPending }: CardProps) {
  if (order.isDelivered) return <span className="order-card__state">{accountTexts.delivered}</span>;
  if (order.isCancelled) {
    // A cancelled order is 'refunded' only when money went back (an unpaid one moved none).
    return (
      <span className="order-card__state">
        {moneyWentBack(order) ? accountTexts.refunded : accountTexts.cancelled}
      </span>
    );
  }
  const turn = orderTurn(order, userId, transferPending) ?? 'unknown';
  const yours = isYourTurn(turn);
  return (
    <span className={`order-card__turn${yours ? ' order-card__turn--yours' : ''}`}>
      {yours ? null : <span className="spinner__ring order-card__ring" aria-hidden="true" />}
      {accountTexts.turn[turn]}
    </span>
  );
}

function when(order: OrderRow): { at: string; text: string } | null {
  if (order.isDelivered && order.deliveredAt) {
    return {
      at: order.deliveredAt,
      text: accountTexts.deliveredOn(dayTimeStamp(order.deliveredAt)),
    };
  }
  if (order.isCancelled && order.cancelledAt) {
    const said = moneyWentBack(order) ? accountTexts.refundedOn : accountTexts.cancelledOn;
    return { at: order.cancelledAt, text: said(dayTimeStamp(order.cancelledAt)) };
  }
  if (order.createdAt) {
    return { at: order.createdAt, text: accountTexts.orderedOn(dayTimeStamp(order.createdAt)) };
  }
  return null;
}

/** When, who and how much, where the row says them. */
function OrderFacts({ order, userId }: { order: OrderRow; userId: string }) {
  const date = when(order);
  const party =
    order.buyerId === userId
      ? order.businessName && accountTexts.store(order.businessName)
      : order.buyerName && accountTexts.customer(personName(order.buyerName));
  const refunded = order.isCancelled ? order.refundedAmount : undefined;
  const amount =
    refunded !== undefined && refunded > 0
      ? accountTexts.amountRefunded(formatNairaAmount(refunded))
      : order.total !== undefined
        ? formatNairaAmount(order.total)
        : undefined;
  if (!date && !party && !amount) return null;
  return (
    <p className="order-card__facts">
      {date ? <time dateTime={date.at}>{date.text}</time> : null}
      {party ? <span>{party}</span> : null}
      {amount ? <span className="order-card__amount">{amount}</span> : null}
    </p>
  );
}

/** Paid, Not paid, the payment in progress, or the spec's 'Pay Now'. */
function paymentLabel({ order, userId, transferPending }: CardProps): string {
  if (order.isPaid) return accountTexts.paid;
  // A cancelled order can no longer be paid, and a store does not pay its customer's order: both
  // say so instead of inviting 'Pay Now'; nor does a transfer on its way.
  if (order.isCancelled || isStoreView(order, userId)) return accountTexts.notPaid;
  return transferPending ? accountTexts.paymentInProgress : texts.payNow;
}

export function OrderCard({ order, userId, transferPending = false }: CardProps) {
  const shown = order.content.slice(0, CARD_CONTENT_ITEMS);
  const hidden = order.content.length - shown.length;
  return (
    <li className="order-card">
      <Link href={`/order/${order._id}`} className="order-card__link">
        <MediaPicture
          src={order.imgs}
          width={72}
          height={72}
          fallback={<DishPlaceholder style={{ width: 72, height: 72 }} />}
        />
        <ul className="order-card__items">
          {shown.map((item, index) => (
            <li key={item.productId ?? index}>
              {itemLine(item.quantity, item.category, item.name)}
            </li>
          ))}
          {hidden > 0 ? <li>{accountTexts.more(hidden)}</li> : null}
        </ul>
        <OrderFacts order={order} userId={userId} />
        <span className={order.isPaid ? 'order-card__paid' : 'order-card__unpaid'}>
          {paymentLabel({ order, userId, transferPending })}
        </span>
        <OrderState order={order} userId={userId} transferPending={transferPending} />
      </Link>
    </li>
  );
}
