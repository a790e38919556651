// `npm run docs:control` — writes the control API's calls (declared in
// mock-server/control/*-endpoints.ts, each with its route's summary) into docs/team-conventions.md.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { withControl } from '../mock-server/control/control-doc.ts';
import { createRouteTable } from '../mock-server/route-table.ts';

const file = resolve(import.meta.dirname, '../docs/team-conventions.md');
writeFileSync(file, withControl(readFileSync(file, 'utf8'), createRouteTable()));
console.log(`wrote ${file}`);
