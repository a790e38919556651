import { describe, expect, it } from 'vitest';
import { createCookieJar } from '#demo/demo-cookies.ts';

describe("the static demo's cookie jar", () => {
  it('sends what an answer set, replaces it, and forgets it on Max-Age 0', () => {
    const jar = createCookieJar();
    jar.take([{ name: 'auth_token', value: 'a', httpOnly: true, maxAge: 3600 }], 1_000);
    expect(jar.send(2_000)).toEqual({ auth_token: 'a' });
    jar.take([{ name: 'auth_token', value: 'b' }], 2_000);
    expect(jar.send(10_000_000)).toEqual({ auth_token: 'b' });
    jar.take([{ name: 'auth_token', value: '', maxAge: 0 }], 3_000);
    expect(jar.send(3_000)).toEqual({});
  });

  it('does not send a cookie past its end, and an end in the past removes it', () => {
    const jar = createCookieJar();
    jar.take([{ name: 's', value: '1', expires: new Date(5_000) }], 1_000);
    expect(jar.send(4_999)).toEqual({ s: '1' });
    expect(jar.send(5_000)).toEqual({});
    jar.take([{ name: 't', value: '2' }], 1_000);
    jar.take([{ name: 't', value: '', expires: new Date(0) }], 1_000);
    expect(jar.kept().map((c) => c.name)).toEqual(['s']);
  });

  it('comes back from what it kept, and each change (a clear too) moves its version', () => {
    const first = createCookieJar();
    first.take([{ name: 'auth_token', value: 'x', maxAge: 60 }], 0);
    const again = createCookieJar(structuredClone(first.kept()));
    expect(again.send(1_000)).toEqual({ auth_token: 'x' });
    const before = again.version;
    again.clear();
    expect(again.version).toBeGreaterThan(before);
    expect(again.send(1_000)).toEqual({});
  });
});
