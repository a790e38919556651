import { Component, type ErrorInfo, type ReactNode } from 'react';
import { retryFailedScreens } from '#src/app/lazy-screen.ts';
import { buttonClass } from '#src/components/button.tsx';
import { texts } from '#src/lib/texts.ts';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** When this value changes (e.g. the route), a shown error is cleared. */
  resetKey?: unknown;
}

interface ErrorBoundaryState {
  error: Error | null;
  resetKey: unknown;
}

/** A screen's code (or its stylesheet, which the bundler's preload waits for) did not arrive. */
function isChunkError(error: Error): boolean {
  return /ChunkLoadError|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    `${error.name} ${error.message}`,
  );
}

/** The browser knows it has no connection. */
const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Catches render errors of a screen and offers a way back instead of a blank page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<ErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Kept for developers; React also reports it through the root's error hooks.
    void error;
    void info;
  }

  private readonly retry = () => {
    void retryFailedScreens().then(() => this.setState({ error: null }));
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = isChunkError(error);
    // Offline, the page's code could not be fetched: the connection is the problem, and trying
    // again (a fresh fetch of the code, lib lazy-screen) works once it is back. Online, the code
    // may be gone with a new release: only a reload brings the new one.
    const noConnection = chunk && offline();
    const reload = chunk && !noConnection;
    return (
      <section className="error-screen" role="alert" aria-labelledby="error-screen-title">
        <h1 id="error-screen-title">Sorry, this page could not be shown.</h1>
        <p>
          {noConnection
            ? texts.noConnection
            : chunk
              ? 'A new version of Bukka may have been released, or the connection dropped. Reload the page to continue.'
              : 'Something went wrong on our side. Your cart and details are safe. Try again, or go back to the home page.'}
        </p>
        <div className="error-screen__actions">
          {reload ? (
            <button
              type="button"
              className={buttonClass('primary', 'medium')}
              onClick={() => window.location.reload()}
            >
              Reload the page
            </button>
          ) : (
            <button type="button" className={buttonClass('primary', 'medium')} onClick={this.retry}>
              Try again
            </button>
          )}
          <a href="/" className={buttonClass('secondary', 'medium')}>
            Go to the home page
          </a>
        </div>
      </section>
    );
  }
}
