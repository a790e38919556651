import '#src/features/cart/cart.css';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { CartItemRow } from '#src/features/cart/cart-item-row.tsx';
import { cartTexts, itemCountText } from '#src/features/cart/cart-texts.ts';
import { ShippingSummary } from '#src/features/cart/shipping-summary.tsx';
import { SummaryCard } from '#src/features/cart/summary-card.tsx';
import { cartTotals, formatNaira } from '#src/lib/money.ts';
import { texts } from '#src/lib/texts.ts';
import { cartCount, cartStore } from '#src/state/cart.ts';

/** /cart: items with quantity and extras, shipping address, summary and Check out. */
export function CartPage() {
  const snap = useSnapshot(cartStore);
  if (snap.items.length === 0) {
    return (
      <section className="cart-empty">
        <h1>{texts.cartEmpty}</h1>
        <Link href="/search" className="button button--primary button--medium">
          {cartTexts.findFood}
        </Link>
      </section>
    );
  }
  const totals = cartTotals(snap.items);
  return (
    <div className="cart-page">
      <header className="cart-page__head">
        <h1>{cartTexts.title}</h1>
        <p>
          {itemCountText(cartCount(snap))} · {cartTexts.total}: {formatNaira(totals.total)}
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
