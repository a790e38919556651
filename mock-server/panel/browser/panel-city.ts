// The live city: presets, figures, riders on the map and the order feed, from server-sent events
// (`/__mock/events`), or by polling `/__mock/city` where the stream cannot be had (e.g. some
// static hosts).

import { escapeMarkup as esc } from '#shared/markup.ts';
import type { CityEvent, CityEventType } from '../../simulator/behaviours/registry.ts';
import type { CitySnapshot, CityTick } from '../../simulator/city-view.ts';
import { city } from './city-state.ts';
import { clockText, figureText, timeText } from './panel-format.ts';
import { $, call, inWorld, messageOf, panelApi, run, say } from './panel-io.ts';
import { drawMap, listenToMap, redrawMap, renderCities } from './panel-map.ts';

/** The badges' words by event type: the page carries them (from the behaviours' records). */
let labels: Partial<Record<CityEventType, string>> | undefined;
const labelOf = (type: CityEventType): string => {
  labels ??= JSON.parse($('feed').dataset.labels || '{}') as Partial<Record<CityEventType, string>>;
  return labels[type] || type;
};

/**
 * The order's link, and whose it is: the app shows an order only to its buyer and its store, so
 * the feed says whom to sign in as (every seeded account's password is on the Demo accounts table).
 */
function orderLink(e: CityEvent): string {
  if (!e.orderId) return '';
  const id = esc(e.orderId.slice(-6));
  const link = `<a href="/order/${encodeURIComponent(e.orderId)}" target="_blank" rel="noopener">View order ${id}</a>`;
  const parties = [
    e.buyerEmail ? `${esc(e.buyerEmail)} (buyer)` : '',
    e.storeEmail ? `${esc(e.storeEmail)} (store)` : '',
  ].filter(Boolean);
  return parties.length > 0
    ? ` · ${link} <span class="whose">signed in as ${parties.join(' or ')}</span>`
    : ` · ${link}`;
}

/** The connection pill: how the page is live (`live`, `poll`) or not (`down`). */
const conn = (text: string, kind?: 'live' | 'poll' | 'down'): void => {
  $('conn').textContent = text;
  $('conn').className = `pill ${kind || ''}`;
};

function renderPresets(): void {
  $('presets').innerHTML = city.presets
    .map(
      (p) =>
        `<button type="button" class="preset${p.cardOutage ? ' outage' : ''}" data-preset="${esc(p.name)}" title="${esc(p.description)}" aria-pressed="${city.current === p.name}">` +
        `<strong>${esc(p.title)}</strong><span>${esc(p.description)}</span></button>`,
    )
    .join('');
}

function listenToPresets(): void {
  $('presets').addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-preset]');
    if (!button) return;
    const preset = city.presets.find((p) => p.name === button.dataset.preset)!;
    run('Preset', async () => {
      const r = await call(panelApi.applyPreset, { params: { name: preset.name } });
      city.current = r.preset;
      renderPresets();
      const { speed, demand } = r.simulator;
      const cards = r.cardChecksDown ? 'failing' : 'working';
      return `${preset.title}: speed ${speed}×, demand ×${demand}, card payments ${cards}.`;
    })();
  });
}

function renderFigures(t: CityTick): void {
  $('f-rate').textContent = t.throughput.ordersPerMinute.toLocaleString('en-NG');
  $('f-rate-s').textContent =
    `${t.throughput.placed} placed in the last ${t.throughput.windowMinutes} simulated min`;
  $('f-gmv').textContent = figureText(t.throughput.gmvKobo);
  $('f-gmv-s').textContent =
    `${t.throughput.paid} paid in the last ${t.throughput.windowMinutes} simulated min`;
  $('f-riders').textContent = String(t.riders.length);
  $('f-clock').textContent = clockText(t.simulatedMs);
  const { on, speed, demand } = t.simulator;
  $('f-clock-s').textContent = `${on ? 'running' : 'stopped'} · ${speed}× · demand ×${demand}`;
  $('f-cards').textContent = t.cardChecksDown ? 'Failing' : 'Working';
  $('f-cards-li').className = t.cardChecksDown ? 'bad' : '';
  if (t.preset !== city.current) {
    city.current = t.preset;
    renderPresets();
  }
}

/** Adds an event to the feed (newest first, 80 at most), unless the feed has it already. */
function addEvent(e: CityEvent, atTop: boolean): void {
  if (e.seq <= city.lastSeq) return;
  city.lastSeq = e.seq;
  const li = document.createElement('li');
  li.className = `ev-${e.type}${e.byPerson ? ' by-person' : ''}`;
  const time = timeText(e.at);
  const person = e.byPerson ? '<span class="person">person</span>' : '';
  li.innerHTML =
    `<span class="badge">${esc(labelOf(e.type))}</span><span>${person}${esc(e.text)}</span>` +
    `<span class="meta"><time datetime="${esc(e.at)}">${esc(time)}</time>${orderLink(e)}</span>`;
  const feed = $('feed');
  if (atTop) feed.prepend(li);
  else feed.append(li);
  while (feed.children.length > 80) feed.lastElementChild!.remove();
}

function applyTick(t: CityTick): void {
  if (t.world !== city.world) {
    loadSnapshot();
    return;
  }
  city.riders = t.riders;
  renderFigures(t);
  drawMap();
}

function applySnapshot(s: CitySnapshot): void {
  if (s.world !== city.world) {
    city.world = s.world;
    city.lastSeq = 0;
    $('feed').innerHTML = '';
  }
  city.stores = s.stores;
  city.cities = s.cities;
  city.riders = s.riders;
  for (const e of s.events) addEvent(e, true);
  renderCities();
  renderFigures(s);
  redrawMap();
}

async function loadSnapshot(): Promise<void> {
  applySnapshot(await call(panelApi.city));
}

let polling: ReturnType<typeof setInterval> | null = null;

function poll(): void {
  if (polling) return;
  conn('Live by polling every 2 s', 'poll');
  polling = setInterval(async () => {
    if (document.hidden) return;
    try {
      const s = await call(panelApi.city, { query: { after: String(city.lastSeq) } });
      if (s.world !== city.world) applySnapshot(s);
      else {
        for (const e of s.events) addEvent(e, true);
        applyTick(s);
      }
      conn('Live by polling every 2 s', 'poll');
    } catch {
      conn('The mock did not answer: retrying', 'down');
    }
  }, 2000);
}

function stream(): void {
  if (typeof EventSource === 'undefined') {
    poll();
    return;
  }
  const source = new EventSource(inWorld('/__mock/events'));
  let opened = false;
  const data = <T>(m: Event): T => JSON.parse((m as MessageEvent<string>).data) as T;
  source.addEventListener('open', () => {
    opened = true;
    conn('Live (server-sent events)', 'live');
  });
  source.addEventListener('snapshot', (m) => applySnapshot(data<CitySnapshot>(m)));
  source.addEventListener('tick', (m) => applyTick(data<CityTick>(m)));
  source.addEventListener('order', (m) => addEvent(data<CityEvent>(m), true));
  source.addEventListener('error', () => {
    if (!opened) {
      source.close();
      poll();
    } else conn('Reconnecting…', 'down');
  });
}

/** Wires presets and the map, loads the presets and goes live. */
export function startCity(): void {
  listenToPresets();
  listenToMap();
  call(panelApi.presets)
    .then((r) => {
      city.presets = r.presets;
      city.current = r.current;
      renderPresets();
    })
    .catch((e) => say(`Presets failed: ${messageOf(e)}`, true));
  stream();
}
