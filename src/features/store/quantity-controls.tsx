import { useRef } from 'react';
import { useSnapshot } from 'valtio';
import type { Product } from '#shared/schemas/products.ts';
import { buttonClass } from '#src/components/button.tsx';
import { quantityOf, storeTexts } from '#src/features/store/store-texts.ts';
import { announce } from '#src/lib/announce.ts';
import { handFocusTo, useFocusHandoff } from '#src/lib/focus-handoff.ts';
import { texts } from '#src/lib/texts.ts';
import { dismissToast, notifyWarning, toastAdded } from '#src/lib/toast.ts';
import { addToCart, cartStore, startNewCart } from '#src/state/cart.ts';

/** How long after 'Add to cart' the second click of a double-click is not taken for '+'. */
const DOUBLE_CLICK_GUARD_MS = 700;

/** Add, then − / + on the store page; the quantity never goes below 1 here. 'Add to cart' hands
 * keyboard focus to the stepper's + that replaces it, and so does − when it reaches 1 (and turns
 * disabled under the user's focus). One tap, one plate: a double-click on 'Add to cart' lands its
 * second click on the + that took its place, and that click is not counted. */
export function QuantityControls({ product }: { product: Product }) {
  const addedAt = useRef(Number.NEGATIVE_INFINITY);
  const snap = useSnapshot(cartStore);
  const line = snap.items.find((item) => item._id === product._id);
  const plusKey = `quantity-plus:${product._id}`;
  const plusRef = useFocusHandoff<HTMLButtonElement>(plusKey);
  const set = (quantity: number) => {
    const result = addToCart(product, quantity);
    if (!result.ok) {
      // The warning stays until answered (it carries an action): start a new cart with this dish.
      const id = notifyWarning(
        <OtherStoreNotice
          onStartNewCart={() => {
            dismissToast(id);
            startNewCart(product);
            toastAdded();
            announce(quantityOf(product.name, 1));
          }}
        />,
        false,
      );
      return;
    }
    if (result.quantity <= 1) handFocusTo(plusKey);
    if (result.added) toastAdded();
    announce(quantityOf(product.name, result.quantity));
  };
  if (!line) {
    return (
      <button
        type="button"
        className={buttonClass('primary', 'small', 'product-card__add')}
        onClick={() => {
          addedAt.current = performance.now();
          set(1);
        }}
        aria-label={`${storeTexts.add}: ${product.name}`}
      >
        {storeTexts.add}
      </button>
    );
  }
  return (
    <div className="qty">
      <button
        type="button"
        className="qty__button"
        aria-label={`${storeTexts.decrease}: ${product.name}`}
        disabled={line.quantity <= 1}
        onClick={() => set(line.quantity - 1)}
      >
        −
      </button>
      <span className="qty__value">
        {line.quantity}
        <span className="visually-hidden"> in the cart</span>
      </span>
      <button
        ref={plusRef}
        type="button"
        className="qty__button"
        aria-label={`${storeTexts.increase}: ${product.name}`}
        onClick={(event) => {
          const secondOfDouble =
            event.detail > 1 && performance.now() - addedAt.current < DOUBLE_CLICK_GUARD_MS;
          if (!secondOfDouble) set(line.quantity + 1);
        }}
      >
        +
      </button>
    </div>
  );
}

/** The one-store warning (spec text) with its way forward: 'Start a new cart'. */
function OtherStoreNotice({ onStartNewCart }: { onStartNewCart: () => void }) {
  return (
    <span className="other-store-notice">
      <span>{texts.otherStoreStorePage}</span>{' '}
      <button type="button" className={buttonClass('secondary', 'small')} onClick={onStartNewCart}>
        {storeTexts.startNewCart}
      </button>
    </span>
  );
}
