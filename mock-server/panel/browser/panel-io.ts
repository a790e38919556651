// What every part of the panel's script uses: its elements, the status line, and calls to the
// control API of the page's origin, in the world the page names — through the control client, each
// endpoint named by its declaration (imported as a type only: the schemas stay out of the page).
import type { Answer } from '#shared/endpoint-call.ts';
import type { Endpoint } from '#shared/schemas/endpoint.ts';
import { DEFAULT_WORLD } from '#shared/schemas/mock-control-names.ts';
import type { cityEndpoints } from '../../control/city-endpoints.ts';
import {
  ControlError,
  type ControlInput,
  type ControlTarget,
  controlCall,
  type EndpointAt,
  endpointAt,
} from '../../control/control-client.ts';
import type { controlEndpoints, PanelWallet } from '../../control/control-endpoints.ts';
import type { proxyEndpoints } from '../../control/proxy-endpoints.ts';
import type { worldEndpoints } from '../../control/world-endpoints.ts';
import type { FaultRule } from '../../domain/plumbing/context.ts';

/** The answers of the control routes the panel reads (the parts it shows). */
export type Health = {
  ok: boolean;
  world?: string;
  seed?: string | number;
  checkout?: string;
  profile?: string;
  hostedVersion?: string;
  hangMs?: number;
  /** Set by the panel when the health check failed. */
  error?: string;
};
export type DemoAccount = Answer<Control['accounts']>[number];
/** A charge of `GET /__mock/payments` (amount in kobo). */
export type Charge = Answer<Control['charges']>[number];
export type { FaultRule, PanelWallet };
/** What proxy mode has seen of the backend (`GET /__mock/proxy`). */
export type ProxyState = Answer<typeof proxyEndpoints.proxy>;

/** The element with `id` (every id the script asks for is in the page). */
export const $ = <T extends HTMLElement = HTMLElement>(id: string): T =>
  document.getElementById(id) as T;

const statusEl = $('status');

/** Tells the presenter (the live status region). */
export const say = (text: string, error = false): void => {
  statusEl.textContent = text;
  statusEl.className = error ? 'error' : '';
};

/** What went wrong, as a sentence's end. */
export const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));

// /__mock/panel?world=ID shows and drives that world (every call names it; see /__mock/worlds).
const worldId = new URLSearchParams(location.search).get('world') || '';
/** The world the page drives (`default` when it names none). */
export const pageWorld = worldId || DEFAULT_WORLD;

/** `path` in the page's world (for requests that cannot carry a header, e.g. EventSource). */
export const inWorld = (path: string): string => {
  if (!worldId) return path;
  return `${path}${path.includes('?') ? '&' : '?'}world=${encodeURIComponent(worldId)}`;
};

type Control = typeof controlEndpoints;
type City = typeof cityEndpoints;
type Worlds = typeof worldEndpoints;

/** The control API's endpoints the panel calls. */
export const panelApi = {
  health: endpointAt<Control['health']>('GET', '/__mock/health'),
  reset: endpointAt<Control['reset']>('POST', '/__mock/reset'),
  accounts: endpointAt<Control['accounts']>('GET', '/__mock/accounts'),
  charges: endpointAt<Control['charges']>('GET', '/__mock/payments'),
  completePayment: endpointAt<Control['completePayment']>(
    'POST',
    '/__mock/payments/:reference/complete',
  ),
  bankTransfer: endpointAt<Control['bankTransfer']>('POST', '/__mock/bank-transfer'),
  faults: endpointAt<Control['faults']>('GET', '/__mock/faults'),
  addFault: endpointAt<Control['addFault']>('POST', '/__mock/faults'),
  clearFaults: endpointAt<Control['clearFaults']>('DELETE', '/__mock/faults'),
  advanceClock: endpointAt<Control['advanceClock']>('POST', '/__mock/clock/advance'),
  deliver: endpointAt<Control['deliver']>('POST', '/__mock/orders/:id/deliver'),
  simulator: endpointAt<Control['simulator']>('GET', '/__mock/simulator'),
  setSimulator: endpointAt<Control['setSimulator']>('POST', '/__mock/simulator'),
  wallets: endpointAt<Control['wallets']>('GET', '/__mock/panel/wallets'),
  city: endpointAt<City['city']>('GET', '/__mock/city'),
  presets: endpointAt<City['presets']>('GET', '/__mock/presets'),
  applyPreset: endpointAt<City['applyPreset']>('POST', '/__mock/presets/:name'),
  record: endpointAt<Worlds['record']>('POST', '/__mock/worlds/:id/recording'),
  recording: endpointAt<Worlds['recording']>('GET', '/__mock/worlds/:id/recording'),
  proxy: endpointAt<typeof proxyEndpoints.proxy>('GET', '/__mock/proxy'),
  clearProxy: endpointAt<typeof proxyEndpoints.clearProxy>('DELETE', '/__mock/proxy'),
};

/** The page's origin, in the page's world. */
const target: ControlTarget = { baseUrl: '', world: worldId || undefined };

/** A control API call: the answer, or an Error with the answer's message. */
export async function call<E extends Endpoint>(
  endpoint: EndpointAt<E>,
  input?: ControlInput<E>,
): Promise<Answer<E>> {
  try {
    return await controlCall<E>(target, endpoint, input as ControlInput<E>);
  } catch (e) {
    if (e instanceof ControlError)
      throw new Error(e.serverMessage || `${e.status} ${e.statusText}`);
    throw e;
  }
}

/** Says whether the control API answers (the status line's first words). */
export const checkConnection = (): Promise<void> =>
  call(panelApi.health)
    .then(() => say('Connected to the mock.'))
    .catch((e) => say(`The control API did not answer: ${messageOf(e)}`, true));

/** What an action refreshes once done: the controls the page shows (set as the page starts). */
let refreshControls: () => Promise<unknown> = async () => undefined;

export const refreshAfterActions = (refresh: () => Promise<unknown>): void => {
  refreshControls = refresh;
};

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
    refreshControls().catch((e) => say(`Refresh failed: ${messageOf(e)}`, true));
  };

/** Calls `refresh` now, then every 2 s while the page is shown. */
export function every2s(refresh: () => Promise<unknown>): void {
  refresh().catch((e) => say(`Refresh failed: ${messageOf(e)}`, true));
  setInterval(() => {
    if (!document.hidden) refresh().catch(() => {});
  }, 2000);
}
