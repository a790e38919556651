// Vendor onboarding steps: register a shop, post a product with photos and extras, see it served.

import { attempt, seen } from '#scenarios/core/attempt.ts';
import type { Step } from '#scenarios/core/types.ts';
import { WORLD_HEADER } from '#shared/schemas/mock-control-names.ts';
import { getApiBaseUrl } from '#src/api/client.ts';
import { fetchProduct } from '#src/api/products.ts';
import { postProduct, registerVendor } from '#src/api/vendors.ts';
import { requireMemory } from './views.ts';

/** A valid 1×1 PNG (the mock checks image types by content). */
const PNG_1X1 = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

function photo(name: string): Blob {
  return new File([PNG_1X1], name, { type: 'image/png' });
}

export interface ShopInput {
  businessName: string;
  physicalAddress: string;
  placesCanDeliverTo: string[];
}

export function registerShop(actor: string, shop: ShopInput): Step {
  return {
    title: `${actor} registers the shop "${shop.businessName}"`,
    actor,
    async run(ctx) {
      const outcome = await attempt(() =>
        registerVendor(ctx.actor.userId, { ...shop, businessImg: photo('shop.png') }),
      );
      ctx.observe(
        'answer',
        outcome.ok ? { status: 200, message: outcome.value.message } : seen(outcome),
      );
      ctx.check(
        'registered',
        outcome.ok ? outcome.value.message : seen(outcome),
        'successfully registered',
      );
      ctx.memory.storeName = shop.businessName;
      ctx.memory.storeId = ctx.actor.userId;
    },
  };
}

export interface DishInput {
  name: string;
  price: number;
  photos: number;
  extras: { item: string; price: number; limit: number }[];
}

export function postDish(actor: string, dish: DishInput): Step {
  return {
    title: `${actor} posts "${dish.name}" with ${dish.photos} photos and ${dish.extras.length} extras`,
    actor,
    async run(ctx) {
      const outcome = await attempt(() =>
        postProduct(ctx.actor.userId, {
          imgs: Array.from({ length: dish.photos }, (_, i) => photo(`dish-${i + 1}.png`)),
          name: dish.name,
          type: 'Rice',
          desc: 'Smoky party jollof cooked over firewood',
          category: 'Food',
          price: dish.price,
          content: ['Rice', 'Tomato stew', 'Fried plantain'],
          visibility: 'Public',
          extras: dish.extras,
        }),
      );
      ctx.observe('answer', seen(outcome));
      if (!ctx.check('posted', outcome.status, 200) || !outcome.ok) return;
      const p = outcome.value;
      ctx.memory.productId = p._id;
      const summary = {
        name: p.name,
        price: p.price,
        photos: p.imgs.length,
        extras: (p.extras ?? []).map((x) => x.item),
      };
      ctx.observe('product', summary);
      ctx.check('saved product', summary, {
        name: dish.name,
        price: dish.price,
        photos: dish.photos,
        extras: dish.extras.map((x) => x.item),
      });
      const first = p.imgs[0]?.url ?? '';
      const url = first.startsWith('http') ? first : `${getApiBaseUrl()}${first}`;
      // As a page in the world would fetch it (its uploads live in that world).
      const world = ctx.target.world;
      const image = await fetch(url, world ? { headers: { [WORLD_HEADER]: world } } : {});
      ctx.observe('photoServed', { status: image.status, type: image.headers.get('content-type') });
      ctx.check('photo served back', image.status, 200);
    },
  };
}

export function productPageShows(actor: string, dishName: string): Step {
  return {
    title: `${actor} opens the product page of "${dishName}"`,
    actor,
    async run(ctx) {
      const outcome = await attempt(() => fetchProduct(requireMemory(ctx, 'productId')));
      ctx.observe('answer', seen(outcome));
      if (!ctx.check('product page', outcome.status, 200) || !outcome.ok) return;
      const p = outcome.value;
      ctx.observe('shown', { name: p.name, store: p.businessName, extras: p.extras?.length ?? 0 });
      ctx.check('name', p.name, dishName);
      ctx.check('store', p.businessName, ctx.memory.storeName);
      ctx.memory.storeId = p.userId;
    },
  };
}
