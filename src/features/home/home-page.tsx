import '#src/features/home/home.css';
import { lazy, Suspense } from 'react';
import { SkeletonCards } from '#src/components/skeleton.tsx';
import { HomeCategories } from '#src/features/home/home-categories.tsx';
import { HomeHero } from '#src/features/home/home-hero.tsx';
import { HOME_SKELETONS, homeTexts } from '#src/features/home/home-texts.ts';
import { VendorRiderBanner } from '#src/features/home/vendor-rider-banner.tsx';

// The API-backed sections (and the response schemas they parse with) load in their own chunk,
// fetched right away but off the first paint's critical path.
const StoresCarousel = lazy(async () => ({
  default: (await import('#src/features/home/stores-carousel.tsx')).StoresCarousel,
}));
const SuggestedProducts = lazy(async () => ({
  default: (await import('#src/features/home/suggested-products.tsx')).SuggestedProducts,
}));

function SectionFallback({ label, imageHeight }: { label: string; imageHeight: number }) {
  return (
    <div className="home-section home-section--loading">
      <SkeletonCards count={HOME_SKELETONS} imageHeight={imageHeight} label={label} />
    </div>
  );
}

/** Home: hero, nearby stores, categories, suggestions and the vendor/rider banner. */
export function HomePage() {
  return (
    <div className="home">
      <HomeHero />
      <Suspense fallback={<SectionFallback label={homeTexts.loadingStores} imageHeight={120} />}>
        <StoresCarousel />
      </Suspense>
      <HomeCategories />
      <Suspense fallback={<SectionFallback label={homeTexts.loadingSuggested} imageHeight={170} />}>
        <SuggestedProducts />
      </Suspense>
      <VendorRiderBanner />
    </div>
  );
}
