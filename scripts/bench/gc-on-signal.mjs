// Preloaded by `npm run bench:worlds` into each mock server it measures
// (`node --expose-gc --import <this file> server.mjs …`): SIGUSR2 runs a full GC and says so on
// stdout, so the bench reads memory that is really still held — today's mock and older releases
// alike, none of which has a GC endpoint. Never part of the mock itself.
process.on('SIGUSR2', () => {
  globalThis.gc?.();
  globalThis.gc?.();
  process.stdout.write('[bench] gc done\n');
});
