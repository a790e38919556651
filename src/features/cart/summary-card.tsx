import type { CartTotals } from '#shared/money.ts';
import { Money } from '#src/components/money.tsx';
import { cartTexts, deliveryFeeNote } from '#src/features/cart/cart-texts.ts';
import { CheckoutButton } from '#src/features/cart/checkout-button.tsx';

/** Subtotal, delivery fee and total amount from the shared money rules, and Check out. */
export function SummaryCard({ totals }: { totals: CartTotals }) {
  return (
    <section className="cart-box cart-summary" aria-labelledby="summary-title">
      <h2 id="summary-title">{cartTexts.summary}</h2>
      <dl className="cart-summary__list">
        <div>
          <dt>{cartTexts.subtotal}</dt>
          <dd>
            <Money kobo={totals.subtotal} />
          </dd>
        </div>
        <div>
          <dt>{cartTexts.deliveryFee}</dt>
          <dd>
            <Money kobo={totals.shippingFee} />
          </dd>
        </div>
        <div className="cart-summary__total">
          <dt>{cartTexts.totalAmount}</dt>
          <dd>
            <Money kobo={totals.total} />
          </dd>
        </div>
      </dl>
      <p className="fee-note">{deliveryFeeNote(totals.shippingFee)}</p>
      <CheckoutButton />
    </section>
  );
}
