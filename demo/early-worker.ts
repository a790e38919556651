// The demo's mock worker started by index.html itself, before the app's code has downloaded: the
// world (its code, then demo-world.json) loads while the page's own scripts do, instead of after
// them, so a store or product page's first answer (asked for at route match, beside the page's
// code) no longer waits for the world on top of the app. Not on the home: it asks for its first
// data only after its first render, and a worker started early compiles its modules and builds
// the world at that very moment — on a 2-core machine (where Lighthouse measures) that took a
// core from the render and stretched it 2–3× (the one task that made the home's blocking time);
// there the forwarder starts the worker at the first API call, right after the render. The
// forwarder (start-demo.ts) takes an early worker over; where a browser has no SharedWorker
// nothing starts early and the forwarder makes the tab's own worker as before. Nor on a page
// another service worker controls (an earlier demo's MSW worker): the forwarder starts it once
// the demo's own service worker has taken the page over (demo/service-worker-page.ts says why).
import { DEMO_SERVICE_WORKER, workerName } from '#demo/demo-protocol.ts';

/** Where the early script leaves the worker for the forwarder: its name and the worker. */
const KEY = '__bukkaDemoMock';

type Early = { name: string; worker: SharedWorker };

/**
 * The inline script of index.html: the worker at `workerUrl`, named for the address's seed (else
 * `defaultSeed`) as the forwarder names it, told the address's options at once (`hello`); nothing
 * on the home (the path `base` itself) nor under a service worker other than the demo's. Any
 * failure leaves the forwarder to start it.
 */
export function earlyWorkerScript(workerUrl: string, defaultSeed: string, base: string): string {
  const prefix = workerName('');
  const ours = JSON.stringify(`${base}${DEMO_SERVICE_WORKER}`);
  return `(function(){try{if(typeof SharedWorker!=='function'||location.pathname===${JSON.stringify(base)})return;var c=typeof navigator==='object'&&navigator.serviceWorker&&navigator.serviceWorker.controller;if(c&&c.scriptURL!==new URL(${ours},location.href).href)return;var q=location.search,v=new URLSearchParams(q).get('seed'),s=v===null?${JSON.stringify(defaultSeed)}:v,n=${JSON.stringify(prefix)}+s,w=new SharedWorker(${JSON.stringify(workerUrl)},{type:'module',name:n});w.port.postMessage({kind:'hello',search:q});window[${JSON.stringify(KEY)}]={name:n,worker:w}}catch(e){}})()`;
}

/** The worker index.html started under `name`, once (the forwarder's), else undefined. */
export function takeEarlyWorker(name: string): SharedWorker | undefined {
  const scope = globalThis as { [KEY]?: Early };
  const early = scope[KEY];
  delete scope[KEY];
  return early?.name === name ? early.worker : undefined;
}
