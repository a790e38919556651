// The static demo's world file: made at build time (scripts/build/demo-world.ts), read in the page
// (start-demo.ts).

/** Where the demo finds its world, under the build's base path (beside index.html). */
export const DEMO_WORLD_FILE = 'demo-world.json';

/** The seed of that world: the demo's seed when the address names none. */
export const DEMO_WORLD_SEED = 1;
