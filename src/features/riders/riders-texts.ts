// Texts of the riders list and the rider profile (spec "Riders").
export const ridersTexts = {
  loading: 'Loading riders',
  loadingProfile: 'Loading rider',
  failed: 'something went wrong',
  balance: 'Balance',
  rating: 'Rating',
  deliveryDuration: 'Delivery duration',
  distance: 'Distance',
  reviews: 'Reviews',
  noReviews: 'No reviews yet.',
  seeMore: 'See More',
  posted: 'Review posted',
  signInToReview: 'Sign in to write a review',
  riderRating: 'Rider rating',
  notFound: 'This rider could not be found.',
  noMatch: (query: string) => `No rider's name or area matches “${query}”.`,
  allRiders: 'See all riders',
} as const;

/** '(n) Riders found near you' from a chosen place; '(n) Riders found' without one. */
export function ridersFound(count: number, near = true): string {
  return near ? `(${count}) Riders found near you` : `(${count}) Riders found`;
}

/**
 * A rider's delivery duration (`deliveryRate`, in hours): under an hour in minutes ('35 min'), a
 * whole number of hours as hours, else hours and minutes ('1 h 30 min').
 */
export function hoursText(hours: number): string {
  const minutes = Math.round(hours * 60);
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m === 0 ? `${h} hour${h === 1 ? '' : 's'}` : `${h} h ${m} min`;
}

/** '{n} rides completed', only from a number the API gives. */
export function ridesCompletedText(count: number): string {
  return `${count} ride${count === 1 ? '' : 's'} completed`;
}
