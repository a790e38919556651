import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Review } from '#shared/schemas/reviews.ts';
import { reviewQueries } from '#src/api/reviews.ts';
import { Button } from '#src/components/button.tsx';
import { ReviewList } from '#src/components/review-list.tsx';
import { ReviewForm } from '#src/features/riders/review-form.tsx';
import { ridersTexts } from '#src/features/riders/riders-texts.ts';

/** Merge lists keeping the first of each _id. */
function mergeReviews(...lists: ReadonlyArray<readonly Review[]>): Review[] {
  const seen = new Set<string>();
  const out: Review[] = [];
  for (const review of lists.flat()) {
    if (seen.has(review._id)) continue;
    seen.add(review._id);
    out.push(review);
  }
  return out;
}

/**
 * The profile's reviews. The user's review list (`GET /api/users/reviews/{id}`) is read in the
 * background once the profile shows any review; 'See More' is offered only when that list holds
 * reviews the profile does not show yet, and reveals them (it never posts anything). A profile
 * without reviews has none to add (the hosted API never answers that call for such a user). A
 * signed-in visitor can write one.
 */
export function RiderReviews({
  riderId,
  initial,
}: {
  riderId: string;
  initial: readonly Review[];
}) {
  const [more, setMore] = useState(false);
  const [posted, setPosted] = useState<Review[]>([]);
  const extra = useQuery({ ...reviewQueries.of(riderId), enabled: initial.length > 0 });
  const known = mergeReviews(posted, initial);
  const all = mergeReviews(known, extra.data ?? []);
  const hasMore = all.length > known.length;
  const shown = more ? all : known;
  return (
    <section className="rider-reviews" aria-labelledby="rider-reviews-title">
      <h2 id="rider-reviews-title">{ridersTexts.reviews}</h2>
      {shown.length === 0 ? <p>{ridersTexts.noReviews}</p> : <ReviewList reviews={shown} />}
      {hasMore && !more ? (
        <Button variant="secondary" onClick={() => setMore(true)}>
          {ridersTexts.seeMore}
        </Button>
      ) : null}
      <ReviewForm riderId={riderId} onPosted={(review) => setPosted((list) => [review, ...list])} />
    </section>
  );
}
