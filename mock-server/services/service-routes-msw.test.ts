import { getResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestWorld, type TestWorld } from '#tests/support/mock/test-world.ts';

// The same service routes through the MSW adapter (static demo build, component tests).
let world: TestWorld;
beforeAll(async () => {
  world = await createTestWorld(1);
});

const get = async (path: string) =>
  (await getResponse(world.handlers, new Request(`http://localhost:3000${path}`)))!;

describe('service routes through MSW', () => {
  it('serves tiles, geocoder answers and the inline script', async () => {
    const tile = await get('/__mock/tiles/13/4173/3948.svg');
    expect(tile.status).toBe(200);
    expect(tile.headers.get('content-type')).toBe('image/svg+xml');
    expect(await tile.text()).toMatch(/^<svg [^>]*viewBox="0 0 256 256"/);

    const search = await get('/__mock/geo/search?q=bodija&format=json');
    expect(((await search.json()) as { name: string }[])[0]?.name).toBe('Bodija');

    const script = await get('/__mock/paystack/inline.js');
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(await script.text()).toContain('PaystackPop');
  });
});
