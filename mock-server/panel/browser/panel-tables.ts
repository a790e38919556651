// The panel's tables and term lists: health, faults, wallets, charges no order took, pending bank
// transfers and the demo accounts, as markup from what the control API answers (escaped).
import { escapeMarkup as esc } from '#shared/markup.ts';
import { balanceText, dayTimeText, koboText } from './panel-format.ts';
import type { Charge, DemoAccount, FaultRule, Health, PanelWallet } from './panel-io.ts';

/** A term and what it shows. */
type Pair = [string, unknown];

export const dl = (el: HTMLElement, pairs: Pair[]): void => {
  el.innerHTML = pairs.map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(v)}</dd>`).join('');
};

export function healthPairs(health: Health): Pair[] {
  const pairs: Pair[] = [['Health', health.ok ? 'ok' : `down ${health.error || ''}`]];
  if (health.world) pairs.push(['World', health.world]);
  if (health.seed !== undefined) pairs.push(['World seed', health.seed]);
  if (health.checkout) pairs.push(['Checkout', health.checkout]);
  if (health.profile) {
    const hosted = `hosted (${health.hostedVersion || ''}, hangs ${health.hangMs} ms)`;
    pairs.push(['Profile', health.profile === 'hosted' ? hosted : health.profile]);
  }
  return pairs;
}

export function faultsTable(faults: FaultRule[]): string {
  if (faults.length === 0) return '<p>None.</p>';
  const effect = (f: FaultRule) =>
    f.networkError
      ? 'network error'
      : [f.status ? `${f.status} ${f.message || ''}` : '', f.delayMs ? `${f.delayMs} ms delay` : '']
          .filter(Boolean)
          .join(', ');
  const rows = faults.map(
    (f) =>
      `<tr><td>${esc(f.method)}</td><td><code>${esc(f.path)}</code></td>` +
      `<td>${esc(effect(f))}</td><td>${esc(f.remaining == null ? '∞' : f.remaining)}</td></tr>`,
  );
  return (
    '<table><caption class="sr">Active faults</caption><thead><tr><th scope="col">Method</th><th scope="col">Path</th><th scope="col">Effect</th><th scope="col">Left</th></tr></thead>' +
    `<tbody>${rows.join('')}</tbody></table>`
  );
}

export function walletsTable(wallets: PanelWallet[]): string {
  if (wallets.length === 0) return '<p>None yet (a user creates one in the app).</p>';
  const rows = wallets.map(
    (w) =>
      `<tr><td>${esc(w.email)}</td><td><button type="button" class="link" data-account="${esc(w.accountNumber)}" aria-label="Use account ${esc(w.accountNumber)} (${esc(w.bank)})">${esc(w.accountNumber)}</button></td>` +
      `<td>${esc(balanceText(w.balance))}</td></tr>`,
  );
  return (
    '<table><thead><tr><th scope="col">Owner</th><th scope="col">Account</th><th scope="col">Balance</th></tr></thead>' +
    `<tbody>${rows.join('')}</tbody></table>`
  );
}

/** Orphan charges: paid at the provider, taken by no order. */
export function orphansTable(charges: Charge[]): string {
  if (charges.length === 0) return '<p>None: every successful charge paid an order.</p>';
  const rows = charges.map(
    (c) =>
      `<tr><td><code>${esc(c.reference)}</code></td><td>${esc(c.email)}</td>` +
      `<td>${esc(koboText(c.amount))}</td><td>${c.orderId ? `<code>${esc(c.orderId)}</code>` : '—'}</td>` +
      `<td>${esc(dayTimeText(c.paidAt ?? ''))}</td></tr>`,
  );
  return (
    '<table><thead><tr><th scope="col">Reference</th><th scope="col">Payer</th><th scope="col">Amount</th><th scope="col">Made for order</th><th scope="col">Paid at</th></tr></thead>' +
    `<tbody>${rows.join('')}</tbody></table>`
  );
}

/** Pending bank transfers, each with a button to confirm it as the bank would. */
export function transfersTable(charges: Charge[]): string {
  if (charges.length === 0) return '<p>None.</p>';
  const rows = charges.map(
    (c) =>
      `<tr><td><code>${esc(c.reference)}</code></td><td>${esc(c.email)}</td>` +
      `<td>${esc(koboText(c.amount))}</td><td>${c.orderId ? `<code>${esc(c.orderId)}</code>` : '—'}</td>` +
      `<td><button type="button" class="link" data-confirm="${esc(c.reference)}">Confirm transfer ${esc(c.reference)}</button></td></tr>`,
  );
  return (
    '<table><thead><tr><th scope="col">Reference</th><th scope="col">Payer</th><th scope="col">Amount</th><th scope="col">For order</th><th scope="col">Bank</th></tr></thead>' +
    `<tbody>${rows.join('')}</tbody></table>`
  );
}

export function accountsTable(accounts: DemoAccount[]): string {
  const rows = accounts.map(
    (a) =>
      `<tr><td>${esc(a.role)}</td><td>${esc(a.email)}</td>` +
      `<td><code>${esc(a.password)}</code></td><td><code>${esc(a._id)}</code></td></tr>`,
  );
  return (
    '<table><thead><tr><th scope="col">Role</th><th scope="col">E-mail</th><th scope="col">Password</th><th scope="col">Id</th></tr></thead>' +
    `<tbody>${rows.join('')}</tbody></table>`
  );
}
