import { bundleProviderRules } from './bundle-provider-rules.ts';

let script: string | undefined;

/**
 * `src/lib/payment/transaction-params.ts` as browser script text for the emulated inline script.
 * Under Node it is bundled with esbuild on first use; Vite builds (the static demo, Vitest) load
 * this module as the text bundled at build time instead (provider-rules-plugin.ts), so esbuild
 * never reaches a browser.
 */
export const providerRulesScript = (): string => {
  script ??= bundleProviderRules();
  return script;
};
