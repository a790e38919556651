// `npm run docs:effects` — writes what each `/api` call changes on a backend, and what the
// read-only proxy sends (the effects declared in shared/schemas), into docs/mock.md.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { withEffects } from '../mock-server/proxy/effects-doc.ts';
import { createRouteTable } from '../mock-server/route-table.ts';

const file = resolve(import.meta.dirname, '../docs/mock.md');
writeFileSync(file, withEffects(readFileSync(file, 'utf8'), createRouteTable()));
console.log(`wrote ${file}`);
