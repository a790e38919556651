/** Nigerian dishes in the specification's categories and types (prices in naira). */
export type Dish = {
  name: string;
  category: 'Food' | 'Beverages' | 'Water' | 'Ice-cream';
  type: string;
  price: number;
  desc: string;
  content: string[];
  extras: 'food' | 'swallow' | 'drink' | 'none';
};

const d = (
  name: string,
  category: Dish['category'],
  type: string,
  price: number,
  desc: string,
  content: string[],
  extras: Dish['extras'] = 'food',
): Dish => ({ name, category, type, price, desc, content, extras });

export const dishes: readonly Dish[] = [
  d('Jollof Rice & Chicken', 'Food', 'Rice', 3500, 'Smoky party jollof with fried chicken', [
    'jollof rice',
    'chicken',
    'plantain',
  ]),
  d('Fried Rice & Turkey', 'Food', 'Rice', 4200, 'Nigerian fried rice, peppered turkey', [
    'fried rice',
    'turkey',
  ]),
  d('Local Ofada Rice & Ayamase', 'Food', 'Rice', 3800, 'Ofada rice with green pepper stew', [
    'ofada rice',
    'ayamase',
    'egg',
  ]),
  d('Coconut Rice', 'Food', 'Rice', 3000, 'Coconut rice with beef', ['coconut rice', 'beef']),
  d('Jollof Spaghetti', 'Food', 'Pasta', 2500, 'Spaghetti cooked in jollof sauce', ['spaghetti']),
  d('Sea-Food Pasta', 'Food', 'Pasta', 5500, 'Stir-fry pasta with prawns and calamari', [
    'pasta',
    'prawns',
  ]),
  d(
    'Egusi Soup & Pounded Yam',
    'Food',
    'Swallow',
    4500,
    'Melon seed soup, assorted meat',
    ['egusi', 'pounded yam', 'assorted meat'],
    'swallow',
  ),
  d(
    'Local Amala & Ewedu',
    'Food',
    'Swallow',
    2800,
    'Amala with ewedu, gbegiri and stew',
    ['amala', 'ewedu', 'gbegiri'],
    'swallow',
  ),
  d(
    'Eba & Okra Soup',
    'Food',
    'Swallow',
    2500,
    'Garri with draw soup and fish',
    ['eba', 'okra'],
    'swallow',
  ),
  d(
    'Fufu & Oha Soup',
    'Food',
    'Swallow',
    3900,
    'Eastern oha soup with cocoyam',
    ['fufu', 'oha'],
    'swallow',
  ),
  d(
    'Sea-Food Okra & Semo',
    'Food',
    'Swallow',
    6500,
    'Okra soup loaded with prawns, crab and fish',
    ['semovita', 'okra', 'prawns', 'crab'],
    'swallow',
  ),
  d('Catfish Pepper Soup', 'Food', 'Meat', 5200, 'Spicy point-and-kill pepper soup', [
    'catfish',
    'uziza',
  ]),
  d('Grilled Suya Skewers', 'Food', 'Meat', 2500, 'Beef suya with yaji, onions and tomato', [
    'beef',
    'yaji',
  ]),
  d('Asun (Peppered Goat)', 'Food', 'Meat', 3000, 'Smoked peppered goat meat', ['goat meat']),
  d('Nkwobi', 'Food', 'Meat', 4800, 'Spicy cow foot in palm oil sauce', ['cow foot', 'utazi']),
  d('Grilled Croaker Fish', 'Food', 'Meat', 8500, 'Whole croaker grilled with pepper sauce', [
    'croaker',
    'plantain',
  ]),
  d('Peppered Steak', 'Food', 'Steaks', 6500, 'Beef steak in ata dindin', ['beef steak']),
  d('Suya Burger', 'Food', 'Burger', 4000, 'Beef patty with suya spice and fries', [
    'burger',
    'fries',
  ]),
  d('Suya Pizza', 'Food', 'Pizza', 7500, 'Thin crust pizza with suya beef and peppers', ['pizza']),
  d('Chicken Shawarma', 'Food', 'Shawarma', 3000, 'Chicken, cabbage, sausage, creamy sauce', [
    'wrap',
    'chicken',
  ]),
  d('Moi Moi', 'Food', 'Snacks', 800, 'Steamed bean pudding with egg and fish', ['beans', 'egg']),
  d('Puff-Puff (10 pcs)', 'Food', 'Snacks', 700, 'Sweet fried dough balls', ['flour', 'sugar']),
  d('Chin Chin', 'Food', 'Snacks', 1200, 'Crunchy fried dough bites', ['flour', 'milk'], 'none'),
  d('Meat Pie', 'Food', 'Snacks', 900, 'Flaky pie with minced beef and potato', ['beef']),
  d('Akara & Pap', 'Food', 'Snacks', 1000, 'Bean fritters with ogi', ['beans', 'ogi']),
  d('Fruit Salad Desert', 'Food', 'Desert', 2000, 'Pineapple, pawpaw, watermelon', ['fruits']),
  d('Yoghurt Parfait Desert', 'Food', 'Desert', 2500, 'Layered yoghurt, granola, fruit', [
    'yoghurt',
  ]),
  d('Ice cream Sundae', 'Food', 'Ice cream', 2200, 'Soft serve with chocolate drizzle', [
    'ice cream',
  ]),
  d(
    'Zobo (50cl)',
    'Beverages',
    'Zobo',
    800,
    'Chilled hibiscus drink with ginger',
    ['zobo'],
    'drink',
  ),
  d('Coke (35cl)', 'Beverages', 'Coke', 500, 'Chilled Coca-Cola', ['coke'], 'none'),
  d('Fanta (35cl)', 'Beverages', 'Fanta', 500, 'Chilled orange Fanta', ['fanta'], 'none'),
  d('Chapman', 'Beverages', 'Juice', 1500, 'Nigerian Chapman cocktail, no alcohol', [
    'fanta',
    'sprite',
    'cucumber',
  ]),
  d('Mango Smoothie', 'Beverages', 'Smoothie', 2200, 'Fresh mango and banana', ['mango'], 'drink'),
  d('Table Water (75cl)', 'Water', 'Table Water', 300, 'Eva table water', ['water'], 'none'),
  d('Bottle Water (1.5L)', 'Water', 'Bottle Water', 600, 'Nestle Pure Life', ['water'], 'none'),
  d('Sachet Water (bag of 20)', 'Water', 'Sachet Water', 500, 'Pure water', ['water'], 'none'),
  d('Vanilla Ice-cream Cone', 'Ice-cream', 'Vanilla', 1500, 'Creamy vanilla cone', ['vanilla']),
  d('Chocolate Ice-cream Tub', 'Ice-cream', 'Chocolate', 3500, 'Half litre chocolate', ['cocoa']),
  d('Strawberry Ice-cream Cup', 'Ice-cream', 'Strawberry', 1800, 'Strawberry cup', ['strawberry']),
  d('Mixed Flavour Ice-cream', 'Ice-cream', 'Mixed Flavour', 4000, 'Three scoops', ['mixed']),
];

export const extrasByKind: Record<
  Dish['extras'],
  { item: string; price: number; limit: number }[]
> = {
  food: [
    { item: 'Fried plantain (dodo)', price: 500, limit: 3 },
    { item: 'Extra chicken', price: 1500, limit: 2 },
    { item: 'Boiled egg', price: 300, limit: 2 },
    { item: 'Coleslaw', price: 400, limit: 1 },
  ],
  swallow: [
    { item: 'Extra wrap of swallow', price: 500, limit: 3 },
    { item: 'Assorted meat', price: 1200, limit: 2 },
    { item: 'Stockfish', price: 1500, limit: 1 },
  ],
  drink: [{ item: 'Large cup upgrade', price: 300, limit: 1 }],
  none: [],
};

export const storeNamePrefixes = [
  "Mama Nkechi's",
  'Iya Basira',
  "Chef Tunde's",
  'Aunty Ngozi',
  'Oga Suya',
  'Calabar Pot',
  'Yellow Chilli',
  'Jollof Republic',
  'Bukka Hut',
  'Amala Joint',
  'Item 7',
  'Buka Royale',
  'Ofada Boy',
  'Naija Pot',
  'Zobo Hub',
  'Chop Life',
  'Suya Central',
  'Mallam Musa',
  'Obi Kitchen',
  'Omo Iya Eleko',
];

export const storeNameSuffixes = ['Kitchen', 'Bukka', 'Grills', 'Eatery', 'Spot', 'Canteen'];

export const openingTimes = ['8am - 9pm', '7am - 10pm', '10am - 11pm', '9am - 8pm', '24 hours'];
