import { afterEach, beforeEach, expect } from 'vitest';
import { configureApi, resetApiConfig } from '#src/api/client.ts';
import { setDeviceId } from '#src/api/device-id.ts';
import type { FakeFetch } from '#tests/support/fake-fetch.ts';
import { createFakeFetch, jsonResponse } from '#tests/support/fake-fetch.ts';

// One row of the fetcher tables: the call, what the server answers, and the request the spec
// expects (method, path, exact query keys in order, JSON body or multipart fields).

export interface FetcherCase {
  /** The spec's "Method and path" line. */
  spec: string;
  call: () => Promise<unknown>;
  respond: unknown;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  /** Exact query pairs, in order; `[]` = no query string. */
  query: Array<[string, string]>;
  json?: unknown;
  /** Multipart text fields (exact set) and file fields (field → file contents). */
  form?: { fields: Record<string, string>; files: Record<string, string[]> };
  /** Checks on the parsed result. */
  result?: (value: unknown) => void;
}

const BASE_URL = 'http://api.test';
export const DEVICE_ID = 'device-abc';

/**
 * Each test of the calling file gets a fresh fake fetch behind the real client, the test base URL
 * and device id; the returned function gives the current test's fake.
 */
export function installFakeApi(): () => FakeFetch {
  let fake = createFakeFetch();
  beforeEach(() => {
    fake = createFakeFetch();
    configureApi({ baseUrl: BASE_URL, fetch: fake.fetch });
    setDeviceId(DEVICE_ID);
  });
  afterEach(() => {
    resetApiConfig();
    setDeviceId(undefined);
  });
  return () => fake;
}

export async function runFetcherCase(fake: FakeFetch, c: FetcherCase): Promise<void> {
  fake.queue.push(() => jsonResponse(c.respond));
  const value = await c.call();
  expect(fake.requests).toHaveLength(1);
  const request = fake.last();
  const url = new URL(request.url);

  expect(request.method).toBe(c.method);
  expect(url.origin).toBe(BASE_URL);
  expect(url.pathname).toBe(c.path);
  expect([...url.searchParams]).toEqual(c.query);
  expect(request.credentials).toBe('include');

  if (c.json !== undefined) {
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(await request.json()).toEqual(c.json);
  } else if (c.form) {
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request.formData();
    const textFields: Record<string, string> = {};
    const files: Record<string, string[]> = {};
    for (const [key, entry] of form) {
      if (typeof entry === 'string') {
        expect(textFields, `field ${key} sent twice`).not.toHaveProperty(key);
        textFields[key] = entry;
      } else {
        files[key] = [...(files[key] ?? []), await entry.text()];
      }
    }
    expect(textFields).toEqual(c.form.fields);
    expect(files).toEqual(c.form.files);
  } else {
    expect(await request.text()).toBe('');
  }

  if (c.result) c.result(value);
  else expect(value).toEqual(c.respond);
}
