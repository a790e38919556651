// What every part of the panel's script uses: its elements, the status line, and calls to the
// control API of the page's origin, in the world the page names.
import type { FaultRule } from '../../domain/plumbing/context.ts';
import type { Preset } from '../../simulator/presets.ts';
import type { CityTick } from '../city-view.ts';
import type { PanelWallet } from '../panel-routes.ts';

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
export type SimulatorStatus = CityTick['simulator'];
export type DemoAccount = { role: string; email: string; password: string; _id: string };
/** A charge of `GET /__mock/payments` (amount in kobo). */
export type Charge = {
  reference: string;
  email: string;
  amount: number;
  status: string;
  paidAt: string | null;
  orderId: string | null;
  usedByOrderId: string | null;
};
export type { FaultRule, PanelWallet, Preset };

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
export const pageWorld = worldId || 'default';

/** `path` in the page's world (for requests that cannot carry a header, e.g. EventSource). */
export const inWorld = (path: string): string => {
  if (!worldId) return path;
  return `${path}${path.includes('?') ? '&' : '?'}world=${encodeURIComponent(worldId)}`;
};

/** A control API call: the parsed answer, or an Error with the answer's message. */
export async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = worldId ? { 'x-bukka-world': worldId } : {};
  const init: RequestInit = { method, headers };
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const res = await fetch(path, init);
  const text = await res.text();
  let data: unknown = text;
  try {
    data = JSON.parse(text);
  } catch {}
  if (!res.ok) {
    const message = (data as { message?: string } | null)?.message;
    throw new Error(message || `${res.status} ${res.statusText}`);
  }
  return data as T;
}
