import '#src/features/riders/riders.css';
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { useParams } from 'wouter';
import { formatNairaAmount } from '#shared/money.ts';
import { isApiError } from '#src/api/client.ts';
import { riderQueries } from '#src/api/riders.ts';
import { QueryLoadFailure } from '#src/components/load-failure.tsx';
import { NotFoundPage } from '#src/components/not-found-page.tsx';
import { Spinner } from '#src/components/spinner.tsx';
import { Stars } from '#src/components/stars.tsx';
import { RiderReviews } from '#src/features/riders/rider-reviews.tsx';
import { hoursText, ridersTexts, ridesCompletedText } from '#src/features/riders/riders-texts.ts';
import { kmAwayText } from '#src/lib/text-format.ts';
import { searchingStore } from '#src/state/searching.ts';

/** /rider/{id}: balance, name, rating, delivery duration, distance (from a chosen place), reviews. */
export function RiderProfilePage() {
  const { id = '' } = useParams<{ id: string }>();
  // A distance only from a chosen place, where the answer measured it from there (the mock's
  // `measuredKm`; the hosted API ignores the place and sends a stored number: none shown).
  const near = useSnapshot(searchingStore).searchedLocation.trim();
  const profile = useQuery(riderQueries.profile(id, near));
  if (profile.isError && isApiError(profile.error) && profile.error.status === 404) {
    return <NotFoundPage explanation={ridersTexts.notFound} />;
  }
  // What was shown stays on a failed refetch; a failure shows only where nothing was.
  if (profile.data === undefined) {
    return profile.isError ? (
      <QueryLoadFailure message={ridersTexts.failed} query={profile} />
    ) : (
      <Spinner size="large" label={ridersTexts.loadingProfile} />
    );
  }
  const { user, allReviews } = profile.data;
  const rides = (user as { ridesCompleted?: unknown }).ridesCompleted;
  return (
    <div className="rider-profile">
      <header className="rider-profile__head">
        <h1>{user.name}</h1>
        <Stars rating={user.rating} label={ridersTexts.riderRating} />
        {typeof rides === 'number' ? <p>{ridesCompletedText(rides)}</p> : null}
      </header>
      <dl className="rider-profile__facts">
        {typeof user.balance === 'number' ? (
          <div>
            <dt>{ridersTexts.balance}</dt>
            <dd>{formatNairaAmount(user.balance)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{ridersTexts.rating}</dt>
          <dd>{user.rating}</dd>
        </div>
        <div>
          <dt>{ridersTexts.deliveryDuration}</dt>
          <dd>{hoursText(user.deliveryRate)}</dd>
        </div>
        {near && user.measuredKm === true ? (
          <div>
            <dt>{ridersTexts.distance}</dt>
            <dd>{kmAwayText(user.km, user.aboutKm === true)}</dd>
          </div>
        ) : null}
      </dl>
      <RiderReviews riderId={id} initial={allReviews} />
    </div>
  );
}
