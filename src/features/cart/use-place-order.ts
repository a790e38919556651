// Places the order: createOrder → cart cleared → /order/{id}. On failure the server's message is
// shown (the three sticky ones stay until dismissed) and cart, address and session are kept.

import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { createOrderMutation, orderQueries } from '#src/api/orders.ts';
import { signInRoute } from '#src/app/auth-paths.ts';
import { checkoutTexts } from '#src/features/cart/checkout-texts.ts';
import { checkoutOf } from '#src/lib/checkout.ts';
import { formatNairaAmount } from '#src/lib/money.ts';
import { isSessionExpired } from '#src/lib/session-expiry.ts';
import { stickyCheckoutMessages, texts } from '#src/lib/texts.ts';
import { closeTopic, notifyError, notifySuccess, stickyToast, TOPICS } from '#src/lib/toast.ts';
import { useSendOnce } from '#src/lib/use-send-once.ts';
import { cartStore, clearCart } from '#src/state/cart.ts';
import { sessionUserId } from '#src/state/session.ts';
import { shippingStore } from '#src/state/shipping.ts';

/** Shows a checkout failure: sticky for the three spec messages, auto-closing otherwise. */
export function showCheckoutError(message: string): void {
  if (stickyCheckoutMessages.includes(message)) stickyToast('error', message);
  else notifyError(message);
}

function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : texts.somethingWentWrong;
}

export function usePlaceOrder(onDone?: () => void, { fromWallet = false } = {}) {
  const [, navigate] = useLocation();
  const client = useQueryClient();
  const order = useSendOnce(createOrderMutation());

  /** Wallet checkout: the order is paid; say so with the balance the server now reports. */
  const sayPaidFromWallet = async (buyerId: string, orderId: string) => {
    try {
      const list = await client.fetchQuery(orderQueries.list(buyerId, 'all'));
      notifySuccess(checkoutTexts.walletPaid(formatNairaAmount(list.bal)), undefined, {
        topic: `payment:${orderId}`,
      });
    } catch {
      // The order page says it is paid; the balance shows on the account page.
    }
  };

  const place = () => {
    const buyerId = sessionUserId();
    const address = shippingStore.address;
    if (!buyerId) {
      navigate(signInRoute('/cart'));
      return;
    }
    if (!address) return;
    const input = checkoutOf(cartStore.items, address, buyerId);
    if (!input) return;
    order.send(input, {
      onSuccess: (order) => {
        // The address step is done: its 'Shipping Info Updated' does not follow to the order.
        closeTopic(TOPICS.shipping);
        clearCart();
        onDone?.();
        navigate(`/order/${order._id}`);
        if (fromWallet) void sayPaidFromWallet(buyerId, order._id);
      },
      onError: (error) => {
        if (!isSessionExpired(error)) showCheckoutError(errorMessage(error));
      },
    });
  };

  return { place, pending: order.busy };
}
