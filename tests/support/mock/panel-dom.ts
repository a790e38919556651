// The mock's panel page run in its own jsdom window, for the panel's unit tests: the page's
// script runs with fetch answered by `answer` (a test world, a proxying mock) and EventSource
// replaced by a stream the test emits into; every request is logged as `METHOD path`.
// @ts-expect-error: jsdom ships no types and @types/jsdom is not installed (the component tests
// use jsdom through Vitest's environment); the part used here is typed below.
import { JSDOM as UntypedJsdom } from 'jsdom';

type Window = globalThis.Window & typeof globalThis;
const JSDOM = UntypedJsdom as new (
  html: string,
  options: { url: string; runScripts: 'outside-only' },
) => { window: Window };

/** What a request of the page is answered (a string body is sent as it is, else as JSON). */
export type PanelAnswer = (
  method: string,
  path: string,
  body: unknown,
) => Promise<{ status: number; body: unknown }>;

export type PanelDom = {
  window: Window;
  $: (id: string) => HTMLElement;
  /** Every request of the page, `METHOD path`, in order. */
  requests: string[];
  /** The page's event stream, once it opened one. */
  stream: () => { url: string; emit(type: string, data: unknown): void } | undefined;
  close: () => void;
};

/** Opens the panel page `html` (as `/__mock/panel` answered it) and runs its script. */
export function openPanelDom(html: string, answer: PanelAnswer): PanelDom {
  const script = /<script type="module">([\s\S]*)<\/script>/.exec(html)![1]!;
  // jsdom runs no module scripts: the page's script runs below, with fetch and EventSource
  // answered by the test.
  const { window } = new JSDOM(html, {
    url: 'http://localhost/__mock/panel',
    runScripts: 'outside-only',
  });
  const requests: string[] = [];
  let stream: ReturnType<PanelDom['stream']>;
  window.fetch = (async (path: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    requests.push(`${method} ${path}`);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const res = await answer(method, path, body);
    return new Response(typeof res.body === 'string' ? res.body : JSON.stringify(res.body), {
      status: res.status,
    });
  }) as typeof fetch;
  window.EventSource = class extends window.EventTarget {
    constructor(readonly url: string) {
      super();
      stream = {
        url,
        emit: (type, data) =>
          this.dispatchEvent(new window.MessageEvent(type, { data: JSON.stringify(data) })),
      };
    }
    close() {}
  } as unknown as typeof EventSource;
  window.eval(script);
  return {
    window,
    $: (id) => window.document.getElementById(id)!,
    requests,
    stream: () => stream,
    close: () => window.close(),
  };
}
