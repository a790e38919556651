import type { ReactNode } from 'react';
import { useId } from 'react';
import { Link } from 'wouter';

export interface HomeSectionProps {
  title: string;
  /** The 'See all' link's text; it goes to /search. */
  seeAll: string;
  children: ReactNode;
}

/** A home page section: its title (which names the section) and a 'See all' link to /search. */
export function HomeSection({ title, seeAll, children }: HomeSectionProps) {
  const titleId = useId();
  return (
    <section className="home-section" aria-labelledby={titleId}>
      <div className="home-section__head">
        <h2 id={titleId}>{title}</h2>
        <Link href="/search">{seeAll}</Link>
      </div>
      {children}
    </section>
  );
}
