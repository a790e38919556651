import { beforeEach, describe, expect, it } from 'vitest';
import {
  addExtra,
  addToCart,
  type CartProduct,
  cartCount,
  cartStore,
  cartStoreId,
  chooseExtras,
  chosenExtras,
  clearCart,
  removeExtra,
  removeFromCart,
} from '#src/state/cart.ts';

const jollof: CartProduct = {
  _id: 'p1',
  name: 'Jollof rice',
  price: 2500,
  userId: 'store-a',
  imgs: [{ url: 'https://img.test/jollof.jpg', imgId: 'i1' }],
  category: 'Food',
  type: 'Rice',
  extras: [
    { _id: 'x1', item: 'Plantain', price: 300 },
    { _id: 'x2', item: 'Chicken', price: 1200 },
  ],
};
const amala: CartProduct = { _id: 'p2', name: 'Amala', price: 1800, userId: 'store-a' };
const suya: CartProduct = { _id: 'p3', name: 'Suya', price: 2000, userId: 'store-b' };

beforeEach(() => clearCart());

describe('addToCart', () => {
  it('puts a new product in with quantity 1 and its extras at 0', () => {
    expect(addToCart(jollof)).toEqual({ ok: true, added: true, quantity: 1 });
    expect(cartStore.items).toHaveLength(1);
    const [line] = cartStore.items;
    expect(line).toMatchObject({
      _id: 'p1',
      name: 'Jollof rice',
      price: 2500,
      userId: 'store-a',
      imgs: [{ url: 'https://img.test/jollof.jpg', imgId: 'i1' }],
      category: 'Food',
      type: 'Rice',
      quantity: 1,
    });
    expect(line?.extras).toEqual([
      { _id: 'x1', item: 'Plantain', price: 300, quantity: 0 },
      { _id: 'x2', item: 'Chicken', price: 1200, quantity: 0 },
    ]);
  });

  it('keeps only the fields a line uses, and gives a product without a category "food"', () => {
    const detail = { ...amala, desc: 'Soft amala', businessName: 'Mama Put', rating: 4 };
    addToCart(detail);
    const [line] = cartStore.items;
    expect(Object.keys(line ?? {}).sort()).toEqual(
      ['_id', 'category', 'extras', 'imgs', 'name', 'price', 'quantity', 'userId'].sort(),
    );
    expect(line?.category).toBe('food');
    expect(line?.imgs).toEqual([]);
  });

  it('puts a new product in with the given quantity', () => {
    addToCart(amala, 3);
    expect(cartStore.items[0]?.quantity).toBe(3);
  });

  it('sets (does not add to) the quantity of a product already there', () => {
    addToCart(jollof, 2);
    expect(addToCart(jollof, 5)).toEqual({ ok: true, added: false, quantity: 5 });
    expect(cartStore.items).toHaveLength(1);
    expect(cartStore.items[0]?.quantity).toBe(5);
    addToCart(jollof, 1);
    expect(cartStore.items[0]?.quantity).toBe(1);
  });

  it('keeps the extras chosen when the quantity is set again', () => {
    addToCart(jollof);
    addExtra('p1', 'x1');
    addToCart(jollof, 4);
    expect(cartStore.items[0]?.extras[0]?.quantity).toBe(1);
  });

  it('accepts several products of the same store', () => {
    addToCart(jollof);
    addToCart(amala);
    expect(cartStore.items.map((i) => i._id)).toEqual(['p1', 'p2']);
    expect(cartStoreId()).toBe('store-a');
  });

  it('refuses a product of another store and says so', () => {
    addToCart(jollof);
    expect(addToCart(suya)).toEqual({ ok: false, reason: 'other-store', storeId: 'store-a' });
    expect(cartStore.items.map((i) => i._id)).toEqual(['p1']);
  });

  it('accepts another store once the cart is empty again', () => {
    addToCart(jollof);
    clearCart();
    expect(addToCart(suya).ok).toBe(true);
    expect(cartStoreId()).toBe('store-b');
  });

  it('never stores a quantity below 1 or a fraction', () => {
    addToCart(amala, 0);
    expect(cartStore.items[0]?.quantity).toBe(1);
    addToCart(amala, 2.7);
    expect(cartStore.items[0]?.quantity).toBe(2);
    addToCart(amala, Number.NaN);
    expect(cartStore.items[0]?.quantity).toBe(1);
  });

  it('does not share the extras array with the product', () => {
    addToCart(jollof);
    addExtra('p1', 'x1');
    expect(jollof.extras?.[0]).toEqual({ _id: 'x1', item: 'Plantain', price: 300 });
  });
});

describe('remove and clear', () => {
  it('removes one line', () => {
    addToCart(jollof);
    addToCart(amala);
    removeFromCart('p1');
    expect(cartStore.items.map((i) => i._id)).toEqual(['p2']);
    removeFromCart('unknown');
    expect(cartStore.items).toHaveLength(1);
  });

  it('clears the cart', () => {
    addToCart(jollof);
    clearCart();
    expect(cartStore.items).toEqual([]);
    expect(cartStoreId()).toBeNull();
  });
});

describe('extras', () => {
  it('increment by 1', () => {
    addToCart(jollof);
    expect(addExtra('p1', 'x2')).toBe(1);
    expect(addExtra('p1', 'x2')).toBe(2);
    expect(cartStore.items[0]?.extras[1]?.quantity).toBe(2);
  });

  it('decrement by 1 and never below 0', () => {
    addToCart(jollof);
    addExtra('p1', 'x1');
    expect(removeExtra('p1', 'x1')).toBe(0);
    expect(removeExtra('p1', 'x1')).toBe(0);
    expect(cartStore.items[0]?.extras[0]?.quantity).toBe(0);
  });

  it('report unknown lines or extras', () => {
    addToCart(jollof);
    expect(addExtra('p9', 'x1')).toBeNull();
    expect(removeExtra('p1', 'x9')).toBeNull();
  });

  it('only chosen extras (quantity above 0) go with an order', () => {
    addToCart(jollof);
    addExtra('p1', 'x2');
    expect(chosenExtras()).toEqual([{ _id: 'x2', item: 'Chicken', price: 1200, quantity: 1 }]);
  });
});

describe('cartCount', () => {
  it('sums the quantities', () => {
    expect(cartCount()).toBe(0);
    addToCart(jollof, 2);
    addToCart(amala, 3);
    expect(cartCount()).toBe(5);
  });
});

describe('extras within their limits', () => {
  it('keeps chosen extras with the dish and never goes past a limit', () => {
    clearCart();
    const dish = {
      _id: 'dish-1',
      name: 'Jollof',
      price: 2500,
      userId: 'store-1',
      extras: [
        { _id: 'x1', item: 'Plantain', price: 500, limit: 2 },
        { _id: 'x2', item: 'Egg', price: 200 },
      ],
    };
    addToCart(dish);
    chooseExtras('dish-1', { x1: 3, x2: 4 });
    const line = cartStore.items[0]!;
    expect(line.extras.find((x) => x._id === 'x1')?.quantity).toBe(2);
    expect(line.extras.find((x) => x._id === 'x2')?.quantity).toBe(4);
    expect(addExtra('dish-1', 'x1')).toBe(2);
    expect(addExtra('dish-1', 'x2')).toBe(5);
  });
});
