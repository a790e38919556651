// Texts of the home page (spec "Home", sections 1 and 9).
export const homeTexts = {
  heroPlaceholder: 'Search your location here !',
  heroLabel: 'Choose your delivery location',
  headline: 'Discover Delicious Deals',
  mapLabel: 'Map of Lagos',
  mapPinsFailed: 'The stores could not be shown on the map.',
  mapPinsCount: (n: number) => (n === 1 ? '1 store on the map' : `${n} stores on the map`),
  retry: 'Retry',
  orderNow: 'Order Now',
  promotions: 'Promotions',
  previous: 'Previous slide',
  next: 'Next slide',
  pause: 'Pause the slides',
  play: 'Play the slides',
  storesTitle: 'Eateries / Restaurants near you',
  // Before a location is set the list is not near anything (docs/product-notes.md).
  popularStoresTitle: 'Popular stores',
  noStoresNearby: 'No kitchen found near this location yet.',
  seeAllKitchens: 'See all available kitchens',
  scrollStoresBack: 'Scroll stores back',
  scrollStoresOn: 'Scroll more stores',
  categoriesTitle: 'Browse our categories',
  nearMe: 'Near me',
  suggestedTitle: 'Suggested for you',
  seeAllStores: 'See All Stores',
  loadingSuggested: 'Loading suggestions',
  loadingStores: 'Loading stores',
  bannerTitle: 'Sell or ride with Bukka',
  vendorPitch: 'Vendors get bonuses of up to 20% of their monthly sales.',
  riderPitch: 'Riders get up to N10,000 for their first 10 rides.',
  vendorRegistration: 'Food vendor registration',
  riderRegistration: 'Dispatch rider registration',
  thirdParty: 'Maps: Natural Earth · place names: OpenStreetMap contributors',
  /** Names the list of the spec's banner badges for screen readers. */
  badgesLabel: 'Bukka is',
  bdc: 'BDC approved',
  logistics: 'logistics',
} as const;

/** The promotional slides, images 1 to 8 (spec "Home"). */
export const slideTitles = [
  '50% Off Your Next Order!',
  'Fast Delivery!',
  'Join Our Happy Family Today!',
  'Enjoy 50% Off All Burgers!',
  'Say goodbye to meal planning stress!',
  '24/7 at Your Service!',
  'You Smile, We smile!',
  'Pocket-Friendly and Delicious!',
] as const;

/**
 * Each slide's picture: a Fluent Emoji (Flat, MIT) illustration, the set the mock's dish pictures
 * come from, written to public/promo/{name}.svg by `npm run media:icons` (static files, no JS).
 */
export const slidePictures = [
  'money-bag',
  'motor-scooter',
  'people-hugging',
  'hamburger',
  'spiral-calendar',
  'alarm-clock',
  'smiling-face-with-hearts',
  'curry-rice',
] as const satisfies readonly string[] & { length: (typeof slideTitles)['length'] };

/** Carousel interval (spec section 9). */
export const CAROUSEL_INTERVAL_MS = 5000;
/** Skeleton count on home. */
export const HOME_SKELETONS = 6;

/** The six categories (the spec's, sent as they are: shown through `categoryLabel`); each goes to
 * /search?popularFilter={name}. */
export const categories = [
  'Grilled',
  'Sea-Food',
  'Desert',
  'Local',
  'Ice-cream',
  'Swallow',
] as const;

export function slideLabel(index: number, count: number): string {
  return `Slide ${index + 1} of ${count}`;
}

/** The online-stores line, with the real count (no random padding). */
export function storesOnlineText(count: number): string {
  return `${count} store${count === 1 ? '' : 's'} on Bukka are taking orders`;
}
