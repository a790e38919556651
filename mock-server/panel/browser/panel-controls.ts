// The panel's controls: health and world, the simulator, a bank transfer into a wallet, delivering
// an order, the clock, faults and the demo accounts, refreshed every 2 s while the page is shown.
import { nairaToKobo } from '#shared/money.ts';
import { listenFaults } from './panel-faults.ts';
import { balanceText } from './panel-format.ts';
import {
  $,
  call,
  checkConnection,
  every2s,
  type Health,
  messageOf,
  panelApi,
  refreshAfterActions,
  run,
  say,
} from './panel-io.ts';
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

const value = (id: string): string => $<HTMLInputElement | HTMLSelectElement>(id).value;

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

/** Wires the controls, checks the control API answers, and refreshes every 2 s while shown. */
export function startControls(): void {
  listenWorld();
  listenMoney();
  listenFaults();
  void checkConnection();
  refreshAfterActions(refresh);
  every2s(refresh);
}
