// axe-core in Chromium: the serious and critical violations of a check, one line each, so a test
// can expect none (`expect(await seriousViolations(…)).toEqual([])`).
import type AxeBuilder from '@axe-core/playwright';

/** The WCAG 2.2 AA rule tags the screens are checked against. */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs the check; 'impact id: help (targets)' for each serious or critical violation (at most
 * five targets named, with the count when there are more). */
export async function seriousViolations(check: AxeBuilder): Promise<string[]> {
  const results = await check.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const targets = v.nodes.slice(0, 5).map((n) => n.target.join(' '));
      const more = v.nodes.length > 5 ? `, … ${v.nodes.length} in all` : '';
      return `${v.impact} ${v.id}: ${v.help} (${targets.join(', ')}${more})`;
    });
}
