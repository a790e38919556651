import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '#src/app/app.tsx';
import { createQueryClient } from '#src/app/query-client.ts';
import { preloadScreenOf } from '#src/app/routes.tsx';
import { initPersistence } from '#src/state/persist.ts';
import { listenToOtherTabs } from '#src/state/tab-sync.ts';
import '#src/styles/base.css';
import '#src/styles/layout.css';
import '#src/styles/components.css';

// Rehydrate the stores first (gives up after 5 s) and load the opened page's screen (its code is
// already on its way: index.html preloads it) while its first data is asked for, then render: the
// first paint is the page itself. A screen that cannot load now is left to the route's own loading
// and error handling.
const firstScreen = (client: QueryClient) =>
  Promise.race([
    preloadScreenOf(window.location.pathname, undefined, {
      search: window.location.search,
      client,
    }).catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, 3000)),
  ]);

/**
 * Renders the app into index.html's #root: the entry of the normal build (src/main.tsx) and of the
 * static demo (demo/demo-main.ts, which first puts the mock in the page) both end with it.
 */
export function startApp(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const queryClient = createQueryClient();
  void Promise.all([initPersistence(), firstScreen(queryClient)]).finally(() => {
    createRoot(container).render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
    // Other tabs' changes: one cart whatever the number of tabs.
    listenToOtherTabs();
  });
}
