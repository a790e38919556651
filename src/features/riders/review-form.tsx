import { type FormEvent, useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { createReviewMutation } from '#src/api/reviews.ts';
import type { Review } from '#src/api/schemas/reviews.ts';
import { signInRoute } from '#src/app/auth-paths.ts';
import { Button } from '#src/components/button.tsx';
import { ridersTexts } from '#src/features/riders/riders-texts.ts';
import { notifyFailure } from '#src/lib/server-message.ts';
import { notifySuccess } from '#src/lib/toast.ts';
import { useSendOnce } from '#src/lib/use-send-once.ts';
import { sessionStore, sessionUserId } from '#src/state/session.ts';

/** A signed-in user writes a review (positive or not) that posts to /api/reviews. */
export function ReviewForm({
  riderId,
  onPosted,
}: {
  riderId: string;
  onPosted: (review: Review) => void;
}) {
  const session = useSnapshot(sessionStore);
  const userId = sessionUserId(session);
  const [msg, setMsg] = useState('');
  const [positive, setPositive] = useState(true);
  const id = useId();
  const review = useSendOnce(createReviewMutation());
  if (!userId) {
    return (
      <p className="review-form__signin">
        <Link href={signInRoute(`/rider/${riderId}`)}>{ridersTexts.signInToReview}</Link>
      </p>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (msg.trim() === '') return;
    review.send(
      { userId: riderId, reviewerId: userId, msg: msg.trim(), positive },
      {
        onSuccess: (saved) => {
          const firstname = session.userInfo?.user?.firstname ?? session.userInfo?.firstname;
          onPosted({
            _id: saved._id,
            msg: saved.msg,
            positive: saved.positive,
            reviewerId: saved.reviewerId,
            reviewerName: typeof firstname === 'string' ? firstname : undefined,
          });
          setMsg('');
          notifySuccess(ridersTexts.posted);
        },
        onError: notifyFailure,
      },
    );
  };
  return (
    <form className="review-form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{ridersTexts.writeReview}</h3>
      <label htmlFor={`${id}-msg`}>{ridersTexts.yourReview}</label>
      <textarea
        id={`${id}-msg`}
        value={msg}
        rows={3}
        required
        maxLength={1000}
        onChange={(event) => setMsg(event.target.value)}
      />
      <fieldset className="review-form__kind">
        <legend>{ridersTexts.kind}</legend>
        <label>
          <input
            type="radio"
            name={`${id}-kind`}
            checked={positive}
            onChange={() => setPositive(true)}
          />
          {ridersTexts.positive}
        </label>
        <label>
          <input
            type="radio"
            name={`${id}-kind`}
            checked={!positive}
            onChange={() => setPositive(false)}
          />
          {ridersTexts.notPositive}
        </label>
      </fieldset>
      <Button
        type="submit"
        loading={review.busy}
        busyLabel={ridersTexts.posting}
        disabled={msg.trim() === ''}
      >
        {ridersTexts.post}
      </Button>
    </form>
  );
}
