// Before Place order: the shipping address must be one an order can go to — every
// field filled, a Nigerian phone number — and the cart's store must deliver to its local
// government (an Ikeja-only store's order to Yaba was placed). The cart's address box and the
// order sheet both say what is wrong; the sheet's Place order waits until nothing is.
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { deliveryQuery } from '#src/api/store-delivery.ts';
import { deliveryTexts } from '#src/features/cart/cart-texts.ts';
import { fieldErrors } from '#src/features/cart/shipping-rules.ts';
import { cartStore, cartStoreId } from '#src/state/cart.ts';
import { SHIPPING_FIELDS, shippingStore } from '#src/state/shipping.ts';

export interface DeliveryCheck {
  /** What stops the order, in the product's words; null when nothing does (or nothing is known). */
  problem: string | null;
  /** While the store's delivery area is looked up: what the screen says meanwhile. */
  checking: string | null;
}

export function useDeliveryCheck(): DeliveryCheck {
  const { address } = useSnapshot(shippingStore);
  const cart = useSnapshot(cartStore);
  const storeId = cartStoreId(cart);
  const errors = address ? fieldErrors({ ...address }) : {};
  const firstError = SHIPPING_FIELDS.map((field) => errors[field]).find(Boolean);
  const place = address?.localGvt.trim() ?? '';
  const delivers = useQuery({
    ...deliveryQuery(storeId ?? '', place),
    enabled: storeId !== null && place !== '' && !firstError,
  });
  if (!address || !storeId) return { problem: null, checking: null };
  if (firstError) return { problem: deliveryTexts.fixAddress(firstError), checking: null };
  // A failed look-up blocks nothing: the server checks the order again.
  if (delivers.data === false)
    return { problem: deliveryTexts.notDelivered(place), checking: null };
  const looking = delivers.isPending && delivers.fetchStatus !== 'idle';
  return { problem: null, checking: looking ? deliveryTexts.checking(place) : null };
}
