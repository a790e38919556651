// Maps the cart, the shipping address and the buyer to the create-order call's input
// (`orderedItems` in the wire shape the order schema requires, totals in naira).
import type { CreateOrderInput, OrderCartItem } from '#src/api/orders.ts';
import type { ShippingAddressInput } from '#src/api/schemas/address.ts';
import { cartTotals, koboToNaira } from '#src/lib/money.ts';
import type { CartItem } from '#src/state/cart.ts';

type CartLine = Readonly<CartItem> | CartItem;

function imgsOf(item: CartLine): Array<{ url: string; imgId?: string }> {
  const imgs = item.imgs;
  if (!Array.isArray(imgs)) return [];
  return imgs.flatMap((img) =>
    img && typeof img === 'object' && typeof (img as { url?: unknown }).url === 'string'
      ? [img as { url: string; imgId?: string }]
      : [],
  );
}

/** One cart line as an ordered item: product fields, whole quantity ≥ 1, and all its extras
 * (the fetcher keeps those with a quantity above 0 for `extras`). */
export function toOrderedItem(item: CartLine): OrderCartItem {
  const category = typeof item.category === 'string' && item.category ? item.category : 'food';
  return {
    ...item,
    _id: item._id,
    name: item.name,
    price: item.price,
    userId: item.userId,
    imgs: imgsOf(item),
    category,
    quantity: Math.max(1, Math.floor(item.quantity)),
    extras: item.extras.map((extra) => ({
      _id: extra._id,
      item: extra.item,
      price: extra.price,
      quantity: extra.quantity,
    })),
  };
}

/** The whole create-order input, or null when the cart is empty. */
export function buildOrderInput(
  items: ReadonlyArray<CartLine>,
  address: Readonly<ShippingAddressInput>,
  buyerId: string,
): CreateOrderInput | null {
  const first = items[0];
  if (!first) return null;
  const totals = cartTotals(items);
  return {
    userId: buyerId,
    storeId: first.userId,
    orderedItems: items.map(toOrderedItem),
    shippingAddress: { ...address },
    total: koboToNaira(totals.total),
    subtotal: koboToNaira(totals.subtotal),
    shippingFee: koboToNaira(totals.shippingFee),
  };
}
