import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { CartLink } from '#src/app/cart-link.tsx';
import { HeaderSearch } from '#src/app/header-search.tsx';
import { LocationDisplay } from '#src/app/location-display.tsx';
import { UserMenu } from '#src/app/user-menu.tsx';
import { sessionStore, sessionUserId } from '#src/state/session.ts';

/** Sticky top navigation: brand, searched location, search slot, cart, log-in or user menu. */
export function Header() {
  const snap = useSnapshot(sessionStore);
  const userId = sessionUserId(snap);
  const firstname = snap.userInfo?.user?.firstname ?? snap.userInfo?.firstname;
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
            <UserMenu
              userId={userId}
              firstname={typeof firstname === 'string' ? firstname : undefined}
            />
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
