// Preloaded by the worlds case into each mock server it measures
// (`node --expose-gc --import <this file> server.mjs …`), today's mock and older releases alike,
// none of which has a GC endpoint: SIGUSR2 runs a full GC and says so on stdout, so the bench reads
// memory that is really still held; and every GC pause over 20 ms is printed with its time, so the
// bench can say how much of a stall was the collector's (on a loaded machine its helper threads
// wait for a CPU too). And every turn of the event loop that came over 20 ms late, with the CPU time
// the process spent meanwhile: on a machine shared with other work, wall time counts the wait for a
// core, the CPU time what the mock itself held the loop for. On Linux also the main thread's own
// time on a core in that turn and its time waiting for one (/proc/self/task/<pid>/schedstat, in
// ns): the process's CPU time counts the collector's helper threads too, and on a machine shared
// with other work most of a long turn's wall time can be the main thread waiting for a core.
// Never part of the mock itself.
import { readFileSync } from 'node:fs';
import { PerformanceObserver } from 'node:perf_hooks';

const SCHEDSTAT = `/proc/self/task/${process.pid}/schedstat`;
/** The main thread's ms on a core and ms waiting for one, since it started (NaN off Linux). */
const mainThread = () => {
  try {
    const [run, wait] = readFileSync(SCHEDSTAT, 'utf8').split(' ');
    return { run: Number(run) / 1e6, wait: Number(wait) / 1e6 };
  } catch {
    return { run: Number.NaN, wait: Number.NaN };
  }
};

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
let lastMain = mainThread();
const tick = () => {
  const wall = performance.now();
  const cpu = process.cpuUsage();
  const main = mainThread();
  const wallMs = wall - lastWall;
  if (wallMs > 20) {
    const cpuMs = (cpu.user + cpu.system - lastCpu.user - lastCpu.system) / 1000;
    const at = Math.round(performance.timeOrigin + wall);
    const ran = (main.run - lastMain.run).toFixed(1);
    const waited = (main.wait - lastMain.wait).toFixed(1);
    process.stdout.write(
      `[bench] stall ${wallMs.toFixed(1)} cpu ${cpuMs.toFixed(1)} at ${at} main ${ran} waited ${waited}\n`,
    );
  }
  lastWall = wall;
  lastCpu = cpu;
  lastMain = main;
  setTimeout(tick, 1).unref();
};
setTimeout(tick, 1).unref();
