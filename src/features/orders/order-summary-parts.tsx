// The parts of an order both its page and its first view (the order as sent, while the server's
// copy is on its way: placed-order-preview.tsx) show: where it goes, its dishes and extras, and
// what its total is made of.
import { nairaToKobo } from '#shared/money.ts';
import { DishPlaceholder } from '#src/components/dish-placeholder.tsx';
import { MediaPicture } from '#src/components/media-picture.tsx';
import { Money } from '#src/components/money.tsx';
import { orderDeliveryFeeNote, orderTexts } from '#src/features/orders/order-texts.ts';
import { formatPhone, phoneHref } from '#src/lib/phone.ts';
import { itemLine } from '#src/lib/text-format.ts';

/** Where an order goes: as the server keeps it, or as it was sent. */
interface OrderAddress {
  name: string;
  street: string;
  localGvt: string;
  state: string;
  country: string;
  phoneNumber: string | number;
}

export function OrderShipping({ address }: { address: Readonly<OrderAddress> }) {
  return (
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
  );
}

export interface OrderLine {
  key: string;
  img: string | undefined;
  quantity: number;
  category: string;
  name: string;
  /** Naira. */
  price: number;
}

export function OrderLines({ lines }: { lines: readonly OrderLine[] }) {
  return (
    <ul className="order-details__items">
      {lines.map((line) => (
        <li key={line.key}>
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
  );
}

/** The extras, each as a line of text ('2 × Pepper, N200.00 each'). */
export function OrderExtras({ lines }: { lines: ReadonlyArray<{ key: string; text: string }> }) {
  if (lines.length === 0) return null;
  return (
    <section className="order-panel" aria-labelledby="order-extras">
      <h2 id="order-extras">{orderTexts.extras}</h2>
      <ul>
        {lines.map((line) => (
          <li key={line.key}>{line.text}</li>
        ))}
      </ul>
    </section>
  );
}

/** What the total is made of — dishes and extras, then the delivery fee — and the total (naira). */
export function OrderSums({
  subtotal,
  shippingFee,
  total,
}: {
  subtotal: number | undefined;
  shippingFee: number | undefined;
  total: number;
}) {
  return (
    <>
      {subtotal !== undefined && shippingFee !== undefined ? (
        // A total shown without its fee does not add up.
        <dl className="order-details__sums">
          <div>
            <dt>{orderTexts.subtotal}</dt>
            <dd>
              <Money naira={subtotal} />
            </dd>
          </div>
          <div>
            <dt>{orderTexts.deliveryFee}</dt>
            <dd>
              <Money naira={shippingFee} />
            </dd>
          </div>
        </dl>
      ) : null}
      {shippingFee !== undefined ? (
        <p className="fee-note">{orderDeliveryFeeNote(nairaToKobo(shippingFee))}</p>
      ) : null}
      <p className="order-details__total">
        {orderTexts.total}:{' '}
        <strong>
          <Money naira={total} />
        </strong>
      </p>
    </>
  );
}
