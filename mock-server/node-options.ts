// The Node options the mock server runs with wherever it serves as a server: `npm start`,
// `npm run mock` (package.json), a fleet's replicas (`scripts/fleet/fleet.ts`), the image
// (`deploy/kubernetes/Dockerfile`) and the worlds bench, which starts every target as its
// `npm run mock` did (`scripts/bench/releases.ts`). `node-options.test.ts` keeps them in step.
//
// `--max-semi-space-size=4`: a young generation of 4 MB semi-spaces (Node 24's grows to 32 MB).
// A world being built — seeded, or read from a snapshot — keeps nearly everything it allocates,
// and a young-generation collection copies what is alive, so its pause grows with the young
// generation: ~25 ms a collection at 32 MB, in the turn of whatever request was running (and the
// full collections' copy of the young generation with it), ~2 ms at 4 MB. A request's garbage
// still dies young at this size: the store page's CPU per request did not move measurably. It is
// read when the engine starts, so it cannot be set from inside the process (as the scavenges on
// the main thread are, `worlds/full-gc.ts`).

export const MOCK_NODE_OPTIONS: readonly string[] = ['--max-semi-space-size=4'];
