import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { cartCount, cartStore } from '#src/state/cart.ts';

function cartLabel(count: number): string {
  return `Cart, ${count} item${count === 1 ? '' : 's'}`;
}

/** Cart icon linking to /cart with an item-count badge. */
export function CartLink() {
  const snap = useSnapshot(cartStore);
  const count = cartCount(snap);
  return (
    <Link href="/cart" className="header-icon cart-link" aria-label={cartLabel(count)}>
      <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
        <path
          d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.5h7.9a2 2 0 0 0 1.9-1.4L21 8H6.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="10" cy="20" r="1.5" fill="currentColor" />
        <circle cx="17" cy="20" r="1.5" fill="currentColor" />
      </svg>
      {count > 0 ? (
        <span className="cart-link__badge" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
