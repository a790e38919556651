import { BROWSER_SCRIPTS, bundledOnFirstUse } from '../browser-scripts/browser-scripts.ts';

/**
 * The panel's script (panel/browser/panel-script.ts and what it imports) as browser script text.
 * Under Node it is bundled with esbuild on first use; Vite builds (the static demo, Vitest) and
 * the mock's bundle load this module as the text bundled at build time instead
 * (browser-scripts-plugins.ts), so esbuild never reaches a browser.
 */
export const panelScript = bundledOnFirstUse(BROWSER_SCRIPTS.panel);
