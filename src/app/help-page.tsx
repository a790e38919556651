import { useEffect } from 'react';
import { Link } from 'wouter';
import { contact } from '#src/lib/contact.ts';

/**
 * Refund, privacy and terms: the footer's Report column points here (#refund, #privacy, #terms);
 * #credits names the licensed works the demo world shows.
 */
export function HelpPage() {
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if (id) document.getElementById(id)?.scrollIntoView?.({ block: 'start' });
  }, []);
  return (
    <article className="help-page">
      <h1>Help and policies</h1>
      <section id="refund" tabIndex={-1} aria-labelledby="help-refund">
        <h2 id="help-refund">Refund</h2>
        <p>
          When a store cancels your order, the payment is refunded to your Bukka wallet balance and
          the order shows as cancelled in your order history. If something went wrong with an order
          you paid for, contact customer care with the order id.
        </p>
      </section>
      <section id="privacy" tabIndex={-1} aria-labelledby="help-privacy">
        <h2 id="help-privacy">Settings &amp; privacy</h2>
        <p>
          Bukka recognises the devices you sign in from; a new device is confirmed with a six-digit
          code sent to your e-mail. E-mail notifications may be sent for security and login
          purposes. Your cart, delivery address and searched location are kept in this browser.
        </p>
      </section>
      <section id="terms" tabIndex={-1} aria-labelledby="help-terms">
        <h2 id="help-terms">Terms &amp; conditions</h2>
        <ul>
          <li>A cart holds items from one store at a time.</li>
          <li>You can not buy from your own store.</li>
          <li>
            Delivery costs N1,500.00, or N1,200.00 when the items in your order come to more than
            N5,000.00.
          </li>
          <li>Orders are paid from your wallet or by card.</li>
        </ul>
      </section>
      <section id="credits" tabIndex={-1} aria-labelledby="help-credits">
        <h2 id="help-credits">Credits</h2>
        <p>
          In the demo world (the mock API), the pictures of dishes and stores are drawn from{' '}
          <a href="https://github.com/microsoft/fluentui-emoji">Fluent Emoji</a> (Flat) by Microsoft
          Corporation, used under the{' '}
          <a href="https://github.com/microsoft/fluentui-emoji/blob/main/LICENSE">MIT licence</a>.
        </p>
      </section>
      <p>
        Still need help? Call <a href={contact.phoneHref}>{contact.phoneDisplay}</a>, write to{' '}
        <a href={`mailto:${contact.email}`}>{contact.email}</a> or <Link href="/">go home</Link>.
      </p>
    </article>
  );
}
