import { type ComponentType, type ReactNode, useEffect, useState } from 'react';

/** A loader called once: the module request starts on the first call and is shared after. */
export function preload(load: () => Promise<ComponentType>): () => Promise<ComponentType> {
  let pending: Promise<ComponentType> | undefined;
  return () => {
    pending ??= load();
    return pending;
  };
}

/**
 * Shows `fallback` until the component's code has loaded, then the component. Unlike
 * React.lazy it never suspends, so the rest of the page is shown at once instead of waiting
 * for this chunk (React holds a retried Suspense boundary while nested ones load).
 */
export function DeferredSection({
  load,
  fallback,
  failure,
}: {
  load: () => Promise<ComponentType>;
  fallback: ReactNode;
  failure: ReactNode;
}) {
  const [state, setState] = useState<{ Component?: ComponentType; failed?: boolean }>({});
  useEffect(() => {
    let live = true;
    load().then(
      (Component) => live && setState({ Component }),
      (error: unknown) => {
        console.warn('a home section could not be loaded:', error);
        if (live) setState({ failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, [load]);
  if (state.Component) return <state.Component />;
  return <>{state.failed ? failure : fallback}</>;
}
