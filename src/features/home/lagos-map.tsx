import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Spinner } from '#src/components/spinner.tsx';
import { DEFAULT_CENTER, DEFAULT_ZOOM } from '#src/features/address/map-config.ts';
import { homeTexts } from '#src/features/home/home-texts.ts';

const LeafletMap = lazy(async () => ({
  default: (await import('#src/features/address/leaflet-map.tsx')).LeafletMap,
}));

/** The Lagos map embed: a fixed-size box whose Leaflet code loads once it scrolls into view. */
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
          <LeafletMap
            center={DEFAULT_CENTER}
            zoom={DEFAULT_ZOOM}
            label={homeTexts.mapLabel}
            interactive={false}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
