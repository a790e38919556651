import { paystackPopScript } from './paystack-pop-text.ts';

/**
 * The emulated provider script (browser/paystack-pop.ts, bundled). `defaultBase` is the mock's
 * origin, used when the page loads the script in a way that leaves `document.currentScript` empty;
 * otherwise the script's own URL tells it where the mock is. `world` is the mock world the script
 * was loaded in ('' = the default one): its calls name it, so a page in a world entered by its
 * link (the `bukka_world` cookie) pays in that world although the calls carry no cookie.
 */
export function paystackInlineScript(defaultBase = '', world = ''): string {
  return [
    '/* Bukka offline Paystack emulation (test mode only: no real money). */',
    '(function () {',
    "  'use strict';",
    `  var DEFAULT_BASE = ${JSON.stringify(defaultBase)};`,
    `  var WORLD = ${JSON.stringify(world).replace(/</g, '\\u003c')};`,
    paystackPopScript(),
    '  bukkaPaystack.installPaystackPop(DEFAULT_BASE, WORLD);',
    '})();',
    '',
  ].join('\n');
}
