// `npm run docs:profile-differences [-- --check]`: writes docs/profile-differences.md (the safe
// and hosted profiles compared over every scenario); with --check, exits 1 if the committed page
// is out of date instead of writing it.
import { readFileSync, writeFileSync } from 'node:fs';
import {
  PROFILE_DIFFERENCES_FILE,
  profileDifferencesPage,
} from '#scenarios/compare/profile-differences.ts';
import { exitWhenFlushed } from './exit-when-flushed.ts';

const check = process.argv.includes('--check');
const page = await profileDifferencesPage();
let code = 0;
if (check) {
  const committed = readFileSync(PROFILE_DIFFERENCES_FILE, 'utf8');
  if (committed !== page) {
    console.error(
      'docs/profile-differences.md is out of date: run `npm run docs:profile-differences` and commit it.',
    );
    code = 1;
  } else console.log('docs/profile-differences.md is up to date.');
} else {
  writeFileSync(PROFILE_DIFFERENCES_FILE, page);
  console.log(`wrote ${PROFILE_DIFFERENCES_FILE}`);
}
await exitWhenFlushed(code);
