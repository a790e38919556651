// Loads a third-party script once, lazily, and resolves to the global it defines. A failed load
// is forgotten, so the next call tries again.

const loading = new Map<string, Promise<unknown>>();

export interface LoadScriptOptions {
  /** The global the script defines (e.g. 'PaystackPop'). */
  globalName: string;
  /** Give up after this long (default 30 s). */
  timeoutMs?: number;
  doc?: Document;
}

export function loadScript<T>(src: string, options: LoadScriptOptions): Promise<T> {
  const doc = options.doc ?? document;
  const win = (doc.defaultView ?? globalThis) as unknown as Record<string, unknown>;
  if (win[options.globalName]) return Promise.resolve(win[options.globalName] as T);
  const pending = loading.get(src);
  if (pending) return pending as Promise<T>;

  const promise = new Promise<T>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    const timer = setTimeout(
      () => fail(new Error(`Timed out loading ${src}`)),
      options.timeoutMs ?? 30_000,
    );
    function fail(error: Error) {
      clearTimeout(timer);
      loading.delete(src);
      script.remove();
      reject(error);
    }
    script.addEventListener('load', () => {
      clearTimeout(timer);
      const value = win[options.globalName];
      if (value) resolve(value as T);
      else fail(new Error(`${src} did not define ${options.globalName}`));
    });
    script.addEventListener('error', () => fail(new Error(`Could not load ${src}`)));
    doc.head.append(script);
  });
  loading.set(src, promise);
  return promise;
}

/** Tests: forget every script load in progress or done. */
export function resetScriptLoads(): void {
  loading.clear();
}
