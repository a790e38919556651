import { Link } from 'wouter';

/** Temporary home: a short welcome until the buyer screens replace it. */
export function WelcomePage() {
  return (
    <section className="welcome" aria-labelledby="welcome-title">
      <p className="welcome__brand">Bukka</p>
      <h1 id="welcome-title" className="welcome__title">
        Discover Delicious Deals
      </h1>
      <p className="welcome__text">
        Order food from kitchens and stores near you, pay from your wallet and follow your order
        until a rider brings it to your door.
      </p>
      <Link href="/search" className="button button--primary button--large">
        Order Now
      </Link>
    </section>
  );
}
