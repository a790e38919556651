import '#src/components/cards.css';
import { Link } from 'wouter';
import type { StoreCard as StoreCardData } from '#src/api/schemas/stores.ts';
import { MediaPicture } from '#src/components/media-picture.tsx';
import { VerifiedBadge } from '#src/components/verified-badge.tsx';
import { cutName, deliveryTimeText, kmAwayText } from '#src/lib/text-format.ts';

/**
 * Store card (spec section 3): image 120 px, name, verified badge, delivery time, distance. The
 * distance is left out where no location was given (`distance={false}`): it would measure from
 * nowhere; and where the answer has none (the mock knows no such place).
 */
export function StoreCard({
  store,
  distance = true,
}: {
  store: StoreCardData;
  distance?: boolean;
}) {
  return (
    <article className="store-card">
      <Link href={`/kitchen/${store._id}`} className="store-card__link">
        <MediaPicture
          className="store-card__img"
          src={store.businessImg}
          width={400}
          height={120}
          fallback={<span className="store-card__img store-card__img--none" />}
        />
        <h3 className="store-card__name">
          {cutName(store.businessName)}
          {store.verified ? <VerifiedBadge /> : null}
        </h3>
      </Link>
      <p className="store-card__meta">{deliveryTimeText(store.deliveryRate)}</p>
      {distance && store.km !== undefined ? (
        <p className="store-card__meta">{kmAwayText(store.km)}</p>
      ) : null}
    </article>
  );
}
