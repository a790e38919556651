// `node scripts/node-fits.mjs`: exits 0 when the Node running it is one that package.json's
// `engines.node` accepts, else 1 with a line saying which it wants. `.ci/run` asks it before
// `npm ci` (no dependencies installed yet, so plain JavaScript), to know whether to fetch Node 24.
// The range is read as npm writes such ranges: alternatives joined by `||`, each a list of
// `^x.y.z`, `>=x.y.z` or `<x.y.z` comparators, all of which must hold.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** [major, minor, patch] of "x", "x.y" or "x.y.z" (missing parts 0). */
function parts(version) {
  const numbers = version.replace(/^v/, '').split('.').map(Number);
  return [numbers[0] ?? 0, numbers[1] ?? 0, numbers[2] ?? 0];
}

function compare(a, b) {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/** Whether `version` satisfies the comparator `term` (`^x.y.z`, `>=x.y.z`, `<x.y.z`). */
function holds(version, term) {
  const match = /^(\^|>=|<)?(\d+(?:\.\d+){0,2})$/.exec(term);
  if (!match) throw new Error(`node-fits: cannot read "${term}"`);
  const [, op, bound] = match;
  const v = parts(version);
  const b = parts(bound);
  if (op === '>=') return compare(v, b) >= 0;
  if (op === '<') return compare(v, b) < 0;
  if (op === '^') return v[0] === b[0] && compare(v, b) >= 0;
  return compare(v, b) === 0;
}

/** Whether Node `version` (e.g. "v24.22.3") is inside the engines `range`. */
export function nodeFits(version, range) {
  return range
    .split('||')
    .map((alternative) => alternative.trim().split(/\s+/).filter(Boolean))
    .some((terms) => terms.length > 0 && terms.every((term) => holds(version, term)));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  const range = pkg.engines?.node ?? '*';
  if (range !== '*' && !nodeFits(process.version, range)) {
    console.log(`Node ${process.version} is not one that package.json accepts (${range})`);
    process.exit(1);
  }
}
