import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { ConnectionNotice } from '#src/app/connection-notice.tsx';
import { ErrorBoundary } from '#src/app/error-boundary.tsx';
import { Footer } from '#src/app/footer.tsx';
import { Header } from '#src/app/header.tsx';

/** Skip link, sticky header, main landmark (target of the skip link, opening on the notice that
 * Bukka cannot be reached, while it cannot) and footer. */
export function Layout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const previous = useRef(location);

  // After a client-side navigation to another path, start the new page at the top, as a full
  // page load would, and bring keyboard and screen-reader users to the new content. Focusing
  // `<main>` must not scroll: it would slide the page's title under the sticky header.
  useEffect(() => {
    if (previous.current === location) return;
    previous.current = location;
    (document.scrollingElement ?? document.documentElement).scrollTop = 0;
    mainRef.current?.focus({ preventScroll: true });
  }, [location]);

  return (
    <div className="app">
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <Header />
      <main ref={mainRef} id="main-content" className="app__main" tabIndex={-1}>
        <ConnectionNotice />
        <ErrorBoundary resetKey={location}>{children}</ErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
