// Code of the mock that runs in a browser page is TypeScript like the rest, and reaches the page
// as script text bundled by esbuild. Each browser script has a text module exporting that text as
// a function: under Node (tsx) the text module bundles on first use; Vite builds (the static demo,
// Vitest) and the mock's own bundle (scripts/build-mock.ts) load the text module as the text
// bundled at build time instead (browser-scripts-plugins.ts), so esbuild never reaches a browser
// and dist-mock/server.mjs needs no source file beside it.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';

export type BrowserScript = {
  /** The TypeScript module bundled, with everything it imports. */
  entry: string;
  /** The module whose `exportName()` returns the bundled text. */
  textModule: string;
  exportName: string;
  /** The global the bundle assigns the entry's exports to, for page script that calls them. */
  globalName?: string;
  /** The oldest syntax the script is written down to (esbuild target). */
  target: string;
};

/** The repository: bundles name their source files relative to it, wherever the process runs. */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Every browser script of the mock (paths as `new URL` literals, which knip follows). */
export const BROWSER_SCRIPTS = {
  /**
   * The emulated Paystack inline script (services/paystack/browser/paystack-pop.ts, with the
   * client's parameter rules, the one copy of them), served by services/paystack/inline-script.ts,
   * which calls `bukkaPaystack.installPaystackPop`.
   */
  paystackPop: {
    entry: fileURLToPath(new URL('../services/paystack/browser/paystack-pop.ts', import.meta.url)),
    textModule: fileURLToPath(
      new URL('../services/paystack/paystack-pop-text.ts', import.meta.url),
    ),
    exportName: 'paystackPopScript',
    globalName: 'bukkaPaystack',
    target: 'es2017',
  },
  /** The emulated checkout page's script, inlined in the page by services/paystack/checkout-page.ts. */
  paystackCheckout: {
    entry: fileURLToPath(
      new URL('../services/paystack/browser/checkout-script.ts', import.meta.url),
    ),
    textModule: fileURLToPath(
      new URL('../services/paystack/checkout-script-text.ts', import.meta.url),
    ),
    exportName: 'checkoutScript',
    target: 'es2017',
  },
  /** The simulator panel's script (panel/browser), inlined in its page by panel/panel-page.ts. */
  panel: {
    entry: fileURLToPath(new URL('../panel/browser/panel-script.ts', import.meta.url)),
    textModule: fileURLToPath(new URL('../panel/panel-script-text.ts', import.meta.url)),
    exportName: 'panelScript',
    target: 'es2020',
  },
} satisfies Record<string, BrowserScript>;

/** `script` bundled: an IIFE as text, and the source files it was made from. */
function bundleBrowserScript(script: BrowserScript): { text: string; inputs: string[] } {
  const { outputFiles, metafile } = buildSync({
    entryPoints: [script.entry],
    absWorkingDir: ROOT,
    bundle: true,
    format: 'iife',
    globalName: script.globalName,
    target: script.target,
    charset: 'utf8',
    legalComments: 'none',
    metafile: true,
    write: false,
  });
  return {
    text: outputFiles[0]!.text,
    inputs: Object.keys(metafile.inputs).map((input) => resolve(ROOT, input)),
  };
}

/** The text module's export under Node: `script` bundled on the first call. */
export function bundledOnFirstUse(script: BrowserScript): () => string {
  let text: string | undefined;
  return () => {
    text ??= bundleBrowserScript(script).text;
    return text;
  };
}

/** What a build loads in place of the text module: the export returning the text bundled now. */
export function prebundledTextModule(script: BrowserScript): { code: string; inputs: string[] } {
  const { text, inputs } = bundleBrowserScript(script);
  return { code: `export const ${script.exportName} = () => ${JSON.stringify(text)};\n`, inputs };
}
