// The memory case (`npm run bench -- --only memory`): the mock in this process (seed 1) runs
// its simulator for one simulated hour at speed 100 (36 s) while visitors keep signing in,
// browsing and asking for reset codes (sessions and outbox mail, the two piles that once grew
// unbounded). Heap and RSS are printed after a warm-up and every 5 simulated minutes, each after
// a full GC; the verdict says whether they stayed within 50 MB of the warm-up figures.
// Its flags are in cases.ts; it runs under `node --expose-gc` (the record asks) so figures are
// taken after a GC.

// `--load`: the mock in a child process under bursts of HTTP load instead (memory-load.ts).
if (process.argv.includes('--load')) {
  await import('./memory-load.ts');
  process.exit(0);
}

import { type ControlTarget, controlCall } from '#mock/control/control-client.ts';
import { controlEndpoints } from '#mock/control/control-endpoints.ts';
import { createMockServer } from '#mock/create-mock.ts';
import { createOffsetClock } from '#mock/domain/plumbing/clock.ts';
import { DEMO_DEVICE, DEMO_PASSWORD, demoAccounts } from '#mock/seed/demo-accounts.ts';
import { injectSend } from './control.ts';
import { flag } from './report.ts';

const MINUTES = Number(flag('minutes', '60'));
const SPEED = Number(flag('speed', '100'));
const VISITORS = !process.argv.includes('--no-visitors');
const WARM_UP_MINUTES = Math.min(10, MINUTES / 4);
const LIMIT_MB = 50;
const MB = 1024 * 1024;

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) console.log('(no --expose-gc: figures include garbage not yet collected)\n');

type Sample = {
  minute: number;
  heapMb: number;
  rssMb: number;
  orders: number;
  sessions: number;
  mails: number;
};

const { ctx, app } = await createMockServer({
  seed: 1,
  clock: createOffsetClock(() => Date.now()),
});
await app.ready();

const control: ControlTarget = { baseUrl: '', send: injectSend(app) };

async function simulatedMs(): Promise<number> {
  return (await controlCall(control, controlEndpoints.simulator)).simulatedMs;
}

function sample(minute: number): Sample {
  gc?.();
  gc?.();
  const m = process.memoryUsage();
  return {
    minute,
    heapMb: m.heapUsed / MB,
    rssMb: m.rss / MB,
    orders: ctx.db.orders.size,
    sessions: ctx.db.sessions.size,
    mails: ctx.db.outbox.size,
  };
}

// Visitors: every 50 ms one demo account signs in (a new session), reads its account and the
// store list, and every other turn asks for a password-reset code (a mail in the outbox).
let visits = 0;
let visitorErrors = 0;
let visiting = VISITORS;
async function visitors(): Promise<void> {
  while (visiting) {
    const account = demoAccounts[visits % demoAccounts.length]!;
    try {
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/users/signin',
        payload: { email: account.email, password: DEMO_PASSWORD, fingerprint: DEMO_DEVICE },
      });
      const cookie = signIn.headers['set-cookie']?.toString().split(';')[0] ?? '';
      const user = (signIn.json() as { user?: { _id?: string } }).user?._id ?? '';
      const reads = await Promise.all([
        app.inject({ method: 'GET', url: `/api/users/acct/${user}`, headers: { cookie } }),
        app.inject({ method: 'GET', url: '/api/users/stores?page=1' }),
      ]);
      if (visits % 2 === 0) {
        reads.push(
          await app.inject({
            method: 'POST',
            url: '/api/users/resetpassword',
            payload: { email: account.email, fingerprint: `visitor-${visits % 500}` },
          }),
        );
      }
      if (signIn.statusCode !== 200 || reads.some((r) => r.statusCode !== 200)) visitorErrors++;
    } catch {
      visitorErrors++;
    }
    visits++;
    await new Promise((r) => setTimeout(r, 50));
  }
}

console.log(
  `Mock memory under the simulator: ${MINUTES} simulated minutes at speed ${SPEED} (${Math.round((MINUTES * 60) / SPEED)} s), seed 1, ${ctx.db.users.lookup('store', 'yes').length} stores${VISITORS ? ', visitors signing in and asking for codes every 50 ms' : ''}\n`,
);
const atStart = sample(0);
ctx.simulator.speed = SPEED;
ctx.simulator.on = true;
const visitorLoop = visitors();

const samples: Sample[] = [];
const row = (s: Sample) =>
  `${String(s.minute).padStart(6)}  ${s.heapMb.toFixed(1).padStart(8)}  ${s.rssMb.toFixed(1).padStart(8)}  ${String(s.orders).padStart(7)}  ${String(s.sessions).padStart(8)}  ${String(s.mails).padStart(7)}`;
console.log(' min    heap MB    RSS MB   orders  sessions  outbox');
console.log(`${row(atStart)}  (seeded, simulator off)`);

let nextMinute = WARM_UP_MINUTES;
while (nextMinute <= MINUTES) {
  await new Promise((r) => setTimeout(r, 200));
  const minute = (await simulatedMs()) / 60_000;
  if (minute < nextMinute) continue;
  const s = sample(Math.round(minute));
  samples.push(s);
  console.log(`${row(s)}${samples.length === 1 ? '  (after warm-up)' : ''}`);
  nextMinute += 5;
}
visiting = false;
await visitorLoop;
ctx.simulator.on = false;
const status = await controlCall(control, controlEndpoints.simulator);
await app.close();

const warm = samples[0]!;
const end = samples.at(-1)!;
const maxHeap = Math.max(...samples.map((s) => s.heapMb)) - warm.heapMb;
const maxRss = Math.max(...samples.map((s) => s.rssMb)) - warm.rssMb;
console.log(
  `\nSimulator: ${status.placed} orders placed, ${status.paid} paid, ${status.delivered} delivered, ${status.refunded} refunded, ${status.errors} errors; visitors: ${visits} visits, ${visitorErrors} failed`,
);
console.log(
  `After warm-up → end: heap ${warm.heapMb.toFixed(1)} → ${end.heapMb.toFixed(1)} MB (${signed(end.heapMb - warm.heapMb)}, at most ${signed(maxHeap)}), RSS ${warm.rssMb.toFixed(1)} → ${end.rssMb.toFixed(1)} MB (${signed(end.rssMb - warm.rssMb)}, at most ${signed(maxRss)})`,
);
const flat = maxHeap <= LIMIT_MB && maxRss <= LIMIT_MB;
console.log(
  flat
    ? `Flat: within ${LIMIT_MB} MB of the warm-up figures.`
    : `NOT flat: grew more than ${LIMIT_MB} MB after warm-up.`,
);
process.exitCode = flat ? 0 : 1;

function signed(n: number): string {
  return `${n >= 0 ? '+' : ''}${n.toFixed(1)} MB`;
}
