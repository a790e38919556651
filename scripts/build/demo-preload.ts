// Vite plugin of the static demo's build: index.html starts the demo's mock worker itself
// (demo/early-worker.ts; on a deep link, not the home), so the world loads while the app's code
// downloads, and asks for the
// forwarder's chunk (demo/start-demo.ts, a few KB) beside the entry. The app's first API call
// waits for the forwarder and the world; loaded only then, the forwarder's request was one more
// round trip, and the world's load came on top of the app's, between the page and its first
// answer — on a store or product page, between the page and its dish pictures.
import type { Plugin } from 'vite';
import { DEMO_WORLD_SEED } from '../../demo/demo-world-file.ts';
import { earlyWorkerScript } from '../../demo/early-worker.ts';
import { indexHtmlTags } from './index-html-tags.ts';

const FORWARDER = 'demo/start-demo.ts';
/** The worker's address as Vite wrote it into the forwarder (`new URL('/…/mock-worker-….js', …)`). */
const WORKER_URL = /["'`]([^"'`]*\/mock-worker-[\w-]+\.js)["'`]/;

type Chunk = { type: 'chunk'; fileName: string; facadeModuleId: string | null; code: string };

export function demoPreload(): Plugin {
  return indexHtmlTags('bukka-demo-preload', (bundle, base) => {
    const chunk = Object.values(bundle).find(
      (c) => c.type === 'chunk' && (c as Chunk).facadeModuleId?.endsWith(FORWARDER),
    ) as Chunk | undefined;
    if (!chunk) throw new Error(`no chunk of ${FORWARDER} in the demo's bundle`);
    const workerUrl = WORKER_URL.exec(chunk.code)?.[1];
    if (!workerUrl) throw new Error(`${FORWARDER}'s chunk names no mock-worker script`);
    return [
      {
        tag: 'script',
        children: earlyWorkerScript(workerUrl, String(DEMO_WORLD_SEED), base),
        injectTo: 'head',
      },
      {
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: '', href: `${base}${chunk.fileName}` },
        injectTo: 'head',
      },
    ];
  });
}
