import { describe, expect, it, vi } from 'vitest';
import { createGeocoder } from './geocoder.ts';
import { geocoderBaseUrl, isPublicNominatim } from './geocoder-config.ts';
import { GeocoderError, geocoderErrorText } from './geocoder-errors.ts';

const lekki = {
  place_id: 1,
  display_name: 'Lekki, Eti-Osa, Lagos, Nigeria',
  lat: '6.4698000',
  lon: '3.5852000',
  type: 'suburb',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });

function fakeFetch(answer: () => Response | Promise<Response>) {
  return vi.fn(async (_url: string, _init?: { headers?: HeadersInit }) => answer());
}

describe('geocoder search and reverse', () => {
  it('searches with format=json, countrycodes=ng and limit, and maps the results', async () => {
    const fetch = fakeFetch(() => json([lekki]));
    const geo = createGeocoder({ baseUrl: 'http://api.test/__mock/geo/', fetch, limit: 5 });
    await expect(geo.search('  Lekki ')).resolves.toEqual([
      { placeId: 1, displayName: lekki.display_name, lat: 6.4698, lon: 3.5852, type: 'suburb' },
    ]);
    const [url, init] = fetch.mock.calls[0]!;
    const parsed = new URL(url);
    expect(parsed.origin + parsed.pathname).toBe('http://api.test/__mock/geo/search');
    expect(Object.fromEntries(parsed.searchParams)).toEqual({
      q: 'Lekki',
      format: 'json',
      countrycodes: 'ng',
      limit: '5',
    });
    expect(new Headers(init?.headers).get('accept')).toBe('application/json');
  });

  it('does not search under 3 characters', async () => {
    const fetch = fakeFetch(() => json([]));
    const geo = createGeocoder({ baseUrl: '/g', fetch });
    await expect(geo.search('Ik')).resolves.toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('caches answers in memory', async () => {
    const fetch = fakeFetch(() => json([lekki]));
    const geo = createGeocoder({ baseUrl: '/g', fetch });
    await geo.search('Lekki');
    await geo.search('Lekki');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('reverse-geocodes with lat, lon and format=json; null when nothing is there', async () => {
    const fetch = fakeFetch(() => json(lekki));
    const geo = createGeocoder({ baseUrl: '/g', fetch });
    await expect(geo.reverse(6.47, 3.58)).resolves.toMatchObject({
      displayName: lekki.display_name,
    });
    expect(fetch.mock.calls[0]?.[0]).toBe('/g/reverse?lat=6.47&lon=3.58&format=json');
    const none = createGeocoder({
      baseUrl: '/g',
      fetch: fakeFetch(() => json({ error: 'Unable to geocode' })),
    });
    await expect(none.reverse(51, 0)).resolves.toBeNull();
  });

  it('turns HTTP 429 into a rate-limited error shown as "too many requests"', async () => {
    const geo = createGeocoder({ baseUrl: '/g', fetch: fakeFetch(() => json({}, 429)) });
    const error = await geo.search('Lekki').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GeocoderError);
    expect((error as GeocoderError).kind).toBe('rate-limited');
    expect(geocoderErrorText(error)).toBe('too many requests');
  });

  it('turns other failures into "failed loading suggestions", checking the content type first', async () => {
    const html = () =>
      new Response('<html>blocked</html>', {
        status: 200,
        headers: { 'content-type': 'text/html' },
      });
    const cases: (() => Response | Promise<Response>)[] = [
      () => json({ message: 'boom' }, 500),
      html,
      () => new Response('{oops', { status: 200, headers: { 'content-type': 'application/json' } }),
      () => json({ not: 'a list' }),
      () => Promise.reject(new TypeError('Failed to fetch')),
    ];
    for (const answer of cases) {
      const error = await createGeocoder({ baseUrl: '/g', fetch: fakeFetch(answer) })
        .search('Lekki')
        .catch((e: unknown) => e);
      expect((error as GeocoderError).kind).toBe('failed');
      expect(geocoderErrorText(error)).toBe('failed loading suggestions');
    }
    expect(geocoderErrorText(new Error('x'))).toBe('failed loading suggestions');
  });

  it('does not cache failures', async () => {
    let status = 500;
    const fetch = fakeFetch(() => json([lekki], status));
    const geo = createGeocoder({ baseUrl: '/g', fetch });
    await expect(geo.search('Lekki')).rejects.toBeInstanceOf(GeocoderError);
    status = 200;
    await expect(geo.search('Lekki')).resolves.toHaveLength(1);
  });

  it('paces requests to 1 per second on the public Nominatim server', async () => {
    let clock = 0;
    const sleeps: number[] = [];
    const sleep = async (ms: number) => {
      sleeps.push(ms);
      clock += ms;
    };
    const fetch = fakeFetch(() => json([]));
    const geo = createGeocoder({
      baseUrl: 'https://nominatim.openstreetmap.org',
      fetch,
      now: () => clock,
      sleep,
    });
    await geo.search('Lekki');
    await geo.search('Yaba Lagos');
    clock += 400;
    await geo.search('Ikeja');
    expect(sleeps).toEqual([1000, 600]);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(fetch.mock.calls[0]?.[0]).toMatch(/^https:\/\/nominatim\.openstreetmap\.org\/search\?/);

    const local = createGeocoder({ baseUrl: '/__mock/geo', fetch, now: () => clock, sleep });
    await local.search('Surulere');
    await local.search('Surulere Lagos');
    expect(sleeps).toEqual([1000, 600]);
  });
});

describe('geocoder configuration', () => {
  it('defaults to the mock under VITE_API_URL and honours VITE_GEOCODER_URL', () => {
    expect(geocoderBaseUrl({})).toBe('/__mock/geo');
    expect(geocoderBaseUrl({ VITE_API_URL: 'http://localhost:4010/' })).toBe(
      'http://localhost:4010/__mock/geo',
    );
    expect(
      geocoderBaseUrl({
        VITE_API_URL: 'http://x',
        VITE_GEOCODER_URL: 'https://nominatim.openstreetmap.org/',
      }),
    ).toBe('https://nominatim.openstreetmap.org');
  });

  it('recognises the public server', () => {
    expect(isPublicNominatim('https://nominatim.openstreetmap.org')).toBe(true);
    expect(isPublicNominatim('/__mock/geo')).toBe(false);
    expect(isPublicNominatim('https://geo.example.ng')).toBe(false);
  });
});
