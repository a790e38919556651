import { afterEach, describe, expect, it, vi } from 'vitest';

const fingerprint = vi.hoisted(() => ({ load: vi.fn() }));
vi.mock('@fingerprintjs/fingerprintjs', () => fingerprint);

const { DEVICE_ID_STORAGE_KEY, getDeviceId, readDeviceIdOverride, setDeviceId } = await import(
  './device-id.ts'
);

afterEach(() => {
  setDeviceId(undefined);
  fingerprint.load.mockReset();
});

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

  it('setDeviceId overrides the fingerprint until cleared', async () => {
    setDeviceId('demo-device');
    expect(await getDeviceId()).toBe('demo-device');
    expect(fingerprint.load).not.toHaveBeenCalled();
  });

  it('reads the browser override from ?deviceId= first, then localStorage', () => {
    const storage = { getItem: (key: string) => (key === DEVICE_ID_STORAGE_KEY ? 'stored' : null) };
    expect(readDeviceIdOverride('?deviceId=from-query&x=1', storage)).toBe('from-query');
    expect(readDeviceIdOverride('?x=1', storage)).toBe('stored');
    expect(readDeviceIdOverride('', { getItem: () => null })).toBeUndefined();
    expect(readDeviceIdOverride('', undefined)).toBeUndefined();
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readDeviceIdOverride('', blocked)).toBeUndefined();
  });
});
