import { type KeyboardEvent, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { buttonClass } from '#src/components/button.tsx';
import { env } from '#src/config/env.ts';
import {
  CAROUSEL_INTERVAL_MS,
  homeTexts,
  slideLabel,
  slidePictures,
  slideTitles,
} from '#src/features/home/home-texts.ts';
import { useMediaQuery, WIDE_SCREEN } from '#src/lib/use-media-query.ts';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Which slide shows: it moves every CAROUSEL_INTERVAL_MS unless paused (the button), held (hovered
 * or focused) or reduced motion is asked; arrow keys, the buttons and the dots change it.
 */
function useCarousel(count: number) {
  const reduced = useMediaQuery(REDUCED_MOTION);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const running = !paused && !held && !reduced;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [running, count]);

  const go = (next: number) => setIndex((next + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else return;
    event.preventDefault();
  };
  const hold = (on: boolean) => () => setHeld(on);
  const regionHandlers = {
    onKeyDown,
    onMouseEnter: hold(true),
    onMouseLeave: hold(false),
    onFocus: hold(true),
    onBlur: hold(false),
  };
  const togglePaused = () => setPaused((p) => !p);
  return { index, go, paused, togglePaused, running, regionHandlers };
}

/** Pictures that did not arrive (offline): left out, never a broken-image icon; tried again online. */
function useMissingPictures() {
  const [missing, setMissing] = useState<ReadonlySet<number>>(new Set());
  useEffect(() => {
    const again = () => setMissing(new Set());
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, []);
  const markMissing = (i: number) => setMissing((before) => new Set(before).add(i));
  return { missing, markMissing };
}

function PromoSlide({
  i,
  title,
  shown,
  withPicture,
  withOrderLink,
  onPictureError,
}: {
  i: number;
  title: string;
  shown: boolean;
  withPicture: boolean;
  withOrderLink: boolean;
  onPictureError: () => void;
}) {
  return (
    <section
      className={`promo__slide promo__slide--${i + 1}`}
      aria-roledescription="slide"
      aria-label={slideLabel(i, slideTitles.length)}
      hidden={!shown}
    >
      {withPicture ? (
        <img
          className="promo__picture"
          src={`${env.BASE_URL || '/'}promo/${slidePictures[i]}.svg`}
          alt=""
          width={200}
          height={200}
          loading={i === 0 ? 'eager' : 'lazy'}
          decoding="async"
          onError={onPictureError}
        />
      ) : null}
      <p className="promo__title">{title}</p>
      {withOrderLink ? (
        <Link href="/search" className={buttonClass('primary', 'medium')}>
          {homeTexts.orderNow}
        </Link>
      ) : null}
    </section>
  );
}

function PromoControls({
  index,
  go,
  paused,
  togglePaused,
}: Pick<ReturnType<typeof useCarousel>, 'index' | 'go' | 'paused' | 'togglePaused'>) {
  const count = slideTitles.length;
  return (
    <div className="promo__controls">
      <button
        type="button"
        className="promo__button"
        aria-label={homeTexts.previous}
        onClick={() => go(index - 1)}
      >
        ‹
      </button>
      <button
        type="button"
        className="promo__button"
        aria-label={paused ? homeTexts.play : homeTexts.pause}
        onClick={togglePaused}
      >
        {paused ? '▶' : '❚❚'}
      </button>
      <button
        type="button"
        className="promo__button"
        aria-label={homeTexts.next}
        onClick={() => go(index + 1)}
      >
        ›
      </button>
      <span className="promo__dots">
        {slideTitles.map((title, i) => (
          <button
            key={title}
            type="button"
            className="promo__dot"
            aria-label={slideLabel(i, count)}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => go(i)}
          />
        ))}
      </span>
    </div>
  );
}

/** The spec's banner texts, once for the banner (not on each slide), as badges. */
function PromoFooter() {
  return (
    <div className="promo__footer">
      <ul className="promo__badges" aria-label={homeTexts.badgesLabel}>
        <li className="promo__badge">{homeTexts.bdc}</li>
        <li className="promo__badge">{homeTexts.logistics}</li>
      </ul>
      <p className="promo__third-party">{homeTexts.thirdParty}</p>
    </div>
  );
}

/**
 * The 8-slide promotion carousel: moves every 5000 ms unless paused (or reduced motion is asked),
 * pauses while hovered or focused, arrow keys and buttons change slides. Below 1200 px each slide
 * has an 'Order Now' link to /search; wider screens show one static 'Order Now'. Under the
 * controls, once: the spec's badges ('BDC approved', 'logistics') and the third-party credit. Each slide carries
 * a food illustration (a static file: no JavaScript; decorative, the title says it all).
 */
export function PromoCarousel() {
  const wide = useMediaQuery(WIDE_SCREEN);
  const { index, go, paused, togglePaused, running, regionHandlers } = useCarousel(
    slideTitles.length,
  );
  const { missing, markMissing } = useMissingPictures();

  return (
    <section
      className="promo"
      aria-roledescription="carousel"
      aria-label={homeTexts.promotions}
      {...regionHandlers}
    >
      <div className="promo__viewport" aria-live={running ? 'off' : 'polite'}>
        {slideTitles.map((title, i) => (
          <PromoSlide
            key={title}
            i={i}
            title={title}
            shown={i === index}
            withPicture={!missing.has(i)}
            withOrderLink={!wide}
            onPictureError={() => markMissing(i)}
          />
        ))}
      </div>
      <PromoControls index={index} go={go} paused={paused} togglePaused={togglePaused} />
      {wide ? (
        <Link href="/search" className={buttonClass('primary', 'large', 'promo__static-order')}>
          {homeTexts.orderNow}
        </Link>
      ) : null}
      <PromoFooter />
    </section>
  );
}
