import { BROWSER_SCRIPTS, bundledOnFirstUse } from '../../browser-scripts/browser-scripts.ts';

/**
 * The emulated inline script (browser/paystack-pop.ts, with the client's parameter rules it
 * imports) as browser script text, its `installPaystackPop` under the global `bukkaPaystack`.
 * Under Node it is bundled with esbuild on first use; Vite builds (the static demo, Vitest) and
 * the mock's bundle load this module as the text bundled at build time instead
 * (browser-scripts-plugins.ts), so esbuild never reaches a browser.
 */
export const paystackPopScript = bundledOnFirstUse(BROWSER_SCRIPTS.paystackPop);
