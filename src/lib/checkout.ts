// The checkout the cart screen, the scenarios and the contracts send: the cart, the shipping
// address and the buyer as the checkout call (the order body in the wire shape its endpoint
// describes, totals in naira).

import { cartTotals, koboToNaira } from '#shared/money.ts';
import type { ShippingAddressInput } from '#shared/schemas/address.ts';
import type { OrderExtraLine, OrderedItem } from '#shared/schemas/orders.ts';
import type { Checkout } from '#src/api/orders.ts';
import type { CartItem } from '#src/state/cart.ts';

type CartLine = Readonly<CartItem>;

/** One cart line as an ordered item: the fields the API reads (its extras travel apart). */
export function toOrderedItem(item: CartLine): OrderedItem {
  return {
    _id: item._id,
    name: item.name,
    price: item.price,
    imgs: item.imgs,
    category: item.category,
    quantity: item.quantity,
    userId: item.userId,
  };
}

/** The extras of one line worth sending: those with a quantity above 0, without their limit. */
function chosenExtras(item: CartLine): OrderExtraLine[] {
  return item.extras
    .filter((extra) => extra.quantity > 0)
    .map(({ _id, item: name, price, quantity }) => ({ _id, item: name, price, quantity }));
}

/** The whole checkout, or null when the cart is empty. */
export function checkoutOf(
  items: ReadonlyArray<CartLine>,
  address: Readonly<ShippingAddressInput>,
  buyerId: string,
): Checkout | null {
  const first = items[0];
  if (!first) return null;
  const totals = cartTotals(items);
  return {
    buyerId,
    storeId: first.userId,
    body: {
      orderedItems: items.map(toOrderedItem),
      shippingAddress: { ...address },
      total: koboToNaira(totals.total),
      subtotal: koboToNaira(totals.subtotal),
      shippingFee: koboToNaira(totals.shippingFee),
      extras: items.map(chosenExtras),
    },
  };
}
