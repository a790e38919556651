// The simulator panel: one self-contained HTML page (no external assets) driving the control API
// of the same origin. Served by the mock at /__mock/panel (mock mode only).

const styles = `
:root{font-family:system-ui,sans-serif;color:#1d1d1f;background:#faf7f2}
body{margin:0 auto;max-width:980px;padding:1rem}
h1{font-size:1.5rem;margin:.2rem 0 1rem}h2{font-size:1.05rem;margin:0 0 .6rem}
.grid{display:grid;gap:1rem;grid-template-columns:repeat(auto-fit,minmax(290px,1fr))}
section{background:#fff;border:1px solid #e3ddd3;border-radius:10px;padding:1rem}
label{display:block;font-size:.9rem;margin:.4rem 0 .15rem}
input,select{font:inherit;padding:.35rem .5rem;border:1px solid #9a9187;border-radius:6px;width:100%;box-sizing:border-box}
input[type=checkbox]{width:auto}
button{font:inherit;margin:.6rem .4rem 0 0;padding:.4rem .9rem;border-radius:6px;border:1px solid #b34700;background:#e85d04;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#b34700}
button:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
dl{display:grid;grid-template-columns:auto 1fr;gap:.15rem .8rem;margin:0;font-size:.9rem}dt{color:#5c554e}dd{margin:0}
table{border-collapse:collapse;width:100%;font-size:.85rem}th,td{text-align:left;padding:.2rem .3rem;border-bottom:1px solid #eee}
code{font-size:.8rem;word-break:break-all}
#status{min-height:1.4rem;padding:.5rem .8rem;border-radius:6px;background:#eef6ee;margin-bottom:1rem}
#status.error{background:#fdecea}
.row{display:flex;gap:.6rem}.row>*{flex:1}
.wide{grid-column:1/-1}td code{word-break:normal;white-space:nowrap}h3.small{font-size:.95rem;margin:1rem 0 .4rem}
button.link{background:none;border:none;color:#1d4ed8;text-decoration:underline;margin:0;padding:0}
`;

const body = `
<header><h1>Bukka mock — simulator panel</h1></header>
<main>
<p id="status" role="status" aria-live="polite">Loading…</p>
<div class="grid">
<section aria-labelledby="h-health"><h2 id="h-health">Health and world</h2>
<dl id="health"><dt>Health</dt><dd>…</dd></dl>
<form id="reset-form"><label for="seed">Seed</label><input id="seed" name="seed" value="__SEED__" required autocomplete="off">
<button type="submit">Reset the world</button></form></section>

<section aria-labelledby="h-sim"><h2 id="h-sim">Simulator</h2>
<dl id="sim"></dl>
<form id="sim-form"><label for="speed">Speed (1 = real time, up to 100)</label>
<input id="speed" name="speed" type="number" min="0.1" max="100" step="0.1" required>
<button type="submit">Set speed</button>
<button type="button" id="sim-start">Start</button>
<button type="button" id="sim-stop" class="secondary">Stop</button></form></section>

<section aria-labelledby="h-bank"><h2 id="h-bank">Bank transfer into a wallet</h2>
<form id="bank-form"><label for="account">Account number (10 digits)</label>
<input id="account" name="accountNumber" inputmode="numeric" pattern="\\d{10}" required autocomplete="off">
<label for="amount">Amount (₦)</label><input id="amount" name="amount" type="number" min="0.01" step="0.01" required>
<button type="submit">Send transfer</button></form>
<h3 class="small">Wallet accounts</h3><div id="wallets"></div></section>

<section aria-labelledby="h-deliver"><h2 id="h-deliver">Deliver an order</h2>
<form id="deliver-form"><label for="order-id">Order id</label>
<input id="order-id" name="orderId" pattern="[0-9a-fA-F]{24}" required autocomplete="off">
<button type="submit">Mark delivered</button></form>
<form id="clock-form"><label for="minutes">Advance the clock (minutes)</label>
<input id="minutes" name="minutes" type="number" min="1" step="1" value="60" required>
<button type="submit" class="secondary">Advance</button></form></section>

<section aria-labelledby="h-faults"><h2 id="h-faults">Faults</h2>
<form id="fault-form"><div class="row"><div><label for="f-method">Method</label>
<select id="f-method" name="method"><option>*</option><option>GET</option><option>POST</option><option>PUT</option><option>DELETE</option></select></div>
<div><label for="f-times">Times (empty = until cleared)</label><input id="f-times" name="times" type="number" min="1" step="1"></div></div>
<label for="f-path">Path (exact, route pattern or prefix*)</label><input id="f-path" name="path" value="/api/users/stores" required>
<div class="row"><div><label for="f-status">Status</label><input id="f-status" name="status" type="number" min="100" max="599" value="500"></div>
<div><label for="f-delay">Delay (ms)</label><input id="f-delay" name="delayMs" type="number" min="0" max="120000"></div></div>
<label for="f-message">Message</label><input id="f-message" name="message" value="Injected fault">
<label><input id="f-network" name="networkError" type="checkbox"> Network error (no answer)</label>
<button type="submit">Inject fault</button><button type="button" id="faults-clear" class="secondary">Clear all faults</button></form>
<h3 class="small">Active faults</h3><div id="faults" aria-live="polite"></div></section>

<section class="wide" aria-labelledby="h-accounts"><h2 id="h-accounts">Demo accounts</h2><div id="accounts"></div></section>
</div></main>`;

const script = `
const $ = (id) => document.getElementById(id);
const statusEl = $('status');
const say = (text, error = false) => { statusEl.textContent = text; statusEl.className = error ? 'error' : ''; };
const esc = (v) => String(v).replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';');
async function call(method, path, body) {
  const init = { method, headers: {} };
  if (body !== undefined) { init.headers['content-type'] = 'application/json'; init.body = JSON.stringify(body); }
  const res = await fetch(path, init);
  const text = await res.text();
  let data = text; try { data = JSON.parse(text); } catch {}
  if (!res.ok) throw new Error((data && data.message) || res.status + ' ' + res.statusText);
  return data;
}
const dl = (el, pairs) => { el.innerHTML = pairs.map(([k, v]) => '<dt>' + esc(k) + '</dt><dd>' + esc(v) + '</dd>').join(''); };
async function refresh() {
  const [health, sim, faults, accounts, wallets] = await Promise.all([
    call('GET', '/__mock/health').catch((e) => ({ ok: false, error: e.message })),
    call('GET', '/__mock/simulator'), call('GET', '/__mock/faults'), call('GET', '/__mock/accounts'),
    call('GET', '/__mock/panel/wallets')]);
  dl($('health'), [['Health', health.ok ? 'ok' : 'down ' + (health.error || '')],
    ...(health.seed !== undefined ? [['World seed', health.seed]] : []),
    ...(health.checkout ? [['Checkout', health.checkout]] : [])]);
  dl($('sim'), [['Running', sim.on ? 'yes' : 'no'], ['Speed', sim.speed + '×'], ['Ticks', sim.ticks],
    ['Orders placed', sim.placed], ['Paid', sim.paid], ['Accepted', sim.accepted], ['Delivered', sim.delivered],
    ['Refunded', sim.refunded], ['Following', sim.following], ['Last event', sim.lastEvent || '—']]);
  if (document.activeElement !== $('speed')) $('speed').value = sim.speed;
  $('sim-start').disabled = sim.on; $('sim-stop').disabled = !sim.on;
  $('faults').innerHTML = faults.length === 0 ? '<p>None.</p>' : '<table><caption class="sr">Active faults</caption><thead><tr><th scope="col">Method</th><th scope="col">Path</th><th scope="col">Effect</th><th scope="col">Left</th></tr></thead><tbody>' +
    faults.map((f) => '<tr><td>' + esc(f.method) + '</td><td><code>' + esc(f.path) + '</code></td><td>' +
      esc(f.networkError ? 'network error' : [f.status ? f.status + ' ' + (f.message || '') : '', f.delayMs ? f.delayMs + ' ms delay' : ''].filter(Boolean).join(', ')) +
      '</td><td>' + esc(f.remaining == null ? '∞' : f.remaining) + '</td></tr>').join('') + '</tbody></table>';
  $('wallets').innerHTML = wallets.length === 0 ? '<p>None yet (a user creates one in the app).</p>' :
    '<table><thead><tr><th scope="col">Owner</th><th scope="col">Account</th><th scope="col">Balance</th></tr></thead><tbody>' +
    wallets.map((w) => '<tr><td>' + esc(w.email) + '</td><td><button type="button" class="link" data-account="' + esc(w.accountNumber) +
      '" aria-label="Use account ' + esc(w.accountNumber) + ' (' + esc(w.bank) + ')">' + esc(w.accountNumber) + '</button></td><td>₦' +
      esc(Number(w.balance).toLocaleString('en-NG')) + '</td></tr>').join('') + '</tbody></table>';
  $('accounts').innerHTML = '<table><thead><tr><th scope="col">Role</th><th scope="col">E-mail</th><th scope="col">Password</th><th scope="col">Id</th></tr></thead><tbody>' +
    accounts.map((a) => '<tr><td>' + esc(a.role) + '</td><td>' + esc(a.email) + '</td><td><code>' + esc(a.password) + '</code></td><td><code>' + esc(a._id) + '</code></td></tr>').join('') + '</tbody></table>';
}
const run = (label, task) => async (event) => {
  if (event) event.preventDefault();
  try { const msg = await task(); say(msg || label + ': done.'); } catch (e) { say(label + ' failed: ' + e.message, true); }
  refresh().catch((e) => say('Refresh failed: ' + e.message, true));
};
const num = (v) => (v === '' || v == null ? undefined : Number(v));
$('reset-form').addEventListener('submit', run('Reset', async () => {
  const raw = $('seed').value.trim(); const seed = /^\\d+$/.test(raw) ? Number(raw) : raw;
  const r = await call('POST', '/__mock/reset', { seed }); return 'World reset with seed ' + r.seed + '.';
}));
$('sim-form').addEventListener('submit', run('Speed', async () => {
  const r = await call('POST', '/__mock/simulator', { speed: Number($('speed').value) }); return 'Simulator speed ' + r.speed + '×.';
}));
$('sim-start').addEventListener('click', run('Start', async () => { await call('POST', '/__mock/simulator', { on: true }); return 'Simulator started.'; }));
$('sim-stop').addEventListener('click', run('Stop', async () => { await call('POST', '/__mock/simulator', { on: false }); return 'Simulator stopped.'; }));
$('bank-form').addEventListener('submit', run('Bank transfer', async () => {
  const amount = Math.round(Number($('amount').value) * 100);
  const r = await call('POST', '/__mock/bank-transfer', { accountNumber: $('account').value.trim(), amount });
  return 'Transfer received: the balance is now ₦' + Number(r.balance).toLocaleString('en-NG') + '.';
}));
$('deliver-form').addEventListener('submit', run('Deliver', async () => {
  const id = $('order-id').value.trim(); await call('POST', '/__mock/orders/' + encodeURIComponent(id) + '/deliver');
  return 'Order ' + id + ' delivered.';
}));
$('clock-form').addEventListener('submit', run('Clock', async () => {
  const r = await call('POST', '/__mock/clock/advance', { ms: Number($('minutes').value) * 60000 }); return 'Mock clock is now ' + r.now + '.';
}));
$('fault-form').addEventListener('submit', run('Fault', async () => {
  const network = $('f-network').checked;
  const body = { method: $('f-method').value, path: $('f-path').value.trim(), times: num($('f-times').value) };
  if (network) body.networkError = true;
  else { body.status = num($('f-status').value); body.message = $('f-message').value; body.delayMs = num($('f-delay').value); }
  await call('POST', '/__mock/faults', body); return 'Fault injected on ' + body.method + ' ' + body.path + '.';
}));
$('wallets').addEventListener('click', (event) => {
  const account = event.target.closest('[data-account]');
  if (!account) return;
  $('account').value = account.dataset.account; $('amount').focus();
  say('Account ' + account.dataset.account + ' chosen: enter an amount.');
});
$('faults-clear').addEventListener('click', run('Clear faults', async () => { await call('DELETE', '/__mock/faults'); return 'All faults cleared.'; }));
call('GET', '/__mock/health').then(() => say('Connected to the mock.')).catch((e) => say('The control API did not answer: ' + e.message, true));
refresh().catch((e) => say('Refresh failed: ' + e.message, true));
setInterval(() => { if (!document.hidden) refresh().catch(() => {}); }, 2000);
`;

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The panel's whole HTML document, with the world's current seed filled in. */
export function panelHtml(seed: string | number): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bukka mock — simulator panel</title><style>${styles}.sr{position:absolute;left:-9999px}</style></head>
<body>${body.replace('__SEED__', escapeHtml(String(seed)))}<script type="module">${script}</script></body></html>`;
}
