import { Component, type ErrorInfo, type ReactNode } from 'react';
import { buttonClass } from '#src/components/button.tsx';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** When this value changes (e.g. the route), a shown error is cleared. */
  resetKey?: unknown;
}

interface ErrorBoundaryState {
  error: Error | null;
  resetKey: unknown;
}

function isChunkError(error: Error): boolean {
  return /ChunkLoadError|Failed to fetch dynamically imported module|Importing a module script failed/i.test(
    `${error.name} ${error.message}`,
  );
}

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

  private readonly retry = () => this.setState({ error: null });

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = isChunkError(error);
    return (
      <section className="error-screen" role="alert" aria-labelledby="error-screen-title">
        <h1 id="error-screen-title">Sorry, this page could not be shown.</h1>
        <p>
          {chunk
            ? 'A new version of Bukka may have been released, or the connection dropped. Reload the page to continue.'
            : 'Something went wrong on our side. Your cart and details are safe. Try again, or go back to the home page.'}
        </p>
        <div className="error-screen__actions">
          {chunk ? (
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
