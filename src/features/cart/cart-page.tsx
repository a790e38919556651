import '#src/features/cart/cart.css';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { cartTotals } from '#shared/money.ts';
import { buttonClass } from '#src/components/button.tsx';
import { Money } from '#src/components/money.tsx';
import { CartItemRow } from '#src/features/cart/cart-item-row.tsx';
import { CART_TITLE_FOCUS, cartTexts, itemCountText } from '#src/features/cart/cart-texts.ts';
import { checkoutTexts } from '#src/features/cart/checkout-texts.ts';
import { ShippingSummary } from '#src/features/cart/shipping-summary.tsx';
import { SummaryCard } from '#src/features/cart/summary-card.tsx';
import { useFocusHandoff } from '#src/lib/focus-handoff.ts';
import { texts } from '#src/lib/texts.ts';
import { cartCount, cartStore } from '#src/state/cart.ts';
import { onCartEmptiedElsewhere } from '#src/state/tab-sync.ts';

/** The page title; it takes keyboard focus after a line is removed (the Remove button is gone). */
function CartTitle({ children }: { children: string }) {
  const ref = useFocusHandoff<HTMLHeadingElement>(CART_TITLE_FOCUS);
  return (
    <h1 ref={ref} tabIndex={-1}>
      {children}
    </h1>
  );
}

/** /cart: items with quantity and extras, shipping address, summary and Check out. */
export function CartPage() {
  const snap = useSnapshot(cartStore);
  // Another tab placed this cart (or emptied it): said on the emptied page itself, not in a toast
  // (an open order sheet goes with the cart, and a message in it with the sheet).
  const [emptiedElsewhere, setEmptiedElsewhere] = useState(false);
  useEffect(() => onCartEmptiedElsewhere(() => setEmptiedElsewhere(true)), []);
  const empty = snap.items.length === 0;
  useEffect(() => {
    if (!empty) setEmptiedElsewhere(false);
  }, [empty]);
  if (empty) {
    return (
      <section className="cart-empty">
        <CartTitle>{texts.cartEmpty}</CartTitle>
        <p role="status">{emptiedElsewhere ? checkoutTexts.cartEmptiedElsewhere : null}</p>
        <Link href="/search" className={buttonClass('primary', 'medium')}>
          {cartTexts.findFood}
        </Link>
      </section>
    );
  }
  const totals = cartTotals(snap.items);
  return (
    <div className="cart-page">
      <header className="cart-page__head">
        <CartTitle>{cartTexts.title}</CartTitle>
        <p>
          {itemCountText(cartCount(snap))} · {cartTexts.total}: <Money kobo={totals.total} />
        </p>
      </header>
      <div className="cart-page__grid">
        <div className="cart-page__main">
          <ShippingSummary />
          <section className="cart-box" aria-labelledby="items-title">
            <h2 id="items-title">{cartTexts.items}</h2>
            <ul className="cart-items">
              {snap.items.map((item) => (
                <CartItemRow key={item._id} item={item} />
              ))}
            </ul>
          </section>
        </div>
        <SummaryCard totals={totals} />
      </div>
    </div>
  );
}
