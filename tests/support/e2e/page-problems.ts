// What a page must not do in an e2e test: log console errors, throw uncaught exceptions, or lose
// requests. Requests the browser cancels itself (ERR_ABORTED on a reload or navigation) are not
// failures. With `httpErrors`, answers of 400 and above count too.
import type { Page } from '@playwright/test';

export interface Problems {
  list: string[];
}

export function watch(page: Page, options: { httpErrors?: boolean } = {}): Problems {
  const problems: Problems = { list: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') problems.list.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.list.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? '?';
    if (failure.includes('ERR_ABORTED')) return; // cancelled by the browser on navigation
    problems.list.push(`failed: ${request.url()} (${failure})`);
  });
  if (options.httpErrors) {
    page.on('response', (response) => {
      if (response.status() >= 400) {
        problems.list.push(`HTTP ${response.status()}: ${response.url()}`);
      }
    });
  }
  return problems;
}
