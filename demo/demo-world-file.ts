// The static demo's world file: made at build time (scripts/build/demo-world.ts), read by the
// demo's mock worker (demo-world.ts), its times brought to the day it is loaded.
import { env } from '#src/config/env.ts';

/** Where the demo finds its world, under the build's base path (beside index.html). */
export const DEMO_WORLD_FILE = 'demo-world.json';

/** The seed of that world: the demo's seed when the address names none. */
export const DEMO_WORLD_SEED = 1;

/** The world file's address under the build's base path. */
export const demoWorldUrl = (): string => `${env.BASE_URL || '/'}${DEMO_WORLD_FILE}`;

/** Record times: epoch milliseconds (`…At`, and `isTaken`, the time an order was taken). */
const isTime = (key: string, value: unknown) =>
  typeof value === 'number' && (key.endsWith('At') || key === 'isTaken');

/**
 * The build-time world's records with every time moved by `shiftMs`, so that what was an hour old
 * when the demo was built is an hour old now.
 */
export function shiftWorldTimes(document: unknown, shiftMs: number): unknown {
  const records = (document as { records?: Record<string, Array<Record<string, unknown>>> })
    .records;
  for (const list of Object.values(records ?? {})) {
    for (const record of list) {
      for (const [key, value] of Object.entries(record)) {
        if (isTime(key, value)) record[key] = (value as number) + shiftMs;
      }
    }
  }
  return document;
}
