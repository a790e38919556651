import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Spinner } from '#src/components/spinner.tsx';
import { homeTexts } from '#src/features/home/home-texts.ts';

const HomeStoreMap = lazy(async () => ({
  default: (await import('#src/features/home/home-store-map.tsx')).HomeStoreMap,
}));

/**
 * Calls `start` once the page has loaded and the browser is idle: the first screen paints its
 * content (hero, cards) before Leaflet and the map's tiles compete with it for the network and the
 * main thread. Returns a cancel function.
 */
function afterPageLoad(start: () => void): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (typeof requestIdleCallback === 'function')
      idle = requestIdleCallback(start, { timeout: 1500 });
    else timer = setTimeout(start, 0);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle !== undefined) cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** True once `element` has been in view (at once where IntersectionObserver is missing). */
function useSeen(box: React.RefObject<HTMLDivElement | null>): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setSeen(true);
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [box]);
  return seen;
}

/**
 * The Lagos map embed with the stores as pins: a fixed-size box showing a still picture of the
 * map at once (home.css: home-map-preview.svg, npm run map:preview, inlined in the stylesheet so it
 * paints with the text); Leaflet, the stores' positions and the live tiles load over it once the
 * box is in view and the page has loaded.
 */
export function LagosMap() {
  const box = useRef<HTMLDivElement>(null);
  const seen = useSeen(box);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => afterPageLoad(() => setLoaded(true)), []);
  return (
    <div ref={box} className="home-map">
      {seen && loaded ? (
        <Suspense fallback={<Spinner label={homeTexts.mapLabel} />}>
          <HomeStoreMap />
        </Suspense>
      ) : null}
    </div>
  );
}
