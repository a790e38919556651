import type { MouseEvent } from 'react';
import { Link } from 'wouter';
import { contact } from '#src/lib/contact.ts';

/** Bring a help section into view when the help page is already open. */
function scrollToSection(event: MouseEvent<HTMLAnchorElement>) {
  const id = new URL(event.currentTarget.href).hash.slice(1);
  setTimeout(() => {
    const target = document.getElementById(id);
    target?.scrollIntoView?.({ block: 'start' });
    target?.focus?.();
  }, 0);
}

/** Footer with the Contacts and Report columns. */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section className="site-footer__column" aria-labelledby="footer-contacts">
          <h2 id="footer-contacts">Contacts</h2>
          <ul>
            <li>
              Customer care: <a href={contact.phoneHref}>{contact.phoneDisplay}</a>
            </li>
            <li>
              <a href={contact.chatHref} target="_blank" rel="noopener noreferrer">
                Chat customercare<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
            <li>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </li>
          </ul>
        </section>
        <section className="site-footer__column" aria-labelledby="footer-report">
          <h2 id="footer-report">Report</h2>
          <ul>
            <li>
              <Link href="/help#refund" onClick={scrollToSection}>
                Refund
              </Link>
            </li>
            <li>
              <Link href="/help#privacy" onClick={scrollToSection}>
                Settings &amp; privacy
              </Link>
            </li>
            <li>
              <Link href="/help#terms" onClick={scrollToSection}>
                Terms &amp; conditions
              </Link>
            </li>
          </ul>
        </section>
        <p className="site-footer__brand">
          <Link href="/">Bukka</Link> · food from kitchens near you · © {year}
        </p>
      </div>
    </footer>
  );
}
