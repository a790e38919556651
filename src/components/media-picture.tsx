import type { CSSProperties, ReactNode } from 'react';
import { mediaUrl } from '#src/lib/media-url.ts';

export interface MediaPictureProps {
  /** A media path or URL from the API; empty or missing shows `fallback`. */
  src: string | null | undefined;
  width: number;
  height: number;
  className?: string;
  style?: CSSProperties;
  /** What stands in its place when there is no picture (nothing by default). */
  fallback?: ReactNode;
  /** A picture of the first screen (likely its largest paint): fetched at once, first. */
  priority?: boolean;
}

/**
 * A decorative picture from the API's media (cards, avatars, order lines): `alt=""` because the
 * name beside it says what it is, loaded lazily (unless `priority`) and decoded off the main thread.
 */
export function MediaPicture({
  src,
  width,
  height,
  className,
  style,
  fallback = null,
  priority = false,
}: MediaPictureProps) {
  if (!src) return fallback;
  return (
    <img
      className={className}
      src={mediaUrl(src)}
      alt=""
      width={width}
      height={height}
      style={style}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
