// What a seeded store is called and when it opens (seed-stores.ts draws from these).

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
