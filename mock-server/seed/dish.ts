// What a seeded dish is (dishes.ts lists the menu): its fields, and what it is served as, which
// decides its extras (dish-extras.ts).

/**
 * What a dish is served as: its extras are the ones that go with it (a plate of rice takes dodo and
 * chicken, a grilled fish takes yam chips and pepper sauce, a pizza takes cheese, a drink a larger
 * cup). The spec's `category` (Food, Beverages…) is too coarse for that.
 */
export type Course =
  | 'rice'
  | 'pasta'
  | 'swallow'
  | 'pepper-soup'
  | 'suya'
  | 'peppered-meat'
  | 'fish'
  | 'burger'
  | 'pizza'
  | 'shawarma'
  | 'breakfast'
  | 'pastry'
  | 'dessert'
  | 'ice-cream'
  | 'chapman'
  | 'drink'
  | 'plain';

/** Nigerian dishes in the specification's categories and types (prices in naira). */
export type Dish = {
  name: string;
  category: 'Food' | 'Beverages' | 'Water' | 'Ice-cream';
  type: string;
  price: number;
  desc: string;
  content: string[];
  course: Course;
};

/** A dish, its fields in the order the menu lists them. */
export const dish = (
  name: string,
  category: Dish['category'],
  type: string,
  price: number,
  desc: string,
  content: string[],
  course: Course,
): Dish => ({ name, category, type, price, desc, content, course });
