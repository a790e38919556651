import { afterEach, describe, expect, it, vi } from 'vitest';

const fingerprint = vi.hoisted(() => ({ load: vi.fn() }));
vi.mock('@fingerprintjs/fingerprintjs', () => fingerprint);

const { deviceIdFromQuery, getDeviceId, setDeviceId } = await import('./device-id.ts');

afterEach(() => {
  setDeviceId(undefined);
  fingerprint.load.mockReset();
  vi.unstubAllGlobals();
});

/** A localStorage for Node: what the browser keeps between page loads. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('device id', () => {
  it('loads FingerprintJS lazily once and caches the visitorId', async () => {
    const get = vi.fn().mockResolvedValue({ visitorId: 'visitor-1' });
    fingerprint.load.mockResolvedValue({ get });
    expect(fingerprint.load).not.toHaveBeenCalled();
    expect(await getDeviceId()).toBe('visitor-1');
    expect(await getDeviceId()).toBe('visitor-1');
    expect(fingerprint.load).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('keeps the first visitorId under bukka.deviceId: after a resize the device is the same', async () => {
    const storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    const fresh = async (visitorId: string) => {
      vi.resetModules();
      fingerprint.load.mockResolvedValue({ get: vi.fn().mockResolvedValue({ visitorId }) });
      return import('./device-id.ts');
    };
    const firstLoad = await fresh('visitor-at-1280px');
    expect(await firstLoad.getDeviceId()).toBe('visitor-at-1280px');
    expect(storage.items.get('bukka.deviceId')).toBe('visitor-at-1280px');
    // The window is resized, the page reloads: FingerprintJS would now say something else.
    const afterResize = await fresh('visitor-at-375px');
    expect(await afterResize.getDeviceId()).toBe('visitor-at-1280px');
    expect(storage.items.get('bukka.deviceId')).toBe('visitor-at-1280px');
  });

  it('setDeviceId overrides the fingerprint until cleared', async () => {
    setDeviceId('demo-device');
    expect(await getDeviceId()).toBe('demo-device');
    expect(fingerprint.load).not.toHaveBeenCalled();
  });

  it('keeps ?deviceId= of the loaded address even when the app has moved on since', async () => {
    const storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    vi.resetModules();
    const loaded = await import('./device-id.ts');
    loaded.keepDeviceIdFromAddress('?deviceId=demo-device');
    expect(storage.items.get('bukka.deviceId')).toBe('demo-device');
    expect(await loaded.getDeviceId()).toBe('demo-device');
    expect(fingerprint.load).not.toHaveBeenCalled();
    loaded.keepDeviceIdFromAddress('');
    expect(await loaded.getDeviceId()).toBe('demo-device');
  });

  it('reads ?deviceId= from a page address', () => {
    expect(deviceIdFromQuery('?deviceId=from-query&x=1')).toBe('from-query');
    expect(deviceIdFromQuery('?x=1')).toBeUndefined();
    expect(deviceIdFromQuery('?deviceId=')).toBeUndefined();
  });

  it('still works where storage is blocked (the id lives for the page load)', async () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    });
    vi.resetModules();
    fingerprint.load.mockResolvedValue({
      get: vi.fn().mockResolvedValue({ visitorId: 'visitor-3' }),
    });
    const blocked = await import('./device-id.ts');
    expect(await blocked.getDeviceId()).toBe('visitor-3');
    expect(await blocked.getDeviceId()).toBe('visitor-3');
  });
});
