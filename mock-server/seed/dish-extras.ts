import type { Course } from './dish.ts';

type Extra = { item: string; price: number; limit: number };

const DODO: Extra = { item: 'Fried plantain (dodo)', price: 500, limit: 3 };
const FRIED_YAM: Extra = { item: 'Fried yam', price: 800, limit: 2 };
const PEPPER_SAUCE: Extra = { item: 'Extra pepper sauce', price: 300, limit: 2 };
const LARGE_CUP: Extra = { item: 'Large cup upgrade', price: 300, limit: 1 };

/**
 * The extras a seeded dish offers, by its course: what a Lagos kitchen adds to that dish. Each list
 * keeps the length the dish's extras always had (4 for a plate, 3 for a swallow, 1 for a zobo or a
 * smoothie, none for a soft drink or water), so the world's rng draws the same ids as before.
 */
export const extrasByCourse: Record<Course, readonly Extra[]> = {
  rice: [
    DODO,
    { item: 'Extra chicken', price: 1500, limit: 2 },
    { item: 'Boiled egg', price: 300, limit: 2 },
    { item: 'Coleslaw', price: 400, limit: 1 },
  ],
  pasta: [
    DODO,
    { item: 'Extra chicken', price: 1500, limit: 2 },
    { item: 'Boiled egg', price: 300, limit: 2 },
    { item: 'Extra prawns', price: 2000, limit: 1 },
  ],
  swallow: [
    { item: 'Extra wrap of swallow', price: 500, limit: 3 },
    { item: 'Assorted meat', price: 1200, limit: 2 },
    { item: 'Stockfish', price: 1500, limit: 1 },
  ],
  'pepper-soup': [
    { item: 'Extra catfish portion', price: 2500, limit: 1 },
    { item: 'Boiled yam', price: 600, limit: 2 },
    { item: 'White rice', price: 800, limit: 1 },
    { item: 'Agidi (eko)', price: 300, limit: 2 },
  ],
  suya: [
    { item: 'Extra suya stick', price: 1000, limit: 3 },
    { item: 'Extra yaji', price: 200, limit: 2 },
    { item: 'Sliced onions and tomatoes', price: 200, limit: 1 },
    FRIED_YAM,
  ],
  'peppered-meat': [
    FRIED_YAM,
    DODO,
    PEPPER_SAUCE,
    { item: 'Small jollof rice', price: 1200, limit: 1 },
  ],
  fish: [
    DODO,
    { item: 'Yam chips', price: 800, limit: 2 },
    PEPPER_SAUCE,
    { item: 'Coleslaw', price: 400, limit: 1 },
  ],
  burger: [
    { item: 'Extra beef patty', price: 1500, limit: 2 },
    { item: 'Cheese slice', price: 400, limit: 2 },
    { item: 'Fried egg', price: 300, limit: 1 },
    { item: 'Large fries', price: 800, limit: 1 },
  ],
  pizza: [
    { item: 'Extra cheese', price: 800, limit: 2 },
    { item: 'Extra suya beef', price: 1500, limit: 2 },
    { item: 'Peppers and onions', price: 300, limit: 1 },
    { item: 'Garlic dip', price: 300, limit: 2 },
  ],
  shawarma: [
    { item: 'Extra sausage', price: 400, limit: 2 },
    { item: 'Double chicken', price: 1200, limit: 1 },
    { item: 'Extra cheese', price: 500, limit: 1 },
    { item: 'Extra pepper', price: 100, limit: 1 },
  ],
  breakfast: [
    { item: 'Pap (ogi)', price: 300, limit: 2 },
    { item: 'Agege bread', price: 400, limit: 1 },
    { item: 'Evaporated milk', price: 200, limit: 2 },
    { item: 'Boiled egg', price: 300, limit: 2 },
  ],
  pastry: [
    { item: 'Sausage roll', price: 500, limit: 2 },
    { item: 'Doughnut', price: 400, limit: 2 },
    { item: 'Scotch egg', price: 700, limit: 1 },
    { item: 'Chilled zobo cup', price: 500, limit: 2 },
  ],
  dessert: [
    { item: 'Extra fruit', price: 500, limit: 2 },
    { item: 'Yoghurt topping', price: 500, limit: 1 },
    { item: 'Granola', price: 300, limit: 2 },
    { item: 'Honey drizzle', price: 200, limit: 1 },
  ],
  'ice-cream': [
    { item: 'Extra scoop', price: 700, limit: 2 },
    { item: 'Chocolate drizzle', price: 300, limit: 1 },
    { item: 'Sprinkles', price: 200, limit: 1 },
    { item: 'Wafer biscuits', price: 300, limit: 2 },
  ],
  chapman: [
    LARGE_CUP,
    { item: 'Extra ice', price: 100, limit: 1 },
    { item: 'Cucumber and orange slices', price: 200, limit: 1 },
    { item: 'Grenadine splash', price: 200, limit: 1 },
  ],
  drink: [LARGE_CUP],
  plain: [],
};
