import '#src/components/cards.css';
import { useId, useState } from 'react';
import type { Snapshot } from 'valtio';
import { Link } from 'wouter';
import { formatNairaAmount } from '#shared/money.ts';
import { buttonClass } from '#src/components/button.tsx';
import { DishPlaceholder } from '#src/components/dish-placeholder.tsx';
import { MediaPicture } from '#src/components/media-picture.tsx';
import { Money } from '#src/components/money.tsx';
import { Stepper } from '#src/components/stepper.tsx';
import {
  CART_TITLE_FOCUS,
  cartChanged,
  cartTexts,
  moreExtrasText,
} from '#src/features/cart/cart-texts.ts';
import { announce } from '#src/lib/announce.ts';
import { handFocusTo } from '#src/lib/focus-handoff.ts';
import { cutName } from '#src/lib/text-format.ts';
import {
  addExtra,
  addToCart,
  type CartItem,
  cartStore,
  removeExtra,
  removeFromCart,
} from '#src/state/cart.ts';

/**
 * A cart line: photo, name, price, quantity, its extras and Remove. Only the extras the buyer
 * chose show (a phone listed every extra of every dish at 0); the others wait behind
 * 'Add extras (n)'. An extra touched on this visit stays in place even back at 0, so the stepper
 * under the buyer's finger (and keyboard focus) never jumps away.
 */
export function CartItemRow({ item }: { item: Snapshot<CartItem> }) {
  const [showAll, setShowAll] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const extrasId = useId();
  const imgs = Array.isArray(item.imgs) ? (item.imgs as Array<{ url?: string }>) : [];
  const img = imgs[0]?.url;
  const shown = item.extras.filter(
    (extra) => showAll || extra.quantity > 0 || touched.has(extra._id),
  );
  const waiting = item.extras.length - shown.length;
  const setQuantity = (quantity: number) => {
    addToCart({ _id: item._id, name: item.name, price: item.price, userId: item.userId }, quantity);
    announce(cartChanged(item.name, quantity));
  };
  return (
    <li className="cart-item">
      <MediaPicture
        className="cart-item__img"
        src={img}
        width={96}
        height={72}
        fallback={<DishPlaceholder className="cart-item__img" />}
      />
      <div className="cart-item__body">
        <Link href={`/product/${item._id}`} className="cart-item__name">
          {cutName(item.name)}
        </Link>
        <p className="cart-item__price">
          <Money naira={item.price} />
        </p>
        <Stepper label={item.name} value={item.quantity} min={1} onChange={setQuantity} />
        {shown.length > 0 ? (
          <ul
            id={extrasId}
            className="cart-item__extras"
            aria-label={`${cartTexts.extras}: ${item.name}`}
          >
            {shown.map((extra) => (
              <li key={extra._id} className="cart-extra">
                <span>
                  {extra.item} ({formatNairaAmount(extra.price)})
                </span>
                <Stepper
                  label={`${extra.item} for ${item.name}`}
                  value={extra.quantity}
                  min={0}
                  max={extra.limit}
                  onChange={(next) => {
                    setTouched((was) => new Set(was).add(extra._id));
                    const result =
                      next > extra.quantity
                        ? addExtra(item._id, extra._id)
                        : removeExtra(item._id, extra._id);
                    announce(cartChanged(`${extra.item} for ${item.name}`, result ?? 0));
                  }}
                />
              </li>
            ))}
          </ul>
        ) : null}
        {waiting > 0 || showAll ? (
          <button
            type="button"
            className="cart-item__more-extras"
            aria-expanded={showAll}
            aria-controls={shown.length > 0 ? extrasId : undefined}
            onClick={() => setShowAll((was) => !was)}
          >
            {showAll ? cartTexts.hideExtras : moreExtrasText(waiting)}
          </button>
        ) : null}
      </div>
      <button
        type="button"
        className={buttonClass('ghost', 'small', 'cart-item__remove')}
        aria-label={`${cartTexts.remove}: ${item.name}`}
        onClick={() => {
          // The line (and its Remove button) goes: focus goes to the cart's title, or to the
          // 'Cart is empty' title that replaces the page when this was the last line.
          handFocusTo(CART_TITLE_FOCUS, { next: cartStore.items.length === 1 });
          removeFromCart(item._id);
          announce(cartChanged(item.name, 0));
        }}
      >
        {cartTexts.remove}
      </button>
    </li>
  );
}
