// On the page's first load, the pictures below the first screen wait for the first screen's own
// (a store's first dish cards, the product's main photo: the page's largest paint). A phone on a
// slow link otherwise fetches a dozen lazy card pictures at once — Chromium's lazy loading starts
// every picture within ~1,250 px of the screen — and they share the link with the one picture the
// person is waiting for (measured with Lighthouse's phone profile: the store page's largest paint
// came after all of them). They wait until that picture has loaded (or failed) and been painted,
// at most FIRST_SCREEN_WAIT_MS; after that nothing waits again (a later page's pictures come from
// a warm link while the person reads).

/** The longest the other pictures wait for the first screen's (a stalled picture holds nothing). */
export const FIRST_SCREEN_WAIT_MS = 3000;

/** A transparent pixel: a waiting picture keeps its box (no layout shift) and fetches nothing. */
export const WAITING_PICTURE =
  'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

let expected = false;
let done = false;
let timer: ReturnType<typeof setTimeout> | undefined;
const waiting = new Set<() => void>();

function finish(): void {
  if (done) return;
  done = true;
  clearTimeout(timer);
  for (const listener of waiting) listener();
  waiting.clear();
}

/**
 * Said while a first-screen picture renders (before the pictures after it in the page, which read
 * `firstScreenPending`); idempotent, so a render done twice counts once.
 */
export function firstScreenPictureRendered(): void {
  if (done || expected) return;
  expected = true;
  timer = setTimeout(finish, FIRST_SCREEN_WAIT_MS);
}

/** After the frame that follows the next: the frame in between is the one that paints. */
function afterNextPaint(run: () => void): void {
  if (typeof requestAnimationFrame !== 'function') {
    setTimeout(run, 0);
    return;
  }
  requestAnimationFrame(() => requestAnimationFrame(run));
}

/**
 * The first-screen picture loaded (`picture`), failed or left the page: the rest go once it is
 * painted — decoded first (pictures decode off the main thread, so a loaded one may paint frames
 * later), then the frame that shows it.
 */
export function firstScreenPictureSettled(picture?: HTMLImageElement): void {
  if (done) return;
  const decoded = picture?.decode ? picture.decode().catch(() => {}) : Promise.resolve();
  void decoded.then(() => afterNextPaint(finish));
}

/** Whether a picture rendering now should wait (the first load's first screen still on its way). */
export function firstScreenPending(): boolean {
  return expected && !done;
}

/** Calls `listener` once the first screen's picture is in (at once if it is); returns a cancel. */
export function onFirstScreenDone(listener: () => void): () => void {
  if (!firstScreenPending()) {
    listener();
    return () => {};
  }
  waiting.add(listener);
  return () => waiting.delete(listener);
}
