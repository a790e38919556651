// How a world's seeding shares the process. Seeding a world of 10,000 stores is
// ~1.5 s of work; run in one go it would hold the event loop that long, and every other world's
// requests would wait for it. The seeding calls its `Pace` between slices (a store, a reviewed
// user, an order, a few records): the registry's pace yields to the event loop once a few ms ran,
// the default one never does (the browser's demo, the world a mock starts with). Yielding moves no
// draw of the world's rng: the same seed gives the same world, byte for byte, however it is paced.

/** Called between slices of seeding: a promise to wait for when other work should run now. */
export type Pace = () => Promise<void> | undefined;

/** Seeds in one go. */
export const noPace: Pace = () => undefined;

/**
 * Paces for any number of seedings at once that together run at most one slice of `sliceMs` per
 * turn of the event loop: a seeding past its slice waits in line, and each turn (`setImmediate`:
 * pending I/O is served first) resumes the first in line. Three worlds seeded at once delay a
 * request by one slice, not three. Node only.
 */
export function sharedTurns(
  sliceMs: number,
  now: () => number = () => performance.now(),
): () => Pace {
  let since = now();
  const line: (() => void)[] = [];
  let scheduled = false;
  const turn = () => {
    scheduled = false;
    const next = line.shift();
    since = now();
    next?.();
    if (line.length > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(turn);
  };
  const pace: Pace = () => {
    if (now() - since < sliceMs) return undefined;
    return new Promise<void>((resolve) => {
      line.push(resolve);
      schedule();
    });
  };
  return () => pace;
}
