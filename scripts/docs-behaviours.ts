// `npm run docs:behaviours` — writes the simulated city's behaviours (their records,
// mock-server/simulator/behaviours/) into docs/mock.md, between its markers.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { withBehaviours } from '../mock-server/simulator/behaviours/behaviours-doc.ts';

const file = resolve(import.meta.dirname, '../docs/mock.md');
writeFileSync(file, withBehaviours(readFileSync(file, 'utf8')));
console.log(`wrote ${file}`);
