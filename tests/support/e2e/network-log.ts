// The network of a failed test, kept without Playwright's DOM snapshots: the trace records the
// network only together with a DOM snapshot around every action (playwright.config.ts leaves both
// off — they cost ~15 % of the e2e phase's CPU for traces thrown away when a test passes). This log
// keeps, for each request of the test's pages, its method, status (or failure), time and URL, and
// on failure the answers of the last API calls, attached to the report as `network`.
import type { BrowserContext, Request, TestInfo } from '@playwright/test';

/** Answers of the last this-many API calls go into a failed test's log (their bodies, cut short). */
const BODIES = 20;
const BODY_CHARS = 2_000;

interface Entry {
  request: Request;
  at: number;
  line?: string;
}

export class NetworkLog {
  private readonly entries: Entry[] = [];
  private readonly open = new Map<Request, Entry>();
  private readonly start = Date.now();

  watch(context: BrowserContext): void {
    context.on('request', (request) => {
      const entry = { request, at: Date.now() };
      this.entries.push(entry);
      this.open.set(request, entry);
    });
    context.on('requestfinished', (request) => this.settle(request));
    context.on('requestfailed', (request) =>
      this.settle(request, `failed ${request.failure()?.errorText ?? '?'}`),
    );
  }

  private settle(request: Request, failure?: string) {
    const entry = this.open.get(request);
    if (!entry) return;
    this.open.delete(request);
    const ms = Math.round(Math.max(0, request.timing().responseEnd));
    entry.line = failure ?? `${ms} ms`;
  }

  /** Attaches the log when the test did not end as expected. */
  async attachOnFailure(testInfo: TestInfo): Promise<void> {
    if (testInfo.status === testInfo.expectedStatus) return;
    const lines: string[] = [];
    const api = this.entries.filter((e) => new URL(e.request.url()).pathname.startsWith('/api/'));
    const withBodies = new Set(api.slice(-BODIES));
    for (const entry of this.entries) {
      const { request } = entry;
      const response = await request.response().catch(() => null);
      const status = response ? String(response.status()) : '---';
      const t = ((entry.at - this.start) / 1000).toFixed(2).padStart(7);
      lines.push(`${t}s ${request.method()} ${status} ${entry.line ?? 'pending'} ${request.url()}`);
      if (response && withBodies.has(entry)) {
        const body = await response.text().catch((error: Error) => `(body gone: ${error.message})`);
        lines.push(`         ${body.slice(0, BODY_CHARS)}`);
      }
    }
    await testInfo.attach('network', { body: lines.join('\n'), contentType: 'text/plain' });
  }
}
