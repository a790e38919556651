// Preloaded by `npm run bench:worlds` into each mock server it measures
// (`node --expose-gc --import <this file> server.mjs …`), today's mock and older releases alike,
// none of which has a GC endpoint: SIGUSR2 runs a full GC and says so on stdout, so the bench reads
// memory that is really still held; and every GC pause over 20 ms is printed with its time, so the
// bench can say how much of a stall was the collector's (on a loaded machine its helper threads
// wait for a CPU too). And every turn of the event loop that came over 20 ms late, with the CPU time
// the process spent meanwhile: on a machine shared with other work, wall time counts the wait for a
// core, the CPU time what the mock itself held the loop for. Never part of the mock itself.
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

let lastWall = performance.now();
let lastCpu = process.cpuUsage();
const tick = () => {
  const wall = performance.now();
  const cpu = process.cpuUsage();
  const wallMs = wall - lastWall;
  if (wallMs > 20) {
    const cpuMs = (cpu.user + cpu.system - lastCpu.user - lastCpu.system) / 1000;
    const at = Math.round(performance.timeOrigin + wall);
    process.stdout.write(`[bench] stall ${wallMs.toFixed(1)} cpu ${cpuMs.toFixed(1)} at ${at}\n`);
  }
  lastWall = wall;
  lastCpu = cpu;
  setTimeout(tick, 1).unref();
};
setTimeout(tick, 1).unref();
