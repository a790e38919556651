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

const d = (
  name: string,
  category: Dish['category'],
  type: string,
  price: number,
  desc: string,
  content: string[],
  course: Course,
): Dish => ({ name, category, type, price, desc, content, course });

export const dishes: readonly Dish[] = [
  d(
    'Jollof Rice & Chicken',
    'Food',
    'Rice',
    3500,
    'Smoky party jollof with fried chicken',
    ['jollof rice', 'chicken', 'plantain'],
    'rice',
  ),
  d(
    'Fried Rice & Turkey',
    'Food',
    'Rice',
    4200,
    'Nigerian fried rice, peppered turkey',
    ['fried rice', 'turkey'],
    'rice',
  ),
  d(
    'Local Ofada Rice & Ayamase',
    'Food',
    'Rice',
    3800,
    'Ofada rice with green pepper stew',
    ['ofada rice', 'ayamase', 'egg'],
    'rice',
  ),
  d(
    'Coconut Rice',
    'Food',
    'Rice',
    3000,
    'Coconut rice with beef',
    ['coconut rice', 'beef'],
    'rice',
  ),
  d(
    'Jollof Spaghetti',
    'Food',
    'Pasta',
    2500,
    'Spaghetti cooked in jollof sauce',
    ['spaghetti'],
    'pasta',
  ),
  d(
    'Sea-Food Pasta',
    'Food',
    'Pasta',
    5500,
    'Stir-fry pasta with prawns and calamari',
    ['pasta', 'prawns'],
    'pasta',
  ),
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
  d(
    'Catfish Pepper Soup',
    'Food',
    'Meat',
    5200,
    'Spicy point-and-kill pepper soup',
    ['catfish', 'uziza'],
    'pepper-soup',
  ),
  d(
    'Grilled Suya Skewers',
    'Food',
    'Meat',
    2500,
    'Beef suya with yaji, onions and tomato',
    ['beef', 'yaji'],
    'suya',
  ),
  d(
    'Asun (Peppered Goat)',
    'Food',
    'Meat',
    3000,
    'Smoked peppered goat meat',
    ['goat meat'],
    'peppered-meat',
  ),
  d(
    'Nkwobi',
    'Food',
    'Meat',
    4800,
    'Spicy cow foot in palm oil sauce',
    ['cow foot', 'utazi'],
    'peppered-meat',
  ),
  d(
    'Grilled Croaker Fish',
    'Food',
    'Meat',
    8500,
    'Whole croaker grilled with pepper sauce',
    ['croaker', 'plantain'],
    'fish',
  ),
  d(
    'Peppered Steak',
    'Food',
    'Steaks',
    6500,
    'Beef steak in ata dindin',
    ['beef steak'],
    'peppered-meat',
  ),
  d(
    'Suya Burger',
    'Food',
    'Burger',
    4000,
    'Beef patty with suya spice and fries',
    ['burger', 'fries'],
    'burger',
  ),
  d(
    'Suya Pizza',
    'Food',
    'Pizza',
    7500,
    'Thin crust pizza with suya beef and peppers',
    ['pizza'],
    'pizza',
  ),
  d(
    'Chicken Shawarma',
    'Food',
    'Shawarma',
    3000,
    'Chicken, cabbage, sausage, creamy sauce',
    ['wrap', 'chicken'],
    'shawarma',
  ),
  d(
    'Moi Moi',
    'Food',
    'Snacks',
    800,
    'Steamed bean pudding with egg and fish',
    ['beans', 'egg'],
    'breakfast',
  ),
  d(
    'Puff-Puff (10 pcs)',
    'Food',
    'Snacks',
    700,
    'Sweet fried dough balls',
    ['flour', 'sugar'],
    'pastry',
  ),
  d('Chin Chin', 'Food', 'Snacks', 1200, 'Crunchy fried dough bites', ['flour', 'milk'], 'plain'),
  d('Meat Pie', 'Food', 'Snacks', 900, 'Flaky pie with minced beef and potato', ['beef'], 'pastry'),
  d('Akara & Pap', 'Food', 'Snacks', 1000, 'Bean fritters with ogi', ['beans', 'ogi'], 'breakfast'),
  d('Fruit Salad', 'Food', 'Desert', 2000, 'Pineapple, pawpaw, watermelon', ['fruits'], 'dessert'),
  d(
    'Yoghurt Parfait',
    'Food',
    'Desert',
    2500,
    'Layered yoghurt, granola, fruit',
    ['yoghurt'],
    'dessert',
  ),
  d(
    'Ice cream Sundae',
    'Food',
    'Ice cream',
    2200,
    'Soft serve with chocolate drizzle',
    ['ice cream'],
    'ice-cream',
  ),
  d(
    'Zobo (50cl)',
    'Beverages',
    'Zobo',
    800,
    'Chilled hibiscus drink with ginger',
    ['zobo'],
    'drink',
  ),
  d('Coke (35cl)', 'Beverages', 'Coke', 500, 'Chilled Coca-Cola', ['coke'], 'plain'),
  d('Fanta (35cl)', 'Beverages', 'Fanta', 500, 'Chilled orange Fanta', ['fanta'], 'plain'),
  d(
    'Chapman',
    'Beverages',
    'Juice',
    1500,
    'Nigerian Chapman cocktail, no alcohol',
    ['fanta', 'sprite', 'cucumber'],
    'chapman',
  ),
  d('Mango Smoothie', 'Beverages', 'Smoothie', 2200, 'Fresh mango and banana', ['mango'], 'drink'),
  d('Table Water (75cl)', 'Water', 'Table Water', 300, 'Eva table water', ['water'], 'plain'),
  d('Bottle Water (1.5L)', 'Water', 'Bottle Water', 600, 'Nestle Pure Life', ['water'], 'plain'),
  d('Sachet Water (bag of 20)', 'Water', 'Sachet Water', 500, 'Pure water', ['water'], 'plain'),
  d(
    'Vanilla Ice-cream Cone',
    'Ice-cream',
    'Vanilla',
    1500,
    'Creamy vanilla cone',
    ['vanilla'],
    'ice-cream',
  ),
  d(
    'Chocolate Ice-cream Tub',
    'Ice-cream',
    'Chocolate',
    3500,
    'Half litre chocolate',
    ['cocoa'],
    'ice-cream',
  ),
  d(
    'Strawberry Ice-cream Cup',
    'Ice-cream',
    'Strawberry',
    1800,
    'Strawberry cup',
    ['strawberry'],
    'ice-cream',
  ),
  d(
    'Mixed Flavour Ice-cream',
    'Ice-cream',
    'Mixed Flavour',
    4000,
    'Three scoops',
    ['mixed'],
    'ice-cream',
  ),
];

export const storeNamePrefixes = [
  "Mama Nkechi's",
  'Iya Basira',
  "Chef Tunde's",
  'Aunty Ngozi',
  'Oga Suya',
  'Afang Pot',
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
  'Omo Iya Ewa',
];

export const storeNameSuffixes = ['Kitchen', 'Bukka', 'Grills', 'Eatery', 'Spot', 'Canteen'];

export const openingTimes = ['8am - 9pm', '7am - 10pm', '10am - 11pm', '9am - 8pm', '24 hours'];
