import { useEffect } from 'react';
import { Link } from 'wouter';
import { buttonClass } from '#src/components/button.tsx';
import { texts } from '#src/lib/texts.ts';

export interface NotFoundPageProps {
  /** What is missing; the default (the spec's words) suits an unknown address. */
  title?: string;
  /** Why the page is missing; the default suits an unknown address. */
  explanation?: string;
}

/** 'Oops! The page you are looking for does not exist.' with an explanation and a link home. */
export function NotFoundPage({
  title = texts.pageNotFound,
  explanation = 'The link may be broken, or the page may have been moved or removed. Check the address, or go back to the home page to find food near you.',
}: NotFoundPageProps) {
  useEffect(() => {
    const before = document.title;
    document.title = 'Page not found — Bukka';
    return () => {
      document.title = before;
    };
  }, []);
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="not-found__title">
        {title}
      </h1>
      <p className="not-found__text">{explanation}</p>
      <Link href="/" className={buttonClass('primary', 'medium')}>
        Go to the home page
      </Link>
    </section>
  );
}
