import '#src/styles/info-page.css';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { buttonClass } from '#src/components/button.tsx';
import { vendorTexts } from '#src/features/vendor-landing/vendor-texts.ts';
import { sessionStore, sessionUserId } from '#src/state/session.ts';

/** /vendor: why sell on Bukka, the bonus, how registration works, and where to start. */
export function VendorPage() {
  const session = useSnapshot(sessionStore);
  const userId = sessionUserId(session);
  const start = userId ? `/profile/${userId}?openUpload=true` : '/signin';
  return (
    <article className="info-page">
      <header className="info-page__hero">
        <h1>{vendorTexts.title}</h1>
        <p>{vendorTexts.lead}</p>
        <Link href={start} className={buttonClass('primary', 'large')}>
          {userId ? vendorTexts.start : vendorTexts.signInToStart}
        </Link>
      </header>
      <section aria-labelledby="vendor-why">
        <h2 id="vendor-why">{vendorTexts.whyTitle}</h2>
        <ul className="info-page__cards">
          {vendorTexts.reasons.map((reason) => (
            <li key={reason.title}>
              <h3>{reason.title}</h3>
              <p>{reason.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="vendor-how">
        <h2 id="vendor-how">{vendorTexts.howTitle}</h2>
        <ol className="info-page__steps">
          {vendorTexts.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <p>
        <Link href={start}>{userId ? vendorTexts.start : vendorTexts.signInToStart}</Link>
        {' · '}
        <Link href="/extra">{vendorTexts.aboutExtras}</Link>
      </p>
    </article>
  );
}
