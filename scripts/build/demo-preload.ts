// Vite plugin of the static demo's build: index.html asks for the forwarder's chunk
// (demo/start-demo.ts, a few KB) beside the entry. The app's first API call waits for the
// forwarder; loaded only then, its request was one more round trip between the page's code and
// the first answer — on a store or product page, between the page and its dish pictures.
import type { Plugin } from 'vite';

const FORWARDER = 'demo/start-demo.ts';

type Chunk = { type: 'chunk'; fileName: string; facadeModuleId: string | null };

export function demoPreload(): Plugin {
  let base = '/';
  return {
    name: 'bukka-demo-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return;
        const chunk = Object.values(ctx.bundle).find(
          (c) => c.type === 'chunk' && (c as Chunk).facadeModuleId?.endsWith(FORWARDER),
        );
        if (!chunk) throw new Error(`no chunk of ${FORWARDER} in the demo's bundle`);
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `${base}${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
