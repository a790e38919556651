import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { bundleProviderRules, RULES_MODULE } from './bundle-provider-rules.ts';

const RULES_SCRIPT_MODULE = fileURLToPath(new URL('./provider-rules.ts', import.meta.url));

/**
 * Vite plugin: `provider-rules.ts` becomes the provider's parameter rules already bundled as
 * text, so the static demo (which runs the mock in the browser) and Vitest's jsdom tests serve
 * the emulated inline script without running esbuild themselves.
 */
export function providerRulesPlugin(): Plugin {
  return {
    name: 'bukka-provider-rules',
    enforce: 'pre',
    load(id) {
      if (id.split('?')[0] !== RULES_SCRIPT_MODULE) return null;
      this.addWatchFile(RULES_MODULE);
      return `export const providerRulesScript = () => ${JSON.stringify(bundleProviderRules())};\n`;
    },
  };
}
