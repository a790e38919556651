import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';

/** The client's module with the provider's parameter rules: the one copy of those rules. */
export const RULES_MODULE = fileURLToPath(
  new URL('../../../src/lib/payment/transaction-params.ts', import.meta.url),
);

/** The name the inline script (inline-script.ts) calls the module's exports by. */
const RULES_GLOBAL = 'bukkaRules';

/** The rules module bundled as browser script text: `var bukkaRules = (() => { … })();`. */
export function bundleProviderRules(): string {
  const { outputFiles } = buildSync({
    entryPoints: [RULES_MODULE],
    bundle: true,
    format: 'iife',
    globalName: RULES_GLOBAL,
    target: 'es2017',
    charset: 'utf8',
    legalComments: 'none',
    write: false,
  });
  return outputFiles[0]!.text;
}
