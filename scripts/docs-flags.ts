// `npm run docs:flags` — writes docs/mock-flags.md from MOCK_FLAGS (mock-server/cli-flags.ts).
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { mockFlagsPage } from '../mock-server/cli-flags.ts';

const file = resolve(import.meta.dirname, '../docs/mock-flags.md');
writeFileSync(file, mockFlagsPage());
console.log(`wrote ${file}`);
