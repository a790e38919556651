// The panel page's sections, as markup: the world's (the live city, its controls, its charges and
// accounts), what applies to any mock (recording, faults) and proxy mode's own. panel-page.ts
// puts together those that apply: a proxying mock's app shows the backend's data, so the world's
// sections — which act on the local world only — are left out of its page.
import { escapeMarkup } from '#shared/markup.ts';
import { EVENT_KINDS } from '../simulator/behaviours/registry.ts';

/** The live city: presets, throughput figures, the riders' map and the order feed. */
export const liveCity = `
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
<div class="feed-log" role="log" aria-label="Order events, newest first"><ol id="feed" data-labels="${escapeMarkup(JSON.stringify(Object.fromEntries(EVENT_KINDS.map((k) => [k.type, k.label]))))}"></ol></div></section>
</div>`;

/** The world's controls: health and reset, the simulator, a bank transfer, a delivery, the clock. */
export const worldControls = `
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
<label for="amount">Amount (naira)</label><input id="amount" name="amount" type="number" min="0.01" step="0.01" required>
<button type="submit">Send transfer</button></form>
<h3 class="small">Wallet accounts</h3><div id="wallets" class="table-wrap" tabindex="0" role="region" aria-label="Wallet accounts (scrolls sideways)"></div></section>

<section aria-labelledby="h-deliver"><h2 id="h-deliver">Deliver an order</h2>
<form id="deliver-form"><label for="order-id">Order id</label>
<input id="order-id" name="orderId" pattern="[0-9a-fA-F]{24}" required autocomplete="off">
<button type="submit">Mark delivered</button></form>
<form id="clock-form"><label for="minutes">Advance the clock (minutes)</label>
<input id="minutes" name="minutes" type="number" min="1" step="1" value="60" required>
<button type="submit" class="secondary">Advance</button></form></section>
`;

/** Said of every recording: what the written scenario checks, and so where it replays. */
const RELATIVE =
  'Checks are relative to where the recording began: it replays in any world (counts and balances by how far the journey moved them, an order from before the recording by its status only).';
const WORLD_RECORDING = `Records what this world answers (secrets masked), then writes it as a scenario to replay anywhere. ${RELATIVE}`;
const PROXY_RECORDING = `Records the backend's answers through this proxy (secrets masked), then writes them as a scenario that replays on the mock. ${RELATIVE}`;

/** Recording a scenario: of the world's answers, or of the backend's in proxy mode. */
export const recordSection = (proxying: boolean): string => `
<section aria-labelledby="h-record"><h2 id="h-record">Record a scenario</h2>
<p>${proxying ? PROXY_RECORDING : WORLD_RECORDING}</p>
<form id="record-form"><label for="record-name">Scenario name (kebab-case)</label>
<input id="record-name" name="name" value="my-journey" pattern="[a-z][a-z0-9\\-]{0,59}" required autocomplete="off" aria-describedby="record-name-help">
<p id="record-name-help" class="small">Lower-case letters, digits and hyphens, starting with a letter (at most 60), e.g. adaeze-pays.</p>
<button type="button" id="record-start">Record</button><button type="button" id="record-stop" class="secondary">Stop recording</button>
<a id="record-download" class="button-link" href="#" download hidden>Download scenario</a></form>
<p id="record-state" aria-live="polite">Not recording.</p></section>
`;

/** Faults: they act before the world or the backend is asked, so they apply in both modes. */
export const faultsSection = `
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
`;

/** The world's money left hanging and its demo accounts. */
export const worldTables = `
<section class="wide" aria-labelledby="h-charges"><h2 id="h-charges">Charges no order took</h2>
<p>Card charges that succeeded at the emulated provider but paid no order (10 s after they succeeded): money a buyer paid that the app never applied. None should ever show.</p>
<div id="orphans" class="table-wrap" tabindex="0" role="region" aria-label="Charges no order took (scrolls sideways)"></div>
<h3 class="small">Bank transfers pending</h3><div id="transfers" class="table-wrap" tabindex="0" role="region" aria-label="Bank transfers pending (scrolls sideways)"></div></section>

<section class="wide" aria-labelledby="h-accounts"><h2 id="h-accounts">Demo accounts</h2><div id="accounts" class="table-wrap" tabindex="0" role="region" aria-label="Demo accounts (scrolls sideways)"></div></section>`;

/**
 * Proxy mode's view (filled by panel/browser/panel-proxy.ts): the backend and whether writes
 * pass, the answers' figures, what drifted per endpoint, the writes refused, the fields no check
 * can judge, the report and a button that starts the counts again.
 */
export const proxySection = `
<p>This mock forwards <code>/api</code> to a backend: the app shows the backend's data. The local world's controls — its wallets, simulator, reset, transfers, payments and live city — change nothing the app shows, so they are not on this page.</p>
<section class="wide" id="proxy-box" aria-labelledby="h-proxy"><h2 id="h-proxy">Proxy: the backend's answers against the mock's contract</h2>
<dl id="proxy-setup"><dt>Backend</dt><dd>…</dd></dl>
<ul class="figures" id="proxy-figures" aria-label="The backend's answers"></ul>
<p id="proxy-summary" aria-live="polite"></p>
<h3 class="small">What drifted, per endpoint</h3>
<div id="proxy" class="table-wrap" tabindex="0" role="region" aria-label="Answers of the backend per endpoint (scrolls sideways)"></div>
<h3 class="small">Writes refused</h3>
<div id="proxy-refused" class="table-wrap" tabindex="0" role="region" aria-label="Writes refused (scrolls sideways)"></div>
<div id="proxy-unjudged-box" hidden><h3 class="small">Fields the shape checks cannot judge</h3>
<div id="proxy-unjudged" class="table-wrap" tabindex="0" role="region" aria-label="Fields the shape checks cannot judge (scrolls sideways)"></div></div>
<p><a class="button-link" href="/__mock/proxy/report" target="_blank" rel="noopener">Open the drift report</a><button type="button" id="proxy-clear" class="secondary">Clear the counts</button></p>
<p class="small">The report lists every problem kept, as <code>--report FILE</code> writes it. Clearing starts the counts and problems again.</p></section>`;
