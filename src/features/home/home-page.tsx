import '#src/features/home/home.css';
import { LoadFailure } from '#src/components/load-failure.tsx';
import { SkeletonCards } from '#src/components/skeleton.tsx';
import { DeferredSection, preload } from '#src/features/home/deferred-section.tsx';
import { HomeCategories } from '#src/features/home/home-categories.tsx';
import { HomeHero } from '#src/features/home/home-hero.tsx';
import { HOME_SKELETONS, homeTexts } from '#src/features/home/home-texts.ts';
import { VendorRiderBanner } from '#src/features/home/vendor-rider-banner.tsx';
import { texts } from '#src/lib/texts.ts';

// The API-backed sections (and the response schemas they parse with) come in their own chunk,
// requested as soon as this module runs, off the first paint's critical path.
const loadStores = preload(
  async () => (await import('#src/features/home/stores-carousel.tsx')).StoresCarousel,
);
const loadSuggested = preload(
  async () => (await import('#src/features/home/suggested-products.tsx')).SuggestedProducts,
);
void loadStores().catch(() => {});
void loadSuggested().catch(() => {});

function SectionFallback({ label, imageHeight }: { label: string; imageHeight: number }) {
  return (
    <div className="home-section home-section--loading">
      <SkeletonCards count={HOME_SKELETONS} imageHeight={imageHeight} label={label} />
    </div>
  );
}

// The section's code could not be fetched (offline, a new deployment): a reload fetches it again.
const failed = (
  <div className="home-section">
    <LoadFailure message={texts.somethingWentWrong} onRetry={() => window.location.reload()} />
  </div>
);

/** Home: hero, nearby stores, categories, suggestions and the vendor/rider banner. */
export function HomePage() {
  return (
    <div className="home">
      <HomeHero />
      <DeferredSection
        load={loadStores}
        fallback={<SectionFallback label={homeTexts.loadingStores} imageHeight={120} />}
        failure={failed}
      />
      <HomeCategories />
      <DeferredSection
        load={loadSuggested}
        fallback={<SectionFallback label={homeTexts.loadingSuggested} imageHeight={170} />}
        failure={failed}
      />
      <VendorRiderBanner />
    </div>
  );
}
