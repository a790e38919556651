import {
  type CSSProperties,
  type ReactNode,
  type SyntheticEvent,
  useEffect,
  useState,
} from 'react';
import {
  firstScreenPending,
  firstScreenPictureRendered,
  firstScreenPictureSettled,
  onFirstScreenDone,
  WAITING_PICTURE,
} from '#src/lib/first-screen.ts';
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
 * A first-screen picture: said while it renders, settled when it loads, fails or leaves before
 * either (lib/first-screen.ts). Returns its load and error handlers.
 */
export function useFirstScreenPicture(): {
  onLoad: (event: SyntheticEvent<HTMLImageElement>) => void;
  onError: () => void;
} {
  firstScreenPictureRendered();
  useEffect(() => () => firstScreenPictureSettled(), []);
  return {
    onLoad: (event) => firstScreenPictureSettled(event.currentTarget),
    onError: () => firstScreenPictureSettled(),
  };
}

/** Whether this picture waits for the first screen's (only on the page's first load). */
function useWaitForFirstScreen(): boolean {
  const [wait, setWait] = useState(firstScreenPending);
  useEffect(() => (wait ? onFirstScreenDone(() => setWait(false)) : undefined), [wait]);
  return wait;
}

function FirstScreenImg(props: { src: string } & Omit<MediaPictureProps, 'src' | 'fallback'>) {
  const settle = useFirstScreenPicture();
  return <Img {...props} priority={true} {...settle} />;
}

function LaterImg(props: { src: string } & Omit<MediaPictureProps, 'src' | 'fallback'>) {
  const wait = useWaitForFirstScreen();
  return <Img {...props} src={wait ? WAITING_PICTURE : props.src} />;
}

function Img({
  src,
  width,
  height,
  className,
  style,
  priority,
  onLoad,
  onError,
}: {
  src: string;
  onLoad?: (event: SyntheticEvent<HTMLImageElement>) => void;
  onError?: () => void;
} & Omit<MediaPictureProps, 'src' | 'fallback'>) {
  return (
    <img
      className={className}
      src={src}
      alt=""
      width={width}
      height={height}
      style={style}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onLoad={onLoad}
      onError={onError}
    />
  );
}

/**
 * A decorative picture from the API's media (cards, avatars, order lines): `alt=""` because the
 * name beside it says what it is, decoded off the main thread; a `priority` one is fetched at once,
 * the others lazily, and on the page's first load only after the first screen's picture
 * (lib/first-screen.ts).
 */
export function MediaPicture({
  src,
  fallback = null,
  priority = false,
  ...rest
}: MediaPictureProps) {
  if (!src) return fallback;
  return priority ? (
    <FirstScreenImg src={mediaUrl(src)} {...rest} />
  ) : (
    <LaterImg src={mediaUrl(src)} {...rest} />
  );
}
