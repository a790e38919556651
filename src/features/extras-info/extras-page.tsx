import '#src/styles/info-page.css';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { storeQueries } from '#src/api/stores.ts';
import { extrasTexts } from '#src/features/extras-info/extras-texts.ts';

/** /extra: what extras (add-ons) are and how they are priced, with links into stores. */
export function ExtrasPage() {
  const stores = useQuery(storeQueries.home());
  return (
    <article className="info-page">
      <header className="info-page__hero">
        <h1>{extrasTexts.title}</h1>
        <p>{extrasTexts.lead}</p>
      </header>
      <section aria-labelledby="extras-how">
        <h2 id="extras-how">{extrasTexts.howTitle}</h2>
        <ul className="info-page__steps">
          {extrasTexts.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="extras-stores">
        <h2 id="extras-stores">{extrasTexts.storesTitle}</h2>
        {stores.data && stores.data.stores.length > 0 ? (
          <ul className="info-page__links">
            {stores.data.stores.slice(0, 8).map((store) => (
              <li key={store._id}>
                <Link href={`/kitchen/${store._id}`}>{store.businessName}</Link>
              </li>
            ))}
          </ul>
        ) : null}
        <p>
          <Link href="/search">{extrasTexts.allStores}</Link>
        </p>
      </section>
    </article>
  );
}
