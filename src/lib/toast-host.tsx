import { type ComponentType, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ToastContainerProps } from 'react-toastify';
import { useLocation } from 'wouter';
import {
  clearPageToasts,
  loadedToasts,
  loadToasts,
  onToastsLoaded,
  toastContainerDefaults,
} from '#src/lib/toast.ts';

type Container = ComponentType<ToastContainerProps>;

/** After first paint: when the browser is idle (at the latest after 2 s), else on the next task. */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 0);
  return () => clearTimeout(handle);
}

/** Moving to another page closes the old page's toasts (lib/toast.ts). A layout effect: it runs
 * before the new page's effects, so what the new page says on arrival is not taken for the old's. */
function usePageToastsCleared() {
  const [path] = useLocation();
  const previous = useRef(path);
  useLayoutEffect(() => {
    if (previous.current === path) return;
    previous.current = path;
    clearPageToasts();
  }, [path]);
}

/**
 * The one toast area of the app: bottom-centre, 5 s by default. Rendered once by the shell. The
 * container (and the CSS it injects) arrives with the library, fetched when the page is idle or by
 * the first toast, whichever comes first.
 */
export function ToastHost() {
  usePageToastsCleared();
  const [Toasts, setToasts] = useState<Container | undefined>(() => loadedToasts()?.ToastContainer);
  useEffect(() => {
    if (Toasts) return;
    const unsubscribe = onToastsLoaded((lib) => setToasts(() => lib.ToastContainer));
    const cancel = whenIdle(() => {
      loadToasts().catch(() => {});
    });
    return () => {
      unsubscribe();
      cancel();
    };
  }, [Toasts]);
  return Toasts ? <Toasts {...toastContainerDefaults} /> : null;
}
