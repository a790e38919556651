import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { ErrorBoundary } from '#src/app/error-boundary.tsx';
import { Footer } from '#src/app/footer.tsx';
import { Header } from '#src/app/header.tsx';

/** Skip link, sticky header, main landmark (target of the skip link) and footer. */
export function Layout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <div className="app">
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <Header />
      <main id="main-content" className="app__main" tabIndex={-1}>
        <ErrorBoundary resetKey={location}>{children}</ErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
