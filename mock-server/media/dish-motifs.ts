// Which Fluent Emoji illustrations picture a dish: chosen by the dish's name first, then its type
// and category, with ingredients (name, contents, description) as side items. Pure and
// deterministic: the same dish always gets the same picture.

/** Colour families of the warm backgrounds (see picture-palettes.ts). */
export type DishFamily =
  | 'rice'
  | 'pasta'
  | 'soup'
  | 'grill'
  | 'fish'
  | 'fastfood'
  | 'snack'
  | 'dessert'
  | 'icecream'
  | 'drink'
  | 'water'
  | 'plate';

type Rule = { test: RegExp; main: string; sides?: string[]; family: DishFamily };

/** First match wins: specific dishes before the general kinds they belong to. */
const mainRules: Rule[] = [
  { test: /jollof rice|party rice/, main: 'shallow-pan-of-food', family: 'rice' },
  { test: /fried rice/, main: 'cooked-rice', sides: ['pea-pod', 'carrot'], family: 'rice' },
  { test: /ofada|ayamase|banga rice/, main: 'curry-rice', sides: ['hot-pepper'], family: 'rice' },
  { test: /coconut rice/, main: 'cooked-rice', sides: ['coconut'], family: 'rice' },
  { test: /\brice\b/, main: 'curry-rice', family: 'rice' },
  { test: /spaghetti|pasta|noodle|macaroni|indomie/, main: 'spaghetti', family: 'pasta' },
  { test: /burger/, main: 'hamburger', sides: ['french-fries'], family: 'fastfood' },
  { test: /pizza/, main: 'pizza', sides: ['bell-pepper'], family: 'fastfood' },
  { test: /shawarma|wrap\b|burrito/, main: 'stuffed-flatbread', family: 'fastfood' },
  { test: /meat ?pie|pie\b|pastry|sausage roll/, main: 'pie', family: 'snack' },
  { test: /pepper ?soup/, main: 'bowl-with-spoon', sides: ['hot-pepper'], family: 'soup' },
  {
    test: /egusi|ogbono|edikang|afang|efo|oha|okra|soup|stew/,
    main: 'pot-of-food',
    family: 'soup',
  },
  { test: /amala/, main: 'mate', sides: ['leafy-green'], family: 'soup' },
  {
    test: /eba\b|fufu|semo|pounded yam|swallow|tuwo|ewedu/,
    main: 'bowl-with-spoon',
    sides: ['leafy-green'],
    family: 'soup',
  },
  { test: /suya|kebab|skewer|barbecue|bbq/, main: 'cut-of-meat', sides: ['fire'], family: 'grill' },
  { test: /asun|goat|nkwobi|cow ?foot|isi ewu|ram\b/, main: 'meat-on-bone', family: 'grill' },
  { test: /steak|beef|meat\b/, main: 'cut-of-meat', family: 'grill' },
  { test: /chicken|turkey|wings/, main: 'poultry-leg', family: 'grill' },
  { test: /catfish|croaker|tilapia|mackerel|titus|fish/, main: 'fish', family: 'fish' },
  { test: /prawn|shrimp|sea-?food|crab|lobster/, main: 'fried-shrimp', family: 'fish' },
  { test: /moi ?moi|moin ?moin/, main: 'tamale', sides: ['egg'], family: 'snack' },
  { test: /akara|falafel|bean cake/, main: 'falafel', family: 'snack' },
  { test: /puff/, main: 'doughnut', sides: ['candy'], family: 'snack' },
  { test: /chin ?chin|cookie|biscuit/, main: 'cookie', sides: ['peanuts'], family: 'snack' },
  { test: /doughnut|donut/, main: 'doughnut', family: 'snack' },
  { test: /croissant|bread|sandwich/, main: 'sandwich', family: 'snack' },
  { test: /cake|cupcake/, main: 'shortcake', family: 'dessert' },
  { test: /sundae/, main: 'ice-cream', sides: ['cherries', 'chocolate-bar'], family: 'icecream' },
  { test: /cone/, main: 'soft-ice-cream', family: 'icecream' },
  { test: /mixed flavou?r/, main: 'ice-cream', sides: ['soft-ice-cream'], family: 'icecream' },
  { test: /ice[- ]?cream|gelato/, main: 'ice-cream', family: 'icecream' },
  {
    test: /fruit salad|fruit/,
    main: 'watermelon',
    sides: ['pineapple', 'kiwi-fruit'],
    family: 'dessert',
  },
  {
    test: /parfait|yoghurt|yogurt/,
    main: 'glass-of-milk',
    sides: ['blueberries', 'strawberry'],
    family: 'dessert',
  },
  { test: /zobo|hibiscus/, main: 'tropical-drink', sides: ['hibiscus'], family: 'drink' },
  { test: /chapman|cocktail|mocktail/, main: 'cocktail-glass', family: 'drink' },
  { test: /smoothie|shake/, main: 'bubble-tea', family: 'drink' },
  { test: /coke|cola|pepsi|fanta|sprite|soda|malt/, main: 'cup-with-straw', family: 'drink' },
  { test: /juice/, main: 'beverage-box', family: 'drink' },
  { test: /tea\b|coffee|cocoa drink|milo/, main: 'hot-beverage', family: 'drink' },
  { test: /table water/, main: 'pouring-liquid', sides: ['droplet'], family: 'water' },
  { test: /sachet/, main: 'droplet', sides: ['package'], family: 'water' },
  { test: /water/, main: 'droplet', sides: ['ice'], family: 'water' },
];

/** When no name rule matches: the product's category decides. */
const categoryRules: Rule[] = [
  { test: /beverage|drink/, main: 'tropical-drink', family: 'drink' },
  { test: /water/, main: 'droplet', family: 'water' },
  { test: /ice-?cream/, main: 'ice-cream', family: 'icecream' },
  { test: /desert|dessert/, main: 'shortcake', family: 'dessert' },
  { test: /snack/, main: 'pie', family: 'snack' },
];

const fallback: Rule = { test: /$^/, main: 'fork-and-knife-with-plate', family: 'plate' };

/** Side items named in a dish's name, contents or description. */
const sideWords: Array<[RegExp, string]> = [
  [/chicken|turkey|wings/, 'poultry-leg'],
  [/prawn|shrimp/, 'shrimp'],
  [/crab/, 'crab'],
  [/calamari|squid/, 'squid'],
  [/plantain|dodo/, 'banana'],
  [/\beggs?\b/, 'egg'],
  [/pepper|ata dindin|yaji/, 'hot-pepper'],
  [/grill|suya/, 'fire'],
  [/onion/, 'onion'],
  [/coconut/, 'coconut'],
  [/mango/, 'mango'],
  [/banana/, 'banana'],
  [/strawberr/, 'strawberry'],
  [/chocolate|cocoa/, 'chocolate-bar'],
  [/vanilla/, 'glowing-star'],
  [/pineapple/, 'pineapple'],
  [/catfish|croaker|fish/, 'fish'],
  [/assorted meat|goat meat|\bbeef\b/, 'meat-on-bone'],
  [/fries/, 'french-fries'],
  [/jollof|tomato/, 'tomato'],
  [/ginger/, 'ginger-root'],
  [/lemon|sprite/, 'lemon'],
  [/fanta|orange/, 'tangerine'],
  [/\bcoke\b|\bcola\b/, 'ice'],
  [/cucumber/, 'cucumber'],
  [/sausage/, 'hot-dog'],
  [/\bbeans?\b|gbegiri/, 'beans'],
  [/ogi|\bpap\b/, 'teacup-without-handle'],
  [/\bmilk\b/, 'glass-of-milk'],
  [/oha|bitter ?leaf|ugu|ewedu|uziza|utazi/, 'herb'],
];

export type DishText = {
  name: string;
  type?: string;
  category?: string;
  /** Contents and description: they only add side items. */
  details?: string;
};

export type DishMotif = {
  main: string;
  sides: string[];
  family: DishFamily;
  /** False when nothing about the dish was recognised (the generic plate). */
  specific: boolean;
};

const MAX_SIDES = 2;

/** The illustrations of one dish: a main one and up to two side items. */
export function dishMotif(dish: DishText): DishMotif {
  const name = dish.name.toLowerCase();
  const kind = `${dish.type ?? ''} ${dish.category ?? ''}`.toLowerCase();
  const rule =
    mainRules.find((r) => r.test.test(name)) ??
    mainRules.find((r) => r.test.test(kind)) ??
    categoryRules.find((r) => r.test.test(kind)) ??
    fallback;
  const sides: string[] = [];
  const add = (icon: string) => {
    if (icon !== rule.main && !sides.includes(icon) && sides.length < MAX_SIDES) sides.push(icon);
  };
  const words = (text: string) => {
    for (const [test, icon] of sideWords) if (test.test(text)) add(icon);
  };
  words(name);
  words((dish.details ?? '').toLowerCase());
  for (const icon of rule.sides ?? []) add(icon);
  return { main: rule.main, sides, family: rule.family, specific: rule !== fallback };
}

/** Every illustration the rules can name (what the icon subset must hold). */
export const motifIcons = (): string[] =>
  [
    ...new Set([
      ...[...mainRules, ...categoryRules, fallback].flatMap((r) => [r.main, ...(r.sides ?? [])]),
      ...sideWords.map(([, icon]) => icon),
    ]),
  ].sort();
