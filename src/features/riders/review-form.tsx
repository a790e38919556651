// The rider profile's review form: a signed-out visitor is asked to sign in first; a signed-in
// one writes through the shared form (src/components/review-form.tsx).
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import type { Review } from '#shared/schemas/reviews.ts';
import { ReviewForm as SharedReviewForm } from '#src/components/review-form.tsx';
import { ridersTexts } from '#src/features/riders/riders-texts.ts';
import { signInRoute } from '#src/lib/auth-paths.ts';
import { notifySuccess } from '#src/lib/toast.ts';
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
  if (!userId) {
    return (
      <p className="review-form__signin">
        <Link href={signInRoute(`/rider/${riderId}`)}>{ridersTexts.signInToReview}</Link>
      </p>
    );
  }
  return (
    <SharedReviewForm
      subjectId={riderId}
      reviewerId={userId}
      onPosted={(saved) => {
        const firstname = session.userInfo?.user?.firstname ?? session.userInfo?.firstname;
        onPosted({
          ...saved,
          reviewerName: typeof firstname === 'string' ? firstname : undefined,
        });
        notifySuccess(ridersTexts.posted);
      }}
    />
  );
}
