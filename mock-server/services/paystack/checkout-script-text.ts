import { BROWSER_SCRIPTS, bundledOnFirstUse } from '../../browser-scripts/browser-scripts.ts';

/**
 * The checkout page's script (browser/checkout-script.ts) as browser script text, inlined in the
 * page by checkout-page.ts. Under Node it is bundled with esbuild on first use; Vite builds (the
 * static demo, Vitest) and the mock's bundle load this module as the text bundled at build time
 * instead (browser-scripts-plugins.ts), so esbuild never reaches a browser.
 */
export const checkoutScript = bundledOnFirstUse(BROWSER_SCRIPTS.paystackCheckout);
