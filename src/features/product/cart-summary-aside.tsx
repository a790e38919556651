import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { formatNaira, nairaToKobo } from '#shared/money.ts';
import {
  CART_SUMMARY_ITEMS,
  extraLine,
  productTexts,
} from '#src/features/product/product-texts.ts';
import { cutName } from '#src/lib/text-format.ts';
import { useMediaQuery, WIDE_SCREEN } from '#src/lib/use-media-query.ts';
import { cartStore } from '#src/state/cart.ts';

/**
 * At 1200 px and wider with a non-empty cart: the first 3 cart items, each with the extras it
 * carries ('+ 2 × Plantain') and its amount with them, and 'See All'. A polite live region: an
 * add with extras is heard with them.
 */
export function CartSummaryAside() {
  const wide = useMediaQuery(WIDE_SCREEN);
  const { items } = useSnapshot(cartStore);
  if (!wide || items.length === 0) return null;
  return (
    <aside className="cart-aside" aria-labelledby="cart-aside-title">
      <h2 id="cart-aside-title" className="cart-aside__title">
        {productTexts.inYourCart}
      </h2>
      <ul className="cart-aside__list" aria-live="polite">
        {items.slice(0, CART_SUMMARY_ITEMS).map((item) => {
          const extras = item.extras.filter((extra) => extra.quantity > 0);
          const kobo =
            nairaToKobo(item.price) * item.quantity +
            extras.reduce((sum, extra) => sum + nairaToKobo(extra.price) * extra.quantity, 0);
          return (
            <li key={item._id}>
              <span>
                {item.quantity} × {cutName(item.name)}
                {extras.map((extra) => (
                  <span key={extra._id} className="cart-aside__extra">
                    {extraLine(extra.quantity, extra.item)}
                  </span>
                ))}
              </span>
              <span>{formatNaira(kobo)}</span>
            </li>
          );
        })}
      </ul>
      <Link href="/cart">{productTexts.seeAll}</Link>
    </aside>
  );
}
