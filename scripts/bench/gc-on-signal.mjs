// Preloaded by `npm run bench:worlds` into each mock server it measures
// (`node --expose-gc --import <this file> server.mjs …`), today's mock and older releases alike,
// none of which has a GC endpoint: SIGUSR2 runs a full GC and says so on stdout, so the bench reads
// memory that is really still held; and every GC pause over 20 ms is printed with its time, so the
// bench can say how much of a stall was the collector's (on a loaded machine its helper threads
// wait for a CPU too). Never part of the mock itself.
import { PerformanceObserver } from 'node:perf_hooks';

process.on('SIGUSR2', () => {
  globalThis.gc?.();
  globalThis.gc?.();
  process.stdout.write('[bench] gc done\n');
});

new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (entry.duration > 20) {
      const at = Math.round(performance.timeOrigin + entry.startTime);
      process.stdout.write(`[bench] gc-pause ${entry.duration.toFixed(1)} at ${at}\n`);
    }
  }
}).observe({ entryTypes: ['gc'] });
