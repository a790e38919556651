import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useLogout } from '#src/app/use-logout.ts';
import { useVendorFlag } from '#src/state/use-vendor-flag.ts';

export interface UserMenuProps {
  userId: string;
  firstname?: string;
}

/** Account, Order History, My Store (vendors only) and LogOut behind a disclosure button. */
export function UserMenu({ userId, firstname }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const logout = useLogout();
  const [leaving, setLeaving] = useState(false);
  const vendor = useVendorFlag(userId, open);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const close = () => setOpen(false);
  const onLogout = async () => {
    close();
    setLeaving(true);
    await logout('/');
  };

  const base = `/profile/${encodeURIComponent(userId)}`;
  return (
    <div className="user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`${firstname ? firstname : 'Account'} menu`}
        onClick={() => setOpen((value) => !value)}
      >
        {/* The initial is drawn by CSS: the button's visible text is the name its label starts with. */}
        <span
          className="user-menu__avatar"
          aria-hidden="true"
          data-initial={(firstname ?? 'U').slice(0, 1).toUpperCase()}
        />
        <span className="user-menu__name">{firstname ? firstname : 'Account'}</span>
      </button>
      <ul className="user-menu__list" id={menuId} hidden={!open}>
        <li>
          <Link href={base} onClick={close}>
            Account
          </Link>
        </li>
        <li>
          <Link href={`${base}?query=all`} onClick={close}>
            Order History
          </Link>
        </li>
        {vendor ? (
          <li>
            <Link href={`/kitchen/${encodeURIComponent(userId)}`} onClick={close}>
              My Store
            </Link>
          </li>
        ) : null}
        <li>
          <button type="button" onClick={onLogout} disabled={leaving}>
            LogOut
          </button>
        </li>
      </ul>
    </div>
  );
}
