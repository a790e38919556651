import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Spinner } from '#src/components/spinner.tsx';
import { homeTexts } from '#src/features/home/home-texts.ts';

const HomeStoreMap = lazy(async () => ({
  default: (await import('#src/features/home/home-store-map.tsx')).HomeStoreMap,
}));

/**
 * The Lagos map embed with the stores as pins: a fixed-size box whose Leaflet code (and the
 * stores' positions) load once it scrolls into view.
 */
export function LagosMap() {
  const box = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setVisible(true);
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} className="home-map">
      {visible ? (
        <Suspense fallback={<Spinner label={homeTexts.mapLabel} />}>
          <HomeStoreMap />
        </Suspense>
      ) : null}
    </div>
  );
}
