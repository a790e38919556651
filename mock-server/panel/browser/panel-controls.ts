// The panel's controls: health and world, the simulator, a bank transfer into a wallet, delivering
// an order, the clock, faults and the demo accounts, refreshed every 2 s while the page is shown.
import type { z } from 'zod';
import { nairaToKobo } from '#shared/money.ts';
import type { faultRequest } from '../../domain/plumbing/faults.ts';
import { balanceText } from './panel-format.ts';
import { $, call, type Health, messageOf, panelApi, say } from './panel-io.ts';
import {
  accountsTable,
  dl,
  faultsTable,
  healthPairs,
  orphansTable,
  transfersTable,
  walletsTable,
} from './panel-tables.ts';

async function refresh(): Promise<void> {
  const [health, sim, faults, accounts, wallets, orphans, transfers] = await Promise.all([
    call(panelApi.health).catch((e): Health => ({ ok: false, error: messageOf(e) })),
    call(panelApi.simulator),
    call(panelApi.faults),
    call(panelApi.accounts),
    call(panelApi.wallets),
    call(panelApi.charges, { query: { orphans: 'true' } }),
    call(panelApi.charges, { query: { status: 'pending' } }),
  ]);
  dl($('health'), healthPairs(health));
  dl($('sim'), [
    ['Running', sim.on ? 'yes' : 'no'],
    ['Speed', `${sim.speed}×`],
    ['Ticks', sim.ticks],
    ['Orders placed', sim.placed],
    ['Paid', sim.paid],
    ['Accepted', sim.accepted],
    ['Delivered', sim.delivered],
    ['Refunded', sim.refunded],
    ['Following', sim.following],
    ['Last event', sim.lastEvent || '—'],
  ]);
  const speed = $<HTMLInputElement>('speed');
  if (document.activeElement !== speed) speed.value = String(sim.speed);
  $<HTMLButtonElement>('sim-start').disabled = sim.on;
  $<HTMLButtonElement>('sim-stop').disabled = !sim.on;
  $('faults').innerHTML = faultsTable(faults);
  $('wallets').innerHTML = walletsTable(wallets);
  $('accounts').innerHTML = accountsTable(accounts);
  $('orphans').innerHTML = orphansTable(orphans);
  // Rewritten only when it changed, so a button keeps the focus between refreshes.
  const pending = transfersTable(transfers);
  if ($('transfers').dataset.html !== pending) {
    $('transfers').innerHTML = pending;
    $('transfers').dataset.html = pending;
  }
}

/**
 * An event handler running `task`: says its message (or `label: done.`) or why it failed, then
 * refreshes the controls.
 */
export const run =
  (label: string, task: () => Promise<string | undefined>) =>
  async (event?: Event): Promise<void> => {
    if (event) event.preventDefault();
    try {
      const msg = await task();
      say(msg || `${label}: done.`);
    } catch (e) {
      say(`${label} failed: ${messageOf(e)}`, true);
    }
    refresh().catch((e) => say(`Refresh failed: ${messageOf(e)}`, true));
  };

/** An optional number field: empty is left out. */
const num = (v: string): number | undefined => (v === '' ? undefined : Number(v));
const value = (id: string): string => $<HTMLInputElement | HTMLSelectElement>(id).value;

/** The body of `POST /__mock/faults`, as the route parses it. */
type FaultBody = z.input<typeof faultRequest>;

/** The world: a reset with a seed, the simulator (speed, start, stop), a delivery, the clock. */
function listenWorld(): void {
  $('reset-form').addEventListener(
    'submit',
    run('Reset', async () => {
      const raw = value('seed').trim();
      const seed = /^\d+$/.test(raw) ? Number(raw) : raw;
      const r = await call(panelApi.reset, { body: { seed } });
      return `World reset with seed ${r.seed}.`;
    }),
  );
  $('sim-form').addEventListener(
    'submit',
    run('Speed', async () => {
      const r = await call(panelApi.setSimulator, { body: { speed: Number(value('speed')) } });
      return `Simulator speed ${r.speed}×.`;
    }),
  );
  $('sim-start').addEventListener(
    'click',
    run('Start', async () => {
      await call(panelApi.setSimulator, { body: { on: true } });
      return 'Simulator started.';
    }),
  );
  $('sim-stop').addEventListener(
    'click',
    run('Stop', async () => {
      await call(panelApi.setSimulator, { body: { on: false } });
      return 'Simulator stopped.';
    }),
  );
  $('deliver-form').addEventListener(
    'submit',
    run('Deliver', async () => {
      const id = value('order-id').trim();
      await call(panelApi.deliver, { params: { id } });
      return `Order ${id} delivered.`;
    }),
  );
  $('clock-form').addEventListener(
    'submit',
    run('Clock', async () => {
      const r = await call(panelApi.advanceClock, {
        body: { ms: Number(value('minutes')) * 60000 },
      });
      return `Mock clock is now ${r.now}.`;
    }),
  );
}

/** Money: a bank transfer into a wallet (its account picked in the table), confirming one. */
function listenMoney(): void {
  $('bank-form').addEventListener(
    'submit',
    run('Bank transfer', async () => {
      const amount = nairaToKobo(Number(value('amount')));
      const r = await call(panelApi.bankTransfer, {
        body: { accountNumber: value('account').trim(), amount },
      });
      return `Transfer received: the balance is now ${balanceText(r.balance)}.`;
    }),
  );
  $('wallets').addEventListener('click', (event) => {
    const account = (event.target as Element).closest<HTMLElement>('[data-account]');
    if (!account) return;
    $<HTMLInputElement>('account').value = account.dataset.account ?? '';
    $('amount').focus();
    say(`Account ${account.dataset.account} chosen: enter an amount.`);
  });
  $('transfers').addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-confirm]');
    const reference = button?.dataset.confirm;
    if (!reference) return;
    void run('Confirm transfer', async () => {
      await call(panelApi.completePayment, {
        params: { reference },
        body: { outcome: 'success' },
      });
      return `Bank transfer ${reference} confirmed.`;
    })();
  });
}

/** Faults: inject one, clear them all. */
function listenFaults(): void {
  $('fault-form').addEventListener(
    'submit',
    run('Fault', async () => {
      const network = $<HTMLInputElement>('f-network').checked;
      const body: FaultBody = {
        method: value('f-method'),
        path: value('f-path').trim(),
        times: num(value('f-times')),
      };
      if (network) body.networkError = true;
      else {
        body.status = num(value('f-status'));
        body.message = value('f-message');
        body.delayMs = num(value('f-delay'));
      }
      await call(panelApi.addFault, { body });
      return `Fault injected on ${body.method} ${body.path}.`;
    }),
  );
  $('faults-clear').addEventListener(
    'click',
    run('Clear faults', async () => {
      await call(panelApi.clearFaults);
      return 'All faults cleared.';
    }),
  );
}

/** Wires the controls, checks the control API answers, and refreshes every 2 s while shown. */
export function startControls(): void {
  listenWorld();
  listenMoney();
  listenFaults();
  call(panelApi.health)
    .then(() => say('Connected to the mock.'))
    .catch((e) => say(`The control API did not answer: ${messageOf(e)}`, true));
  refresh().catch((e) => say(`Refresh failed: ${messageOf(e)}`, true));
  setInterval(() => {
    if (!document.hidden) refresh().catch(() => {});
  }, 2000);
}
