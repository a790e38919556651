// Where the static demo keeps its world between visits: one IndexedDB record per worker name (one
// world per seed), the document GET /__mock/snapshot answers. Run in the mock's worker only.

const DB_NAME = 'bukka-demo';
const STORE = 'worlds';

const done = <T>(request: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

let opened: Promise<IDBDatabase> | undefined;
function database(): Promise<IDBDatabase> {
  if (opened) return opened;
  const request = indexedDB.open(DB_NAME, 1);
  request.onupgradeneeded = () => request.result.createObjectStore(STORE);
  opened = done(request);
  return opened;
}

async function inStore<T>(
  mode: IDBTransactionMode,
  act: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await database();
  const tx = db.transaction(STORE, mode);
  // A write counts once its transaction has committed (a reload right after must find it).
  const committed = new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
  const result = await done(act(tx.objectStore(STORE)));
  await committed;
  return result;
}

/** The kept world of `key`, or undefined (never saved, or reset). */
export const savedWorld = (key: string): Promise<unknown> =>
  inStore('readonly', (store) => store.get(key));

export const saveWorld = (key: string, document: unknown): Promise<unknown> =>
  inStore('readwrite', (store) => store.put(document, key));

export const forgetWorld = (key: string): Promise<unknown> =>
  inStore('readwrite', (store) => store.delete(key));
