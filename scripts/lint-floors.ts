// `npm run lint:floors` — writes the Biome boundary of each of the mock's floors into biome.json
// (its `mock-server/…` overrides, first in the list) from the floor plan in scripts/shape/floors.ts,
// so that the lint and `npm run shape` read one list. tests/lint/floors.test.ts fails when the two
// differ, naming this command.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { biomeFloorOverrides, isFloorOverride } from './shape/floors.ts';

const file = join(import.meta.dirname, '..', 'biome.json');
const config = JSON.parse(readFileSync(file, 'utf8')) as {
  overrides: Array<{ includes?: string[] }>;
};
config.overrides = [
  ...biomeFloorOverrides(),
  ...config.overrides.filter((o) => !isFloorOverride(o)),
];
writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
// Biome's own layout, so that the file reads the same as one written by hand.
execFileSync(join(import.meta.dirname, '..', 'node_modules/.bin/biome'), [
  'format',
  '--write',
  file,
]);
console.log(`biome.json: ${biomeFloorOverrides().length} floor overrides written`);
