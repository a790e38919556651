// The requests each step sends and their answers, for the HTML report: the API
// client's fetch is wrapped while a step runs, and each exchange is kept with secrets masked and
// long answers cut.
import { AsyncLocalStorage } from 'node:async_hooks';
import { maskSecrets } from '#mock/recording/mask.ts';
import type { Exchange } from './types.ts';

const logs = new AsyncLocalStorage<Exchange[]>();

/** Runs `task` keeping the exchanges it makes in `list`. */
export function keepExchanges<T>(list: Exchange[], task: () => Promise<T>): Promise<T> {
  return logs.run(list, task);
}

const MAX_TEXT = 6_000;

function readable(text: string): unknown {
  if (text === '') return undefined;
  try {
    return maskSecrets(JSON.parse(text));
  } catch {
    return text;
  }
}

const MAX_ITEMS = 5;

/** Long lists cut to their first items (a store list need not be in the report whole). */
function cut(value: unknown, depth = 0): unknown {
  if (typeof value === 'string')
    return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  if (Array.isArray(value)) {
    const kept = value.slice(0, MAX_ITEMS).map((v) => cut(v, depth + 1));
    return value.length > MAX_ITEMS ? [...kept, `… ${value.length - MAX_ITEMS} more`] : kept;
  }
  if (value === null || typeof value !== 'object' || depth > 6) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cut(v, depth + 1)]));
}

/** `fetch`, keeping each exchange in the running step's list (when there is one). */
export const loggingFetch: typeof fetch = async (input, init) => {
  const list = logs.getStore();
  if (!list) return fetch(input, init);
  const request = new Request(input, init);
  const sent = request.body ? readable(await request.clone().text()) : undefined;
  const began = performance.now();
  const url = new URL(request.url);
  const exchange: Exchange = {
    method: request.method,
    url: `${url.pathname}${url.search}`,
    ...(sent === undefined ? {} : { body: cut(sent) }),
    status: 0,
    answer: undefined,
    ms: 0,
  };
  list.push(exchange);
  const response = await fetch(request);
  exchange.status = response.status;
  exchange.answer = cut(readable(await response.clone().text()));
  exchange.ms = Math.round(performance.now() - began);
  return response;
};
