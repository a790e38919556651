import type { CSSProperties } from 'react';

interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** 'text' lines are rounded a little, 'block' images more, 'circle' avatars fully. */
  shape?: 'text' | 'block' | 'circle';
  className?: string;
}

/** A shimmering placeholder while content loads; hidden from assistive technology. */
export function Skeleton({
  width = '100%',
  height = '1em',
  shape = 'text',
  className,
}: SkeletonProps) {
  const classes = ['skeleton', `skeleton--${shape}`, className].filter(Boolean).join(' ');
  return <span className={classes} style={{ width, height }} aria-hidden="true" />;
}

export interface SkeletonCardsProps {
  /** How many placeholders (6 on home, 18 on the product page). */
  count: number;
  /** Image height in px (product card 170, 180 on /kitchen; store card 120). */
  imageHeight?: number;
  label?: string;
}

/** A grid of card placeholders with one status message for screen readers. */
export function SkeletonCards({ count, imageHeight = 170, label = 'Loading' }: SkeletonCardsProps) {
  return (
    <div className="skeleton-cards" role="status" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div className="skeleton-cards__card" key={index} aria-hidden="true">
          <Skeleton shape="block" height={imageHeight} />
          <Skeleton width="70%" />
          <Skeleton width="45%" />
        </div>
      ))}
    </div>
  );
}
