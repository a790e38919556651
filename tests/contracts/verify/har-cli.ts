import { exitWhenFlushed } from '#scenarios/cli/exit-when-flushed.ts';
import { harMain } from './har-run.ts';

// `npm run contracts:har -- FILE.har [--report FILE.html] [--scenario NAME] [--out DIR]`: a HAR
// exported from the browser on the real site, its `/api` exchanges checked as proxy mode checks
// them (har-run.ts). Exit code 1 on a drift or an answer that never came, 2 when nothing could be
// checked.

const code = harMain(
  process.argv.slice(2),
  (line) => console.log(line),
  (line) => console.error(line),
);
void exitWhenFlushed(code);
