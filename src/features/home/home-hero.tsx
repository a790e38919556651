import { homeTexts } from '#src/features/home/home-texts.ts';
import { LagosMap } from '#src/features/home/lagos-map.tsx';
import { PromoCarousel } from '#src/features/home/promo-carousel.tsx';
import { openAddressDialog } from '#src/state/address-dialog.ts';

/** Hero: read-only location search that opens the picker, the headline, map and carousel. */
export function HomeHero() {
  return (
    <section className="home-hero" aria-labelledby="home-headline">
      <div className="home-hero__intro">
        <label className="visually-hidden" htmlFor="hero-location">
          {homeTexts.heroLabel}
        </label>
        <input
          id="hero-location"
          className="home-hero__search"
          type="text"
          readOnly
          placeholder={homeTexts.heroPlaceholder}
          onClick={openAddressDialog}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault();
              openAddressDialog();
            }
          }}
        />
        <h1 id="home-headline" className="home-hero__headline">
          {homeTexts.headline}
        </h1>
        <LagosMap />
      </div>
      <PromoCarousel />
    </section>
  );
}
