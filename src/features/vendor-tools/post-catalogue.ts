// Product post catalogue: categories and their types (spec section 5) and the fixed extras lists
// per type. The spec does not list the extras; these lists are the product's choice, matching the
// extras the mock world's dishes carry.

const POST_CATEGORIES = {
  Food: [
    'Rice',
    'Pasta',
    'Swallow',
    'Snacks',
    'Desert',
    'Ice cream',
    'Meat',
    'Steaks',
    'Burger',
    'Pizza',
    'Shawarma',
  ],
  Beverages: ['Coke', 'Fanta', 'Zobo', 'Juice', 'Smoothie'],
  Water: ['Table Water', 'Bottle Water', 'Sachet Water'],
  'Ice-cream': ['Vanilla', 'Chocolate', 'Strawberry', 'Mixed Flavour'],
} as const satisfies Record<string, readonly string[]>;

export type PostCategory = keyof typeof POST_CATEGORIES;

export const CATEGORY_NAMES = Object.keys(POST_CATEGORIES) as PostCategory[];

export function typesOf(category: string): readonly string[] {
  return category in POST_CATEGORIES ? POST_CATEGORIES[category as PostCategory] : [];
}

const PLATE_EXTRAS = ['Fried plantain (dodo)', 'Extra chicken', 'Boiled egg', 'Coleslaw', 'Beef'];
const SWALLOW_EXTRAS = ['Extra wrap of swallow', 'Assorted meat', 'Stockfish', 'Ponmo'];
const FAST_FOOD_EXTRAS = ['Extra cheese', 'Sausage', 'Chips', 'Extra chicken'];
const GRILL_EXTRAS = ['Extra pepper sauce', 'Fried plantain (dodo)', 'Chips'];
const SWEET_EXTRAS = ['Extra scoop', 'Toppings', 'Cone'];
const DRINK_EXTRAS = ['Large cup upgrade', 'Ice'];

const EXTRAS_BY_TYPE: Record<string, readonly string[]> = {
  Rice: PLATE_EXTRAS,
  Pasta: PLATE_EXTRAS,
  Swallow: SWALLOW_EXTRAS,
  Snacks: FAST_FOOD_EXTRAS,
  Burger: FAST_FOOD_EXTRAS,
  Pizza: FAST_FOOD_EXTRAS,
  Shawarma: FAST_FOOD_EXTRAS,
  Meat: GRILL_EXTRAS,
  Steaks: GRILL_EXTRAS,
  Desert: SWEET_EXTRAS,
  'Ice cream': SWEET_EXTRAS,
  Vanilla: SWEET_EXTRAS,
  Chocolate: SWEET_EXTRAS,
  Strawberry: SWEET_EXTRAS,
  'Mixed Flavour': SWEET_EXTRAS,
  Coke: DRINK_EXTRAS,
  Fanta: DRINK_EXTRAS,
  Zobo: DRINK_EXTRAS,
  Juice: DRINK_EXTRAS,
  Smoothie: DRINK_EXTRAS,
};

/** The extras a product of this type may offer (none for water). */
export function extrasFor(type: string): readonly string[] {
  return EXTRAS_BY_TYPE[type] ?? [];
}

export const MAX_POST_PHOTOS = 4;
export const VISIBILITIES = ['Public', 'only me'] as const;

/** Content line Add: text longer than 1 character and not blank. */
export function canAddContent(text: string): boolean {
  return text.length > 1 && text.trim() !== '';
}

/** Places-to-deliver add: more than 1 character. */
export function canAddPlace(text: string): boolean {
  return text.length > 1;
}
