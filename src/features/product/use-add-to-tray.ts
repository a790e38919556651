import { type MouseEvent, useRef, useState } from 'react';
import type { Id } from 'react-toastify';
import type { ProductDetail } from '#shared/schemas/products.ts';
import type { ChosenExtras } from '#src/features/product/extras-chooser.tsx';
import { productTexts } from '#src/features/product/product-texts.ts';
import { announce } from '#src/lib/announce.ts';
import { texts } from '#src/lib/texts.ts';
import { dismissToast, stickyToast, toastAdded } from '#src/lib/toast.ts';
import { addToCart, cartStore, chooseExtras, startNewCart } from '#src/state/cart.ts';

/** How long after an add the second click of a double-click is not taken for another plate. */
const DOUBLE_CLICK_GUARD_MS = 700;

/**
 * 'Add To Tray': one more of the product in the cart, with the extras chosen on the page (within
 * their limits). The choice stays on the page (the next plate gets the same extras unless the
 * buyer changes them). One tap, one plate: the second click of a double-click (`detail` > 1, soon
 * after an add) is not another plate; a keyboard press (detail 0) or a later tap is. A product
 * from another store than the cart's is refused with the sticky warning and the 'Start a new
 * cart' / 'Go to store' / 'Cancel' panel.
 */
export function useAddToTray(product: ProductDetail | undefined) {
  const [refusal, setRefusal] = useState<{ storeId: string; toastId: Id } | null>(null);
  const [chosen, choose] = useState<ChosenExtras>({});
  const addedAt = useRef(Number.NEGATIVE_INFINITY);
  const add = (event?: MouseEvent) => {
    if (!product) return;
    const secondOfDouble =
      (event?.detail ?? 0) > 1 && performance.now() - addedAt.current < DOUBLE_CLICK_GUARD_MS;
    if (secondOfDouble) return;
    const current = cartStore.items.find((item) => item._id === product._id)?.quantity ?? 0;
    const result = addToCart(product, current + 1);
    if (!result.ok) {
      if (refusal) dismissToast(refusal.toastId);
      const toastId = stickyToast('warning', texts.otherStoreProductPage);
      setRefusal({ storeId: result.storeId, toastId });
      return;
    }
    added(result.quantity);
  };
  const added = (quantity: number) => {
    if (!product) return;
    addedAt.current = performance.now();
    chooseExtras(product._id, chosen);
    toastAdded();
    announce(`${quantity} × ${product.name} ${productTexts.addedToTray}`);
  };
  const cancel = () => {
    if (refusal) dismissToast(refusal.toastId);
    setRefusal(null);
  };
  /** The other store's items go; this dish, with the extras chosen on the page, is the cart. */
  const startOver = () => {
    if (!product) return;
    cancel();
    startNewCart(product);
    added(1);
  };
  return { add, refusal, cancel, startOver, chosen, choose };
}
