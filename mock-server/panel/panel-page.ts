// The simulator panel: one self-contained HTML page (no external assets) driving the control API
// of the same origin. Served by the mock at /__mock/panel (mock mode only).

const styles = `
:root{font-family:system-ui,sans-serif;color:#1d1d1f;background:#faf7f2;--accent:#b34700;--line:#e3ddd3}
*{box-sizing:border-box}
body{margin:0 auto;max-width:1280px;padding:.75rem}
h1{font-size:1.45rem;margin:.2rem 0 .2rem}h2{font-size:1.05rem;margin:0 0 .6rem}
.top{display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;gap:.4rem 1rem;margin-bottom:.6rem}
.pill{margin:0;padding:.15rem .7rem;border-radius:999px;background:#eef2f7;font-size:.85rem}
.pill.live{background:#e3f4e6;color:#14532d}.pill.poll{background:#fff4d6;color:#6b4a00}.pill.down{background:#fdecea;color:#8a1c1c}
.grid{display:grid;gap:1rem;grid-template-columns:repeat(auto-fit,minmax(min(290px,100%),1fr))}
section{background:#fff;border:1px solid var(--line);border-radius:10px;padding:1rem;min-width:0}
label{display:block;font-size:.9rem;margin:.4rem 0 .15rem}
input,select{font:inherit;padding:.35rem .5rem;border:1px solid #9a9187;border-radius:6px;width:100%}
input[type=checkbox]{width:auto}
button{font:inherit;margin:.6rem .4rem 0 0;padding:.4rem .9rem;border-radius:6px;border:1px solid var(--accent);background:var(--accent);color:#fff;cursor:pointer}
button.secondary{background:#fff;color:var(--accent)}
button:focus-visible,input:focus-visible,select:focus-visible,a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
dl{display:grid;grid-template-columns:auto 1fr;gap:.15rem .8rem;margin:0;font-size:.9rem}dt{color:#5c554e}dd{margin:0}
.table-wrap{overflow-x:auto;max-width:100%}
table{border-collapse:collapse;width:100%;font-size:.85rem}th,td{text-align:left;padding:.2rem .3rem;border-bottom:1px solid #eee}
code{font-size:.8rem;word-break:break-all}
#status{min-height:1.4rem;padding:.5rem .8rem;border-radius:6px;background:#eef6ee;margin:0 0 1rem}
#status.error{background:#fdecea}
.row{display:flex;gap:.6rem}.row>*{flex:1;min-width:0}
.wide{grid-column:1/-1}td code{word-break:normal;white-space:nowrap}h3.small{font-size:.95rem;margin:1rem 0 .4rem}
button.link{background:none;border:none;color:#1d4ed8;text-decoration:underline;margin:0;padding:0}
.presets{display:grid;gap:.6rem;grid-template-columns:repeat(auto-fit,minmax(min(210px,100%),1fr));margin-bottom:1rem}
.preset{margin:0;text-align:left;padding:.6rem .8rem;background:#fff;color:#1d1d1f;border:2px solid var(--line);border-radius:10px}
.preset strong{display:block;font-size:1.05rem;color:var(--accent)}.preset span{display:block;font-size:.8rem;color:#5c554e;margin-top:.15rem}
.preset[aria-pressed=true]{border-color:var(--accent);background:#fff3e8}
.preset.outage strong{color:#b42318}.preset.outage[aria-pressed=true]{border-color:#b42318;background:#fdecea}
.figures{display:grid;gap:.6rem;grid-template-columns:repeat(auto-fit,minmax(min(150px,46%),1fr));margin:0 0 1rem;padding:0;list-style:none}
.figures li{background:#fff;border:1px solid var(--line);border-radius:10px;padding:.55rem .8rem}
.figures .k{display:block;font-size:.8rem;color:#5c554e}.figures .v{display:block;font-size:1.55rem;font-weight:700;line-height:1.25;font-variant-numeric:tabular-nums}
.figures .s{display:block;font-size:.75rem;color:#6b645c}.figures .bad .v{color:#b42318}
.live{display:grid;gap:1rem;margin-bottom:1rem}
@media (min-width:900px){.live{grid-template-columns:minmax(0,3fr) minmax(0,2fr)}}
.cities{display:flex;flex-wrap:wrap;gap:.35rem;margin:-.2rem 0 .5rem}
.cities button{margin:0;padding:.2rem .7rem;font-size:.85rem;background:#fff;color:var(--accent)}
.cities button[aria-pressed=true]{background:var(--accent);color:#fff}
#map{position:relative;overflow:hidden;height:clamp(240px,48vh,470px);border-radius:8px;background:#aad3df;touch-action:pan-y}
#map .tiles img{position:absolute;width:256px;height:256px;user-select:none}
#map svg{position:absolute;inset:0;width:100%;height:100%}
#map .rider{transition:transform 1s linear}
#map .attr{position:absolute;right:0;bottom:0;margin:0;padding:.1rem .35rem;font-size:.65rem;background:rgb(255 255 255/85%)}
.legend{display:flex;flex-wrap:wrap;gap:.2rem 1rem;font-size:.8rem;color:#5c554e;margin:.4rem 0 0;padding:0;list-style:none}
.legend i{display:inline-block;width:.8rem;height:.8rem;border-radius:50%;vertical-align:-.1rem;margin-right:.3rem}
#road{margin:.5rem 0 0;padding:0;list-style:none;font-size:.85rem;columns:2 14rem}
#road li{break-inside:avoid;padding:.1rem 0}
.feed-box{display:flex;flex-direction:column;min-height:0}.feed-log{display:flex;flex-direction:column;min-height:0}
#feed{list-style:none;margin:0;padding:0;overflow-y:auto;max-height:clamp(260px,58vh,560px)}
#feed li{display:grid;grid-template-columns:auto 1fr;gap:.1rem .5rem;padding:.4rem 0;border-bottom:1px solid #f0ebe3;font-size:.9rem}
#feed .badge{grid-row:span 2;align-self:start;font-size:.7rem;font-weight:700;text-transform:uppercase;padding:.15rem .4rem;border-radius:4px;background:#eef2f7;white-space:nowrap}
#feed .meta{font-size:.75rem;color:#6b645c}
.ev-placed .badge{background:#e0ecff;color:#1e3a8a}.ev-paid .badge{background:#dcfce7;color:#14532d}
.ev-payment-failed .badge,.ev-refunded .badge,.ev-cancelled .badge{background:#fdecea;color:#8a1c1c}
.ev-accepted .badge{background:#fff4d6;color:#6b4a00}.ev-rider-assigned .badge{background:#f3e8ff;color:#5b21b6}
.ev-delivered .badge{background:#d1fae5;color:#065f46}
.sr{position:absolute;left:-9999px}
@media (max-width:599px){.presets{grid-template-columns:1fr 1fr}.preset span{position:absolute;left:-9999px}.preset strong{font-size:.95rem}.figures .v{font-size:1.3rem}}
@media (min-width:1000px) and (max-height:800px){body{font-size:17px}}
`;

const body = `
<header class="top"><h1>Bukka mock — simulator panel</h1><p id="conn" class="pill">Connecting to the live city…</p></header>
<main>
<p id="status" role="status" aria-live="polite">Loading…</p>
<div class="presets" role="group" aria-label="Presets" id="presets"></div>
<ul class="figures" aria-label="Throughput">
<li><span class="k">Orders per minute</span><span class="v" id="f-rate">–</span><span class="s" id="f-rate-s">last 10 simulated minutes</span></li>
<li><span class="k">GMV</span><span class="v" id="f-gmv">–</span><span class="s" id="f-gmv-s">paid, last 10 simulated minutes</span></li>
<li><span class="k">Riders on the road</span><span class="v" id="f-riders">–</span><span class="s" id="f-riders-s">delivering now</span></li>
<li><span class="k">Simulated time</span><span class="v" id="f-clock">–</span><span class="s" id="f-clock-s"></span></li>
<li id="f-cards-li"><span class="k">Card payments</span><span class="v" id="f-cards">–</span><span class="s" id="f-cards-s">POST /api/pay</span></li>
</ul>
<div class="live">
<section aria-labelledby="h-map"><h2 id="h-map">Riders delivering</h2>
<div class="cities" role="group" aria-label="City" id="cities"></div>
<div id="map" role="img" aria-label="Map of the city"><div class="tiles"></div><svg aria-hidden="true"></svg><p class="attr">Map data Natural Earth · places © OpenStreetMap contributors</p></div>
<ul class="legend"><li><i style="background:#e85d04"></i>Rider</li><li><i style="background:#1d4ed8;border-radius:2px"></i>Store</li><li><i style="background:#fff;border:2px solid #14532d"></i>Buyer</li></ul>
<ul id="road" aria-label="Riders on the road"></ul></section>
<section class="feed-box" aria-labelledby="h-feed"><h2 id="h-feed">Live orders</h2>
<div class="feed-log" role="log" aria-label="Order events, newest first"><ol id="feed"></ol></div></section>
</div>
<h2>Controls</h2>
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
<h3 class="small">Wallet accounts</h3><div id="wallets" class="table-wrap" tabindex="0" role="region" aria-label="Wallet accounts (scrolls sideways)"></div></section>

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
<h3 class="small">Active faults</h3><div id="faults" class="table-wrap" aria-live="polite"></div></section>

<section class="wide" aria-labelledby="h-accounts"><h2 id="h-accounts">Demo accounts</h2><div id="accounts" class="table-wrap" tabindex="0" role="region" aria-label="Demo accounts (scrolls sideways)"></div></section>
</div></main>`;

const script = `
const $ = (id) => document.getElementById(id);
const statusEl = $('status');
const say = (text, error = false) => { statusEl.textContent = text; statusEl.className = error ? 'error' : ''; };
const esc = (v) => String(v).replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';');
// /__mock/panel?world=ID shows and drives that world (every call names it; see /__mock/worlds).
const worldId = new URLSearchParams(location.search).get('world') || '';
const inWorld = (path) => worldId ? path + (path.includes('?') ? '&' : '?') + 'world=' + encodeURIComponent(worldId) : path;
async function call(method, path, body) {
  const init = { method, headers: worldId ? { 'x-bukka-world': worldId } : {} };
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
    ...(health.world ? [['World', health.world]] : []),
    ...(health.seed !== undefined ? [['World seed', health.seed]] : []),
    ...(health.checkout ? [['Checkout', health.checkout]] : []),
    ...(health.profile ? [['Profile', health.profile === 'hosted'
      ? 'hosted (' + (health.hostedVersion || '') + ', hangs ' + health.hangMs + ' ms)' : health.profile]] : [])]);
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

// --- The live city: presets, figures, riders on the map, the order feed (server-sent events,
// or polling /__mock/city where the stream cannot be had, e.g. some static hosts).
const naira = (kobo) => '₦' + (kobo / 100).toLocaleString('en-NG', { maximumFractionDigits: 0 });
const clockText = (ms) => { const m = Math.floor(ms / 60000); const h = Math.floor(m / 60); return h > 0 ? h + 'h ' + (m % 60) + 'm' : m + 'm ' + Math.floor((ms % 60000) / 1000) + 's'; };
const LABELS = { placed: 'Placed', paid: 'Paid', 'payment-failed': 'Card failed', accepted: 'Accepted', 'rider-assigned': 'Rider', delivered: 'Delivered', refunded: 'Refunded', cancelled: 'Cancelled' };
const city = { world: 0, lastSeq: 0, stores: [], cities: [], riders: [], place: null, presets: [], current: null };
const conn = (text, kind) => { $('conn').textContent = text; $('conn').className = 'pill ' + (kind || ''); };

function renderPresets() {
  $('presets').innerHTML = city.presets.map((p) => '<button type="button" class="preset' + (p.cardOutage ? ' outage' : '') +
    '" data-preset="' + esc(p.name) + '" title="' + esc(p.description) + '" aria-pressed="' + (city.current === p.name) + '"><strong>' + esc(p.title) + '</strong><span>' + esc(p.description) + '</span></button>').join('');
}
$('presets').addEventListener('click', (event) => {
  const button = event.target.closest('[data-preset]');
  if (!button) return;
  const preset = city.presets.find((p) => p.name === button.dataset.preset);
  run('Preset', async () => {
    const r = await call('POST', '/__mock/presets/' + encodeURIComponent(preset.name));
    city.current = r.preset; renderPresets();
    return preset.title + ': speed ' + r.simulator.speed + '×, demand ×' + r.simulator.demand + ', card payments ' + (r.cardChecksDown ? 'failing' : 'working') + '.';
  })();
});

function renderFigures(t) {
  $('f-rate').textContent = t.throughput.ordersPerMinute.toLocaleString('en-NG');
  $('f-rate-s').textContent = t.throughput.placed + ' placed in the last ' + t.throughput.windowMinutes + ' simulated min';
  $('f-gmv').textContent = naira(t.throughput.gmvKobo);
  $('f-gmv-s').textContent = t.throughput.paid + ' paid in the last ' + t.throughput.windowMinutes + ' simulated min';
  $('f-riders').textContent = String(t.riders.length);
  $('f-clock').textContent = clockText(t.simulatedMs);
  $('f-clock-s').textContent = (t.simulator.on ? 'running' : 'stopped') + ' · ' + t.simulator.speed + '× · demand ×' + t.simulator.demand;
  $('f-cards').textContent = t.cardChecksDown ? 'Failing' : 'Working';
  $('f-cards-li').className = t.cardChecksDown ? 'bad' : '';
  if (t.preset !== city.current) { city.current = t.preset; renderPresets(); }
}

function addEvent(e, atTop) {
  if (e.seq <= city.lastSeq) return;
  city.lastSeq = e.seq;
  const li = document.createElement('li');
  li.className = 'ev-' + e.type;
  li.innerHTML = '<span class="badge">' + esc(LABELS[e.type] || e.type) + '</span><span>' + esc(e.text) + '</span>' +
    '<span class="meta"><time datetime="' + esc(e.at) + '">' + esc(new Date(e.at).toLocaleTimeString('en-NG')) + '</time> · <a href="/order/' + encodeURIComponent(e.orderId) +
    '" target="_blank" rel="noopener">View order ' + esc(e.orderId.slice(-6)) + '</a></span>';
  const feed = $('feed');
  if (atTop) feed.prepend(li); else feed.append(li);
  while (feed.children.length > 80) feed.lastElementChild.remove();
}

// A small slippy map: the mock's SVG tiles, stores, riders and their routes on top.
const TILE = 256;
const wx = (lon, z) => ((lon + 180) / 360) * TILE * 2 ** z;
const wy = (lat, z) => { const s = Math.sin((lat * Math.PI) / 180); return (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * TILE * 2 ** z; };
const near = (a, b) => Math.abs(a.lat - b.lat) < 0.5 && Math.abs(a.lon - b.lon) < 0.5;
function view() {
  const el = $('map'); const w = el.clientWidth; const h = el.clientHeight;
  const c = city.place || city.cities[0] || { name: 'Lagos', lat: 6.5244, lon: 3.3792 };
  const pts = city.stores.filter((s) => near(s, c)).concat(city.riders.filter((r) => near(r, c)).map((r) => r.to));
  let z = 12;
  if (pts.length > 1) {
    const xs = pts.map((p) => wx(p.lon, 0)); const ys = pts.map((p) => wy(p.lat, 0));
    const spanX = Math.max(2 * Math.max(...xs.map((x) => Math.abs(x - wx(c.lon, 0)))), 1e-9);
    const spanY = Math.max(2 * Math.max(...ys.map((y) => Math.abs(y - wy(c.lat, 0)))), 1e-9);
    z = Math.floor(Math.min(Math.log2((w - 40) / spanX), Math.log2((h - 40) / spanY)));
  }
  z = Math.max(9, Math.min(13, z));
  return { w, h, z, left: wx(c.lon, z) - w / 2, top: wy(c.lat, z) - h / 2, c };
}
function drawTiles(v) {
  const box = $('map').querySelector('.tiles'); const want = new Map();
  for (let tx = Math.floor(v.left / TILE); tx <= Math.floor((v.left + v.w) / TILE); tx++)
    for (let ty = Math.floor(v.top / TILE); ty <= Math.floor((v.top + v.h) / TILE); ty++) want.set(v.z + '/' + tx + '/' + ty, [tx, ty]);
  for (const img of [...box.children]) if (!want.has(img.dataset.key)) img.remove();
  for (const [key, [tx, ty]] of want) {
    let img = box.querySelector('[data-key="' + key + '"]');
    if (!img) { img = document.createElement('img'); img.alt = ''; img.dataset.key = key; img.src = '/__mock/tiles/' + key + '.svg'; box.append(img); }
    img.style.left = Math.round(tx * TILE - v.left) + 'px'; img.style.top = Math.round(ty * TILE - v.top) + 'px';
  }
}
function drawOverlay(v) {
  const svg = $('map').querySelector('svg');
  const px = (p) => [wx(p.lon, v.z) - v.left, wy(p.lat, v.z) - v.top];
  const inView = ([x, y]) => x > -20 && y > -20 && x < v.w + 20 && y < v.h + 20;
  let out = '';
  for (const s of city.stores) { const [x, y] = px(s); if (inView([x, y])) out += '<rect x="' + (x - 4).toFixed(1) + '" y="' + (y - 4).toFixed(1) + '" width="8" height="8" rx="2" fill="#1d4ed8" stroke="#fff" stroke-width="1.5"><title>' + esc(s.name) + '</title></rect>'; }
  for (const r of city.riders) {
    const [fx, fy] = px(r.from); const [tx, ty] = px(r.to);
    out += '<line x1="' + fx.toFixed(1) + '" y1="' + fy.toFixed(1) + '" x2="' + tx.toFixed(1) + '" y2="' + ty.toFixed(1) + '" stroke="#e85d04" stroke-width="2" stroke-dasharray="5 4" opacity=".55"/>' +
      '<circle cx="' + tx.toFixed(1) + '" cy="' + ty.toFixed(1) + '" r="5" fill="#fff" stroke="#14532d" stroke-width="2.5"/>';
  }
  svg.innerHTML = out + '<g id="riders"></g>';
  const layer = svg.querySelector('#riders');
  for (const r of city.riders) {
    const [x, y] = px(r);
    const g = document.createElementNS('http://www.w3.org/2000/svg', 'g');
    g.setAttribute('class', 'rider'); g.dataset.order = r.orderId;
    g.style.transform = 'translate(' + x.toFixed(1) + 'px,' + y.toFixed(1) + 'px)';
    g.innerHTML = '<circle r="8" fill="#e85d04" stroke="#fff" stroke-width="2.5"/><title>' + esc(r.rider) + ' → ' + esc(r.store) + ' order</title>';
    layer.append(g);
  }
}
let lastView = null;
function drawMap() {
  const v = view();
  const same = lastView && lastView.z === v.z && lastView.left === v.left && lastView.top === v.top;
  if (!same) drawTiles(v);
  const layer = $('map').querySelector('#riders');
  if (same && layer && layer.children.length === city.riders.length &&
      city.riders.every((r, i) => layer.children[i].dataset.order === r.orderId)) {
    city.riders.forEach((r, i) => { layer.children[i].style.transform = 'translate(' + (wx(r.lon, v.z) - v.left).toFixed(1) + 'px,' + (wy(r.lat, v.z) - v.top).toFixed(1) + 'px)'; });
  } else drawOverlay(v);
  lastView = v;
  const here = city.riders.filter((r) => near(r, v.c));
  $('map').setAttribute('aria-label', 'Map of ' + v.c.name + ': ' + here.length + ' riders delivering, ' + city.stores.filter((s) => near(s, v.c)).length + ' stores');
  $('road').innerHTML = here.slice(0, 8).map((r) => '<li>' + esc(r.rider) + ' · ' + esc(r.store) + ' → buyer, ' + Math.round(r.progress * 100) + '%</li>').join('') +
    (here.length > 8 ? '<li>and ' + (here.length - 8) + ' more</li>' : '') + (here.length === 0 ? '<li>No rider on the road in ' + esc(v.c.name) + ' right now.</li>' : '');
}
function renderCities() {
  const current = (city.place || city.cities[0] || {}).name;
  $('cities').innerHTML = city.cities.map((c) => '<button type="button" data-city="' + esc(c.name) + '" aria-pressed="' + (c.name === current) + '">' + esc(c.name) + '</button>').join('');
}
$('cities').addEventListener('click', (event) => {
  const b = event.target.closest('[data-city]'); if (!b) return;
  city.place = city.cities.find((c) => c.name === b.dataset.city) || null; lastView = null; renderCities(); drawMap();
});
addEventListener('resize', () => { lastView = null; drawMap(); });

function applyTick(t) {
  if (t.world !== city.world) { loadSnapshot(); return; }
  city.riders = t.riders; renderFigures(t); drawMap();
}
function applySnapshot(s) {
  if (s.world !== city.world) { city.world = s.world; city.lastSeq = 0; $('feed').innerHTML = ''; }
  city.stores = s.stores; city.cities = s.cities; city.riders = s.riders;
  for (const e of s.events) addEvent(e, true);
  renderCities(); renderFigures(s); lastView = null; drawMap();
}
async function loadSnapshot() { applySnapshot(await call('GET', '/__mock/city')); }

let polling = null;
function poll() {
  if (polling) return;
  conn('Live by polling every 2 s', 'poll');
  polling = setInterval(async () => {
    if (document.hidden) return;
    try {
      const s = await call('GET', '/__mock/city?after=' + city.lastSeq);
      if (s.world !== city.world) applySnapshot(s); else { for (const e of s.events) addEvent(e, true); applyTick(s); }
      conn('Live by polling every 2 s', 'poll');
    } catch (e) { conn('The mock did not answer: retrying', 'down'); }
  }, 2000);
}
function stream() {
  if (typeof EventSource === 'undefined') return poll();
  const source = new EventSource(inWorld('/__mock/events'));
  let opened = false;
  source.addEventListener('open', () => { opened = true; conn('Live (server-sent events)', 'live'); });
  source.addEventListener('snapshot', (m) => applySnapshot(JSON.parse(m.data)));
  source.addEventListener('tick', (m) => applyTick(JSON.parse(m.data)));
  source.addEventListener('order', (m) => addEvent(JSON.parse(m.data), true));
  source.addEventListener('error', () => {
    if (!opened) { source.close(); poll(); } else conn('Reconnecting…', 'down');
  });
}
call('GET', '/__mock/presets').then((r) => { city.presets = r.presets; city.current = r.current; renderPresets(); }).catch((e) => say('Presets failed: ' + e.message, true));
stream();
`;

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The panel's whole HTML document, with the world's current seed filled in. */
export function panelHtml(seed: string | number): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bukka mock — simulator panel</title><style>${styles}.sr{position:absolute;left:-9999px}
@media (max-width:599px){.presets{grid-template-columns:1fr 1fr}.preset span{position:absolute;left:-9999px}.preset strong{font-size:.95rem}.figures .v{font-size:1.3rem}}</style></head>
<body>${body.replace('__SEED__', escapeHtml(String(seed)))}<script type="module">${script}</script></body></html>`;
}
