// One big build at a time in a process. Building a big world (10,000 stores: seeded, read from a
// snapshot or loaded from --keep-worlds) allocates ~100 MB that all survives, and it is the
// collector's copying of what survives that holds the event loop (each young-generation
// collection copies what is alive at that moment). Two or three builds at once hold more alive at
// every collection — their documents read, their records being checked — and they all finish
// late; in a line, each finishes as soon as it would alone and the process holds one build's
// garbage at a time. A small world (a test's, a demo's) never waits: it is built at once, beside
// whatever big build is running.

/**
 * A build whose world holds this much or more (MB, estimated: `world-memory.ts`) waits its turn: a
 * seed of ~250 stores and up, a snapshot of ~3,300 records and up (a demo world is ~2 MB).
 */
export const BIG_BUILD_MB = 8;

export type BuildLine = {
  /**
   * Resolves when the build may run (at once when no big build is running), with the function
   * to call when it has ended, however it ended.
   */
  enter(): Promise<() => void>;
  /** Big builds waiting for their turn (the running one not counted). */
  readonly waiting: number;
  /** A big build is running. */
  readonly busy: boolean;
};

export function createBuildLine(): BuildLine {
  let busy = false;
  const line: (() => void)[] = [];
  const leave = () => {
    const next = line.shift();
    if (next) next();
    else busy = false;
  };
  /** The leave of one build: a second call does nothing. */
  const ticket = () => {
    let left = false;
    return () => {
      if (left) return;
      left = true;
      leave();
    };
  };
  return {
    enter() {
      if (!busy) {
        busy = true;
        return Promise.resolve(ticket());
      }
      return new Promise((resolve) => line.push(() => resolve(ticket())));
    },
    get waiting() {
      return line.length;
    },
    get busy() {
      return busy;
    },
  };
}
