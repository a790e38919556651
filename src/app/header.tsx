import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { CartLink } from '#src/app/cart-link.tsx';
import { HeaderSearch } from '#src/app/header-search.tsx';
import { LocationDisplay } from '#src/app/location-display.tsx';
import { sessionStore, sessionUserId } from '#src/state/session.ts';

// Loaded only for a signed-in user (with log-out and the vendor check behind it): a visitor's
// first page does not carry it. Until it arrives, its button's look holds the place.
const UserMenu = lazy(() =>
  import('#src/app/user-menu.tsx').then((m) => ({ default: m.UserMenu })),
);

function UserMenuPlaceholder({ firstname }: { firstname?: string }) {
  return (
    <div className="user-menu" aria-hidden="true">
      <span className="user-menu__button">
        <span
          className="user-menu__avatar"
          data-initial={(firstname ?? 'U').slice(0, 1).toUpperCase()}
        />
        <span className="user-menu__name">{firstname ? firstname : 'Account'}</span>
      </span>
    </div>
  );
}

/** Sticky top navigation: brand, searched location, search slot, cart, log-in or user menu. */
export function Header() {
  const snap = useSnapshot(sessionStore);
  const userId = sessionUserId(snap);
  const firstname = snap.userInfo?.user?.firstname ?? snap.userInfo?.firstname;
  const name = typeof firstname === 'string' ? firstname : undefined;
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link href="/" className="site-header__brand">
          Bukka
        </Link>
        <LocationDisplay />
        <div className="site-header__search">
          <HeaderSearch />
        </div>
        <nav className="site-header__nav" aria-label="Account and cart">
          <CartLink />
          {userId ? (
            <Suspense fallback={<UserMenuPlaceholder firstname={name} />}>
              <UserMenu userId={userId} firstname={name} />
            </Suspense>
          ) : (
            <Link href="/signin" className="site-header__signin">
              Log-in
            </Link>
          )}
        </nav>
      </div>
    </header>
  );
}
