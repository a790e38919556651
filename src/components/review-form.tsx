// A review of a user (a rider, a store) by the signed-in reviewer: text, positive or not, posted
// once to /api/reviews. Shared by the rider profile and the delivered order's rating prompt; the
// screen that shows it says who is reviewed (`title`) and what follows a posted review.
import { type FormEvent, useId, useState } from 'react';
import { TEXT_LIMITS } from '#shared/schemas/field-limits.ts';
import type { Review } from '#shared/schemas/reviews.ts';
import { createReviewMutation } from '#src/api/reviews.ts';
import { Button } from '#src/components/button.tsx';
import { lengthNote } from '#src/lib/field-messages.ts';
import { notifyFailure } from '#src/lib/server-message.ts';
import { useSendOnce } from '#src/lib/use-send-once.ts';
import '#src/components/review-form.css';

const reviewFormTexts = {
  writeReview: 'Write a review',
  yourReview: 'Your review',
  positive: 'Positive',
  notPositive: 'Not positive',
  kind: 'Your experience',
  post: 'Post review',
  posting: 'Posting review…',
} as const;

export interface ReviewFormProps {
  /** Who is reviewed (the API's `userId`). */
  subjectId: string;
  /** Who writes (the signed-in user). */
  reviewerId: string;
  /** The form's heading ('Write a review', 'Rate Mama Put Kitchen'). */
  title?: string;
  /** The saved review (its writer's name added by the caller if it knows it). */
  onPosted: (review: Review) => void;
}

export function ReviewForm({
  subjectId,
  reviewerId,
  title = reviewFormTexts.writeReview,
  onPosted,
}: ReviewFormProps) {
  const [msg, setMsg] = useState('');
  const [positive, setPositive] = useState(true);
  const id = useId();
  const review = useSendOnce(createReviewMutation());
  const note = lengthNote(reviewFormTexts.yourReview, msg, TEXT_LIMITS.review);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (msg.trim() === '') return;
    review.send(
      { userId: subjectId, reviewerId, msg: msg.trim(), positive },
      {
        onSuccess: (saved) => {
          setMsg('');
          onPosted({
            _id: saved._id,
            msg: saved.msg,
            positive: saved.positive,
            reviewerId: saved.reviewerId,
          });
        },
        onError: notifyFailure,
      },
    );
  };
  return (
    <form className="review-form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{title}</h3>
      <label htmlFor={`${id}-msg`}>{reviewFormTexts.yourReview}</label>
      <textarea
        id={`${id}-msg`}
        value={msg}
        rows={3}
        required
        maxLength={TEXT_LIMITS.review}
        aria-describedby={note ? `${id}-note` : undefined}
        onChange={(event) => setMsg(event.target.value)}
      />
      {note ? (
        <p id={`${id}-note`} className="review-form__note">
          {note}
        </p>
      ) : null}
      <fieldset className="review-form__kind">
        <legend>{reviewFormTexts.kind}</legend>
        <label>
          <input
            type="radio"
            name={`${id}-kind`}
            checked={positive}
            onChange={() => setPositive(true)}
          />
          {reviewFormTexts.positive}
        </label>
        <label>
          <input
            type="radio"
            name={`${id}-kind`}
            checked={!positive}
            onChange={() => setPositive(false)}
          />
          {reviewFormTexts.notPositive}
        </label>
      </fieldset>
      <Button
        type="submit"
        loading={review.busy}
        busyLabel={reviewFormTexts.posting}
        disabled={msg.trim() === ''}
      >
        {reviewFormTexts.post}
      </Button>
    </form>
  );
}
