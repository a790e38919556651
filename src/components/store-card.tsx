import '#src/components/cards.css';
import { Link } from 'wouter';
import type { StoreCard as StoreCardData } from '#shared/schemas/stores.ts';
import { MediaPicture } from '#src/components/media-picture.tsx';
import { VerifiedBadge } from '#src/components/verified-badge.tsx';
import { cutName, deliveryTimeText, kmAwayText, sellsText } from '#src/lib/text-format.ts';

/**
 * Store card (spec section 3): image 120 px, name, verified badge, delivery time, distance. The
 * distance is shown only where the answer measured it from the chosen place (`distance`: the
 * mock's `measuredKm`): not without a place, where it would measure from nowhere, nor from the
 * hosted API, whose `km` is a number stored on the store whatever the place; and not where the
 * answer has none (the mock knows no such place). A store found by its dishes (the mock's text
 * search) names them, so the buyer sees why it is listed.
 */
export function StoreCard({
  store,
  distance,
  about = false,
  priority = false,
  heading: Heading = 'h3',
}: {
  store: StoreCardData;
  /** The answer's `km` is the distance from the chosen place (`measuredKm`). */
  distance: boolean;
  /** Measured from a stand-in for a larger place (a local government: the mock's `aboutKm`). */
  about?: boolean;
  /** One of the first cards on the screen: its picture is fetched at once (see MediaPicture). */
  priority?: boolean;
  /** h2 where the list sits right under the page's h1, h3 under a section's h2. */
  heading?: 'h2' | 'h3';
}) {
  return (
    <article className="store-card">
      <Link href={`/kitchen/${store._id}`} className="store-card__link">
        <MediaPicture
          className="store-card__img"
          src={store.businessImg}
          width={400}
          height={120}
          priority={priority}
          fallback={<span className="store-card__img store-card__img--none" />}
        />
        <Heading className="store-card__name">
          {cutName(store.businessName)}
          {store.verified ? <VerifiedBadge /> : null}
        </Heading>
      </Link>
      {store.matchedDishes?.length ? (
        <p className="store-card__meta store-card__dishes">{sellsText(store.matchedDishes)}</p>
      ) : null}
      <p className="store-card__meta">{deliveryTimeText(store.deliveryRate)}</p>
      {distance && store.km !== undefined ? (
        <p className="store-card__meta">{kmAwayText(store.km, about)}</p>
      ) : null}
    </article>
  );
}
