// Locally generated SVG pictures of the seeded world (no internet needed): dishes and store
// banners from Fluent Emoji illustrations (mock-server/media), avatars from initials.
import { avatarPicture } from '../media/avatar-picture.ts';
import { dishMotif } from '../media/dish-motifs.ts';
import { dishPicture } from '../media/dish-picture.ts';
import { storeBanner } from '../media/store-banner.ts';
import { titleFromSlug } from '../media/svg-kit.ts';
import type { Dish } from './dish.ts';
import { dishes } from './dishes.ts';

export type MediaKind = 'dish' | 'store' | 'avatar';

export const slugify = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'image';

export const mediaUrl = (kind: MediaKind, label: string): string =>
  `/__mock/media/seed/${kind}/${slugify(label)}.svg`;

const catalogue = new Map(dishes.map((dish) => [slugify(dish.name), dish]));

const motifOf = (dish: Dish) =>
  dishMotif({
    name: dish.name,
    type: dish.type,
    category: dish.category,
    details: `${dish.content.join(', ')}. ${dish.desc}`,
  });

/** How many signature dishes a banner shows. */
const SIGNATURE_DISHES = 3;

/**
 * A store's banner URL: its signature dishes (food first, dearest first, one per illustration)
 * travel in the query, so the picture depends on the URL alone.
 */
export function storeBannerUrl(businessName: string, menu: readonly Dish[]): string {
  const seen = new Set<string>();
  const signature: string[] = [];
  const ranked = [...menu].sort(
    (a, b) => Number(b.category === 'Food') - Number(a.category === 'Food') || b.price - a.price,
  );
  for (const dish of ranked) {
    const { main } = motifOf(dish);
    if (seen.has(main)) continue;
    seen.add(main);
    signature.push(slugify(dish.name));
    if (signature.length === SIGNATURE_DISHES) break;
  }
  return `${mediaUrl('store', businessName)}?dishes=${signature.join(',')}`;
}

/**
 * The picture of `kind`/`slug`. Dishes of the catalogue are drawn from their name, type,
 * category and contents; any other slug from its words. `dishes` (store banners): dish slugs.
 */
export function renderSvg(kind: string, slug: string, dishesParam?: string): string {
  if (kind === 'avatar') return avatarPicture(titleFromSlug(slug));
  if (kind === 'store') {
    const mains = (dishesParam ?? '')
      .split(',')
      .filter((s) => /^[a-z0-9-]{1,60}$/.test(s))
      .slice(0, SIGNATURE_DISHES)
      .map((s) => {
        const dish = catalogue.get(s);
        return dish ? motifOf(dish).main : dishMotif({ name: titleFromSlug(s) }).main;
      });
    return storeBanner(titleFromSlug(slug), [...new Set(mains)]);
  }
  const dish = catalogue.get(slug);
  if (dish) return dishPicture(dish.name, motifOf(dish));
  const name = titleFromSlug(slug);
  return dishPicture(name, dishMotif({ name }));
}

/** Catalogue dishes whose picture names what they are (vs the generic plate). */
export const pictureCoverage = () => {
  const specific = dishes.filter((dish) => motifOf(dish).specific).length;
  return { specific, fallback: dishes.length - specific };
};
