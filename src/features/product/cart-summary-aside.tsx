import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { CART_SUMMARY_ITEMS, productTexts } from '#src/features/product/product-texts.ts';
import { formatNairaAmount } from '#src/lib/money.ts';
import { cutName } from '#src/lib/text-format.ts';
import { useMediaQuery, WIDE_SCREEN } from '#src/lib/use-media-query.ts';
import { cartStore } from '#src/state/cart.ts';

/** At 1200 px and wider with a non-empty cart: the first 3 cart items and 'See All'. */
export function CartSummaryAside() {
  const wide = useMediaQuery(WIDE_SCREEN);
  const { items } = useSnapshot(cartStore);
  if (!wide || items.length === 0) return null;
  return (
    <aside className="cart-aside" aria-labelledby="cart-aside-title">
      <h2 id="cart-aside-title" className="cart-aside__title">
        {productTexts.inYourCart}
      </h2>
      <ul className="cart-aside__list">
        {items.slice(0, CART_SUMMARY_ITEMS).map((item) => (
          <li key={item._id}>
            <span>
              {item.quantity} × {cutName(item.name)}
            </span>
            <span>{formatNairaAmount(item.price * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <Link href="/cart">{productTexts.seeAll}</Link>
    </aside>
  );
}
