import { useId } from 'react';

export type StarFill = 'full' | 'half' | 'empty';

/** Rating rounded to the nearest half, clamped to 0..max, as one fill per star. */
export function starFills(rating: number, max = 5): StarFill[] {
  const value = Number.isFinite(rating) ? Math.min(max, Math.max(0, rating)) : 0;
  const halves = Math.round(value * 2);
  return Array.from({ length: max }, (_, index) => {
    const left = halves - index * 2;
    if (left >= 2) return 'full';
    return left === 1 ? 'half' : 'empty';
  });
}

/**
 * The rating said, to one decimal as the page's text shows it (4.8, not the stars' rounded 5):
 * the half stars are only the picture's precision.
 */
function formatRating(rating: number, max: number): string {
  const value = Number.isFinite(rating) ? Math.min(max, Math.max(0, rating)) : 0;
  return String(Math.round(value * 10) / 10);
}

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

function StarIcon({ fill, gradientId }: { fill: StarFill; gradientId: string }) {
  const paint = fill === 'full' ? 'currentColor' : fill === 'half' ? `url(#${gradientId})` : 'none';
  return (
    <svg
      className={`stars__icon stars__icon--${fill}`}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      {fill === 'half' ? (
        <defs>
          <linearGradient id={gradientId}>
            <stop offset="50%" stopColor="currentColor" />
            <stop offset="50%" stopColor="transparent" />
          </linearGradient>
        </defs>
      ) : null}
      <path d={STAR_PATH} fill={paint} stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

export interface StarsProps {
  /** 0..max; halves are shown (3.4 → 3½ stars). */
  rating: number;
  max?: number;
  /** When given, each star is a 24×24 button that rates 1..max. */
  onRate?: (value: number) => void;
  /** What is rated, for the accessible name ("store rating"). */
  label?: string;
}

/** Five-star display with half stars; optionally a row of rating buttons. */
export function Stars({ rating, max = 5, onRate, label = 'Rating' }: StarsProps) {
  const baseId = useId();
  const fills = starFills(rating, max);
  if (!onRate) {
    return (
      <span
        className="stars"
        role="img"
        aria-label={`${label}: ${formatRating(rating, max)} out of ${max}`}
      >
        {fills.map((fill, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a star's position is its identity
          <span className="stars__star" aria-hidden="true" key={`${baseId}-${index}`}>
            <StarIcon fill={fill} gradientId={`${baseId}-g${index}`} />
          </span>
        ))}
      </span>
    );
  }
  return (
    <fieldset className="stars stars--input">
      <legend className="visually-hidden">{label}</legend>
      {fills.map((fill, index) => {
        const value = index + 1;
        return (
          <button
            type="button"
            className="stars__star stars__button"
            key={`${baseId}-${value}`}
            aria-label={`${value} star${value === 1 ? '' : 's'}`}
            aria-pressed={Math.round(rating) === value}
            onClick={() => onRate(value)}
          >
            <span aria-hidden="true">
              <StarIcon fill={fill} gradientId={`${baseId}-g${index}`} />
            </span>
          </button>
        );
      })}
    </fieldset>
  );
}
