// The device id the API puts in paths and bodies: FingerprintJS's `visitorId`, loaded lazily once.
// Tests and scenarios override it with `setDeviceId`; in a browser, `?deviceId=` on first load or
// `localStorage['bukka.deviceId']` override it too (read once, at start).

export const DEVICE_ID_STORAGE_KEY = 'bukka.deviceId';

let override: string | undefined;
let pending: Promise<string> | undefined;

/** The override found in a browser's first URL or storage, if any (query wins over storage). */
export function readDeviceIdOverride(
  search: string,
  storage: Pick<Storage, 'getItem'> | undefined,
): string | undefined {
  const fromQuery = new URLSearchParams(search).get('deviceId');
  if (fromQuery) return fromQuery;
  try {
    return storage?.getItem(DEVICE_ID_STORAGE_KEY) || undefined;
  } catch {
    return undefined;
  }
}

const browserOverride: string | undefined =
  typeof window === 'undefined'
    ? undefined
    : readDeviceIdOverride(
        window.location.search,
        typeof localStorage === 'undefined' ? undefined : localStorage,
      );

/** Forces the device id (tests, scenarios); `undefined` returns to the fingerprint. */
export function setDeviceId(id: string | undefined): void {
  override = id;
}

export function getDeviceId(): Promise<string> {
  const forced = override ?? browserOverride;
  if (forced) return Promise.resolve(forced);
  if (!pending) {
    pending = loadVisitorId().catch((error: unknown) => {
      pending = undefined; // let the next call try again
      throw error;
    });
  }
  return pending;
}

async function loadVisitorId(): Promise<string> {
  const { load } = await import('@fingerprintjs/fingerprintjs');
  const agent = await load();
  const { visitorId } = await agent.get();
  return visitorId;
}
