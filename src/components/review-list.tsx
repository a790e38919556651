import '#src/components/review-list.css';
import type { Review } from '#shared/schemas/reviews.ts';
import { MediaPicture } from '#src/components/media-picture.tsx';

/** Reviews with the reviewer's picture and name, marked positive or negative. */
export function ReviewList({ reviews }: { reviews: readonly Review[] }) {
  return (
    <ul className="review-list">
      {reviews.map((review) => (
        <li
          key={review._id}
          className={`review review--${review.positive ? 'positive' : 'negative'}`}
        >
          <MediaPicture
            className="review__avatar"
            src={review.reviewerImg}
            width={40}
            height={40}
            fallback={<span className="review__avatar" aria-hidden="true" />}
          />
          <div>
            <p className="review__name">
              {review.reviewerName || 'A user'}
              <span className="review__kind">
                {review.positive ? ' · positive' : ' · negative'}
              </span>
            </p>
            <p className="review__msg">{review.msg}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
