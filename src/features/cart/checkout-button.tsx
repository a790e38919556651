// The cart page's 'Check out' button: signed-out visitors go to sign in (and come back to the
// cart afterwards); otherwise it opens the
// pre-checkout sheet, which places the order.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { orderQueries } from '#src/api/orders.ts';
import { walletQueries } from '#src/api/wallet.ts';
import { Button } from '#src/components/button.tsx';
import { isMockMode } from '#src/config/mock-mode.ts';
import { checkoutTexts } from '#src/features/cart/checkout-texts.ts';
import { PreCheckoutSheet } from '#src/features/cart/pre-checkout-sheet.tsx';
import { useDeliveryCheck } from '#src/features/cart/use-delivery-check.ts';
import { usePlaceOrder } from '#src/features/cart/use-place-order.ts';
import { signInRoute } from '#src/lib/auth-paths.ts';
import { cartStore } from '#src/state/cart.ts';
import { sessionStore, sessionUserId } from '#src/state/session.ts';

export function CheckoutButton() {
  const [, navigate] = useLocation();
  const session = useSnapshot(sessionStore);
  const cart = useSnapshot(cartStore);
  const [open, setOpen] = useState(false);
  const userId = sessionUserId(session);
  // With wallet checkout (the mock's --checkout wallet) the order is paid from the wallet when it
  // is placed: the sheet says so with the balance, and the toast with the balance left.
  const mode = useQuery({ ...walletQueries.checkoutMode(isMockMode()), enabled: userId !== null });
  const fromWallet = mode.data === 'wallet';
  // Read as the cart opens, beside the delivery check: the wallet's balance, and the orders that
  // came before this one (usePlaceOrder), so that Place order waits for the send alone.
  const balance = useQuery({
    ...orderQueries.list(userId ?? '', 'all'),
    enabled: userId !== null,
  });
  const delivery = useDeliveryCheck();
  const { place, pending } = usePlaceOrder(() => setOpen(false), { fromWallet });

  const onClick = () => {
    if (!sessionUserId(session)) {
      navigate(signInRoute('/cart'));
      return;
    }
    setOpen(true);
  };

  return (
    <>
      <Button onClick={onClick} loading={pending} disabled={cart.items.length === 0}>
        {checkoutTexts.checkOut}
      </Button>
      <PreCheckoutSheet
        open={open}
        onClose={() => setOpen(false)}
        delivery={delivery}
        onPlace={place}
        placing={pending}
        walletBalance={fromWallet ? (balance.data?.bal ?? null) : undefined}
        fundHref={userId ? `/profile/${encodeURIComponent(userId)}?fund=wallet` : undefined}
      />
    </>
  );
}
