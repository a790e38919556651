import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { buttonClass } from '#src/components/button.tsx';
import { cartTexts } from '#src/features/cart/cart-texts.ts';
import { ShippingForm } from '#src/features/cart/shipping-form.tsx';
import { useDeliveryCheck } from '#src/features/cart/use-delivery-check.ts';
import { useLastOrderAddress } from '#src/features/cart/use-last-order-address.ts';
import { formatPhone } from '#src/lib/phone.ts';
import { shippingStore } from '#src/state/shipping.ts';

/**
 * The saved address with Edit, or Add Shipping; either opens the form. A signed-in buyer without
 * one gets the address of their last order (noted as such; said as being looked up meanwhile). What would stop an order to it (a
 * field to fix, a store that does not deliver there) is said under it.
 */
export function ShippingSummary() {
  const { address } = useSnapshot(shippingStore);
  const [editing, setEditing] = useState(false);
  const lastOrder = useLastOrderAddress();
  const delivery = useDeliveryCheck();
  return (
    <section className="cart-box" aria-labelledby="shipping-title">
      <div className="cart-box__head">
        <h2 id="shipping-title">{cartTexts.shipping}</h2>
        {editing ? null : (
          <button
            type="button"
            className={buttonClass('secondary', 'small')}
            onClick={() => setEditing(true)}
          >
            {address ? cartTexts.edit : cartTexts.addShipping}
          </button>
        )}
      </div>
      {editing ? (
        <ShippingForm initial={address} onDone={() => setEditing(false)} />
      ) : address ? (
        <>
          <address className="cart-address">
            {address.name}
            <br />
            {address.street}, {address.localGvt}
            <br />
            {address.state}, {address.country}
            <br />
            {formatPhone(address.phoneNumber)}
          </address>
          {lastOrder.filled ? (
            <p className="cart-address__note">{cartTexts.fromLastOrder}</p>
          ) : null}
          {delivery.problem ? (
            <p className="delivery-check" role="alert">
              {delivery.problem}
            </p>
          ) : null}
        </>
      ) : lastOrder.looking ? (
        // Not "no address" while the last order's one may still come (a slow connection took
        // seconds): said as being looked up.
        <p className="cart-address__looking" role="status">
          {cartTexts.lookingUpAddress}
        </p>
      ) : (
        <p>{cartTexts.noShipping}</p>
      )}
    </section>
  );
}
