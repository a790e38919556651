// The build-time half of browser-scripts.ts: plugins that load each browser script's text module
// as the text bundled at build time. Vite's for the static demo (which runs the mock in the page)
// and Vitest; esbuild's for the mock's bundle, dist-mock/server.mjs (scripts/build-mock.ts).
import type { Plugin as EsbuildPlugin } from 'esbuild';
import type { Plugin as VitePlugin } from 'vite';
import { BROWSER_SCRIPTS, type BrowserScript, prebundledTextModule } from './browser-scripts.ts';

const scripts: BrowserScript[] = Object.values(BROWSER_SCRIPTS);

const slashes = (path: string): string => path.replaceAll('\\', '/');

/** Vite plugin: each text module is its script bundled at build time (rebuilt when a source changes). */
export function viteBrowserScripts(): VitePlugin {
  return {
    name: 'bukka-browser-scripts',
    enforce: 'pre',
    load(id) {
      const path = slashes(id.split('?')[0]!);
      const script = scripts.find((s) => slashes(s.textModule) === path);
      if (!script) return null;
      const { code, inputs } = prebundledTextModule(script);
      for (const input of inputs) this.addWatchFile(input);
      return code;
    },
  };
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** esbuild plugin: each text module is its script bundled now. */
export const esbuildBrowserScripts: EsbuildPlugin = {
  name: 'bukka-browser-scripts',
  setup(build) {
    const filter = new RegExp(`^(?:${scripts.map((s) => escapeRegExp(s.textModule)).join('|')})$`);
    build.onLoad({ filter }, (args) => {
      const script = scripts.find((s) => s.textModule === args.path);
      return script ? { contents: prebundledTextModule(script).code, loader: 'js' } : undefined;
    });
  },
};
