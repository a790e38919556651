import { renameSync, writeFileSync } from 'node:fs';
import type { MockProxy } from './proxy.ts';
import { proxyReportHtml } from './proxy-report.ts';
import { proxyStatus } from './proxy-status.ts';

// The drift report kept as a file (`--report FILE`): Node only, apart from the page itself
// (proxy-report.ts), which the route table also serves in the browser's mock.

/** Writes `file` whole or not at all (a reader never sees half a report). */
function writeWhole(file: string, text: string): void {
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, text);
  renameSync(temp, file);
}

/**
 * Keeps `file` current: rewritten at most once a `everyMs` while answers come in, and by `flush`
 * (on exit). The first write is at once, so the file exists as soon as the proxy runs.
 */
export function keepReport(proxy: MockProxy, file: string, everyMs = 1_000) {
  let timer: NodeJS.Timeout | undefined;
  const write = () => {
    timer = undefined;
    writeWhole(file, proxyReportHtml(proxyStatus(proxy, file)));
  };
  write();
  const stop = proxy.drift.onChange(() => {
    timer ??= setTimeout(write, everyMs);
    timer.unref();
  });
  return {
    flush(): void {
      if (timer) clearTimeout(timer);
      write();
    },
    stop(): void {
      stop();
      if (timer) clearTimeout(timer);
    },
  };
}
