import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { reviewQueries } from '#src/api/reviews.ts';
import type { Review } from '#src/api/schemas/review.ts';
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
 * The profile's reviews; 'See More' loads the user's review list and adds the ones not shown yet
 * (it never posts anything). A signed-in visitor can write one.
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
  const extra = useQuery({ ...reviewQueries.of(riderId), enabled: more });
  const shown = mergeReviews(posted, initial, extra.data ?? []);
  const nothingNew = extra.isSuccess && shown.length === mergeReviews(posted, initial).length;
  return (
    <section className="rider-reviews" aria-labelledby="rider-reviews-title">
      <h2 id="rider-reviews-title">{ridersTexts.reviews}</h2>
      {shown.length === 0 ? <p>{ridersTexts.noReviews}</p> : <ReviewList reviews={shown} />}
      {!more || extra.isFetching ? (
        <Button variant="secondary" loading={extra.isFetching} onClick={() => setMore(true)}>
          {ridersTexts.seeMore}
        </Button>
      ) : nothingNew ? (
        <p className="rider-reviews__end">{ridersTexts.noMoreReviews}</p>
      ) : null}
      <ReviewForm riderId={riderId} onPosted={(review) => setPosted((list) => [review, ...list])} />
    </section>
  );
}
