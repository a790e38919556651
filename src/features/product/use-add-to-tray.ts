import { useState } from 'react';
import type { Id } from 'react-toastify';
import type { ProductDetail } from '#src/api/schemas/products.ts';
import type { ChosenExtras } from '#src/features/product/extras-chooser.tsx';
import { productTexts } from '#src/features/product/product-texts.ts';
import { announce } from '#src/lib/announce.ts';
import { texts } from '#src/lib/texts.ts';
import { dismissToast, stickyToast, toastAdded } from '#src/lib/toast.ts';
import { addToCart, cartStore, chooseExtras } from '#src/state/cart.ts';

/**
 * 'Add To Tray': one more of the product in the cart, with the extras chosen on the page (within
 * their limits), which then start again from none. A product from another store than the cart's
 * is refused with the sticky warning and the 'Go to store' / 'Cancel' panel.
 */
export function useAddToTray(product: ProductDetail | undefined) {
  const [refusal, setRefusal] = useState<{ storeId: string; toastId: Id } | null>(null);
  const [chosen, choose] = useState<ChosenExtras>({});
  const add = () => {
    if (!product) return;
    const current = cartStore.items.find((item) => item._id === product._id)?.quantity ?? 0;
    const result = addToCart(product, current + 1);
    if (!result.ok) {
      if (refusal) dismissToast(refusal.toastId);
      const toastId = stickyToast('warning', texts.otherStoreProductPage);
      setRefusal({ storeId: result.storeId, toastId });
      return;
    }
    chooseExtras(product._id, chosen);
    choose({});
    toastAdded();
    announce(`${result.quantity} × ${product.name} ${productTexts.addedToTray}`);
  };
  const cancel = () => {
    if (refusal) dismissToast(refusal.toastId);
    setRefusal(null);
  };
  return { add, refusal, cancel, chosen, choose };
}
