import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_SERVICE_WORKER, workerName } from '#demo/demo-protocol.ts';
import { earlyWorkerScript, takeEarlyWorker } from '#demo/early-worker.ts';

type Started = { url: string; options: { type: string; name: string }; posted: unknown[] };

/**
 * Runs index.html's inline script (built for the base `/bukka/`) as a page at `search` and `path`
 * would, with a SharedWorker that records.
 */
function runEarlyScript(
  search: string,
  shared = true,
  pathname = '/bukka/kitchen/s1',
  controller?: string,
): { window: object; started: Started[] } {
  const started: Started[] = [];
  class FakeSharedWorker {
    port: { postMessage(message: unknown): void };
    constructor(url: string, options: Started['options']) {
      const record: Started = { url, options, posted: [] };
      started.push(record);
      this.port = { postMessage: (message) => record.posted.push(message) };
    }
  }
  const window: Record<string, unknown> = {};
  runInNewContext(earlyWorkerScript('/bukka/assets/mock-worker-abc.js', '1', '/bukka/'), {
    window,
    location: { search, pathname, href: `https://demo.example${pathname}${search}` },
    URLSearchParams,
    URL,
    ...(controller
      ? { navigator: { serviceWorker: { controller: { scriptURL: controller } } } }
      : {}),
    ...(shared ? { SharedWorker: FakeSharedWorker } : {}),
  });
  return { window, started };
}

afterEach(() => {
  delete (globalThis as Record<string, unknown>).__bukkaDemoMock;
});

describe("index.html's early start of the demo's mock worker", () => {
  it('starts the worker named as the forwarder names it, and says hello with the address', () => {
    const { started } = runEarlyScript('?simulator=off');
    expect(started).toEqual([
      {
        url: '/bukka/assets/mock-worker-abc.js',
        options: { type: 'module', name: workerName('1') },
        posted: [{ kind: 'hello', search: '?simulator=off' }],
      },
    ]);
    expect(runEarlyScript('?seed=7').started[0]?.options.name).toBe(workerName('7'));
    // `?seed=` names the seed "" for the forwarder too: the same worker, not seed 1's.
    expect(runEarlyScript('?seed=').started[0]?.options.name).toBe(workerName(''));
  });

  it('starts nothing on the home: there the forwarder starts it after the first render', () => {
    const { window, started } = runEarlyScript('?simulator=off', true, '/bukka/');
    expect(started).toEqual([]);
    expect(window).toEqual({});
    // Any other page of the demo, the panel too, starts it at once.
    expect(runEarlyScript('', true, '/bukka/product/p1').started).toHaveLength(1);
    expect(runEarlyScript('', true, '/bukka/__mock/panel').started).toHaveLength(1);
  });

  it('starts nothing under an earlier demo’s service worker; under the demo’s own it does', () => {
    const old = runEarlyScript(
      '',
      true,
      '/bukka/kitchen/s1',
      'https://demo.example/bukka/mockServiceWorker.js',
    );
    expect(old.started).toEqual([]);
    expect(old.window).toEqual({});
    const ours = `https://demo.example/bukka/${DEMO_SERVICE_WORKER}`;
    expect(runEarlyScript('', true, '/bukka/kitchen/s1', ours).started).toHaveLength(1);
  });

  it('starts nothing where a browser has no SharedWorker', () => {
    const { window, started } = runEarlyScript('', false);
    expect(started).toEqual([]);
    expect(window).toEqual({});
  });

  it('hands the worker to the forwarder once, and only under its name', () => {
    const { window } = runEarlyScript('');
    Object.assign(globalThis, window);
    expect(takeEarlyWorker(workerName('2'))).toBeUndefined();
    Object.assign(globalThis, window);
    const worker = takeEarlyWorker(workerName('1'));
    expect(worker?.port).toBeDefined();
    expect(takeEarlyWorker(workerName('1'))).toBeUndefined();
  });
});
