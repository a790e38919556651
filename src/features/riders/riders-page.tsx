import '#src/features/riders/riders.css';
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { Link, useSearch } from 'wouter';
import { riderQueries } from '#src/api/riders.ts';
import { QueryLoadFailure } from '#src/components/load-failure.tsx';
import { MediaPicture } from '#src/components/media-picture.tsx';
import { SkeletonCards } from '#src/components/skeleton.tsx';
import { Stars } from '#src/components/stars.tsx';
import { ridersFound, ridersTexts } from '#src/features/riders/riders-texts.ts';
import { kmAwayText } from '#src/lib/text-format.ts';
import { searchingStore } from '#src/state/searching.ts';

/** /riders: '(n) Riders found near you' (with a chosen place the answer measured from: that city's riders, nearest first,
 * each 'Nkm away' where the answer measured it from there — the mock's `measuredKm`; the hosted
 * API ignores the place and its `km` is a stored number: no distance), each linking to
 * /rider/{id}; ?query narrows by a rider's name or area (the hosted API: area only). */
export function RidersPage() {
  const query = new URLSearchParams(useSearch()).get('query') ?? '';
  // From the buyer's chosen place: its city's riders, nearest first, at their distance.
  const near = useSnapshot(searchingStore).searchedLocation.trim();
  const riders = useQuery(riderQueries.list({ query, near }));
  // What was shown stays on a failed refetch; a failure shows only where nothing was.
  if (riders.data === undefined) {
    return riders.isError ? (
      <QueryLoadFailure message={ridersTexts.failed} query={riders} />
    ) : (
      <SkeletonCards count={6} imageHeight={120} label={ridersTexts.loading} />
    );
  }
  // "Near you" only where the answer was measured from the place (the hosted API ignores it).
  const measured = riders.data.some((rider) => rider.measuredKm === true);
  return (
    <section className="riders-page" aria-labelledby="riders-title">
      <h1 id="riders-title">{ridersFound(riders.data.length, near !== '' && measured)}</h1>
      {query && riders.data.length === 0 ? (
        <p className="riders-page__none">
          {ridersTexts.noMatch(query)} <Link href="/riders">{ridersTexts.allRiders}</Link>
        </p>
      ) : null}
      <ul className="rider-grid">
        {riders.data.map((rider) => (
          <li key={rider._id}>
            <Link href={`/rider/${rider._id}`} className="rider-card">
              <MediaPicture
                src={rider.img}
                width={64}
                height={64}
                fallback={<span className="rider-card__avatar" />}
              />
              <span className="rider-card__body">
                <span className="rider-card__name">{rider.name ?? rider.firstname}</span>
                <span className="rider-card__meta">{rider.physicalAddress}</span>
                {near && rider.measuredKm === true && rider.km !== undefined ? (
                  <span className="rider-card__meta">
                    {kmAwayText(rider.km, rider.aboutKm === true)}
                  </span>
                ) : null}
              </span>
            </Link>
            <Stars rating={rider.rating ?? 0} label={ridersTexts.riderRating} />
          </li>
        ))}
      </ul>
    </section>
  );
}
