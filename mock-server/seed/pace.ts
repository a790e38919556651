// How a world's seeding shares the process (issue 29 #3). Seeding a world of 10,000 stores is
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
 * Lets the event loop run (`setImmediate`: pending I/O is served first) whenever `sliceMs` of
 * seeding ran since the last time. Node only.
 */
export function yieldEvery(sliceMs: number, now: () => number = () => performance.now()): Pace {
  let since = now();
  const resume = (done: () => void) => {
    since = now();
    done();
  };
  return () =>
    now() - since < sliceMs ? undefined : new Promise<void>((done) => setImmediate(resume, done));
}
