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

export function hoursText(hours: number): string {
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

/** '{n} rides completed', only from a number the API gives. */
export function ridesCompletedText(count: number): string {
  return `${count} ride${count === 1 ? '' : 's'} completed`;
}
