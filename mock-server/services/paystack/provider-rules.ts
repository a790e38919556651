import { BROWSER_SCRIPTS, bundledOnFirstUse } from '../../browser-scripts/browser-scripts.ts';

/**
 * `src/lib/payment/transaction-params.ts` as browser script text for the emulated inline script.
 * Under Node it is bundled with esbuild on first use; Vite builds (the static demo, Vitest) and
 * the mock's bundle load this module as the text bundled at build time instead
 * (browser-scripts-plugins.ts), so esbuild never reaches a browser.
 */
export const providerRulesScript = bundledOnFirstUse(BROWSER_SCRIPTS.providerRules);
