// Places the order: createOrder → cart cleared → /order/{id}. On failure the server's message is
// shown (the three sticky ones stay until dismissed) and cart, address and session are kept.
// Real life around it: the cart is re-read from storage right before sending (another tab may have
// emptied or changed it), one tab at a time sends a given cart (the checkout lock), and an answer
// that never came is not taken as "not placed": the buyer's orders are looked up first (an order
// found is gone to, none found says it was not placed, a lookup that fails is done again before
// the next send). Nothing is waited for before the send: the orders that came before it are those
// of the list the cart page read as it opened, when still fresh. The order page opens on the order
// as it was sent (src/state/placed-orders.ts) while the server's copy is read.

import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { formatNairaAmount } from '#shared/money.ts';
import { isApiError } from '#src/api/client.ts';
import { type Checkout, createOrder, createOrderMutation, orderQueries } from '#src/api/orders.ts';
import { checkoutTexts } from '#src/features/cart/checkout-texts.ts';
import { lookUpAttempt, type OrderAttempt } from '#src/features/cart/order-lookup.ts';
import { signInRoute } from '#src/lib/auth-paths.ts';
import { checkoutOf } from '#src/lib/checkout.ts';
import { isOutcomeUnknown, serverMessage } from '#src/lib/server-message.ts';
import { isSessionExpired } from '#src/lib/session-expiry.ts';
import { stickyCheckoutMessages } from '#src/lib/texts.ts';
import { closeTopic, notifyError, notifySuccess, stickyToast, TOPICS } from '#src/lib/toast.ts';
import { useSendOnce } from '#src/lib/use-send-once.ts';
import { cartStore, clearCart } from '#src/state/cart.ts';
import { claimCheckout, releaseCheckout } from '#src/state/checkout-lock.ts';
import { rememberPlacedOrder } from '#src/state/placed-orders.ts';
import { sessionUserId } from '#src/state/session.ts';
import { shippingStore } from '#src/state/shipping.ts';
import { pullStoredState } from '#src/state/tab-sync.ts';

/** Shows a checkout failure: sticky for the three spec messages, auto-closing otherwise. */
export function showCheckoutError(message: string): void {
  if (stickyCheckoutMessages.includes(message)) stickyToast('error', message);
  else notifyError(message);
}

/** A send that stopped with a message of the client's own (not the server's answer). */
class CheckoutStopped extends Error {
  constructor(
    readonly text: string,
    readonly sticky = true,
  ) {
    super(text);
  }
}

/** How old a list of the buyer's orders may be to tell which orders come before a send. */
const LIST_FRESH_MS = 60_000;

/** The order placed, and whether it was found after its answer was lost. */
type Placed = { _id: string; recovered: boolean };

/** The ids of the buyer's orders known now, without a request (null when none are known). */
type IdsBefore = (buyerId: string) => ReadonlySet<string> | null;

/** The cart a send is about (buyer, dishes, extras), as text: the checkout lock's key. */
const cartKeyOf = (input: Checkout) =>
  JSON.stringify([input.buyerId, input.storeId, input.body.orderedItems, input.body.extras]);

/** An attempt whose outcome could not be found out: looked up again before the next send. */
let unresolved: { cartKey: string; attempt: OrderAttempt } | null = null;

/** What the buyer is told when the order is known not to exist: no answer came, or a server
 * error without words. */
const notPlacedText = (error: unknown) =>
  isApiError(error) && error.kind === 'network'
    ? checkoutTexts.notPlacedOffline
    : checkoutTexts.notPlacedServer;

/** Sends the order once and finds out what happened when the answer is lost; `idsBefore` tells
 * the buyer's orders before the send. */
async function sendOrder(input: Checkout, idsBefore: IdsBefore): Promise<Placed> {
  // The browser knows it is offline: nothing can leave, so the order is certainly not placed (and
  // is not sent later behind the buyer's back when the connection comes back).
  if (globalThis.navigator?.onLine === false) {
    throw new CheckoutStopped(checkoutTexts.notPlacedOffline);
  }
  const cartKey = cartKeyOf(input);
  if (!(await claimCheckout(cartKey)))
    throw new CheckoutStopped(checkoutTexts.placingElsewhere, false);
  try {
    // Another tab may have placed this cart while the lock was being claimed.
    if (pullStoredState().cart) {
      throw new CheckoutStopped(checkoutTexts.cartChangedElsewhere, false);
    }
    const earlier = unresolved?.cartKey === cartKey ? unresolved.attempt : null;
    if (earlier) {
      const found = await lookUpAttempt(earlier);
      if (found.kind === 'found') return placed(input, { _id: found.orderId, recovered: true });
      if (found.kind === 'unknown') throw new CheckoutStopped(checkoutTexts.outcomeUnknown);
      unresolved = null;
    }
    const attempt: OrderAttempt = {
      checkout: input,
      startedAt: Date.now(),
      before: idsBefore(input.buyerId),
    };
    try {
      const created = await createOrder(input);
      return placed(input, { _id: created._id, recovered: false });
    } catch (error) {
      if (!isOutcomeUnknown(error)) throw error;
      const found = await lookUpAttempt(attempt);
      if (found.kind === 'found') return placed(input, { _id: found.orderId, recovered: true });
      if (found.kind === 'absent') throw new CheckoutStopped(notPlacedText(error));
      unresolved = { cartKey, attempt };
      throw new CheckoutStopped(checkoutTexts.outcomeUnknown);
    }
  } finally {
    // After the emptied cart reached storage (and so the other tabs).
    await new Promise((resolve) => setTimeout(resolve, 0));
    releaseCheckout(cartKey);
  }
}

/** The order exists: the cart is emptied at once, before another tab can send it, and the order
 * page can show it as sent. */
function placed(input: Checkout, order: Placed): Placed {
  unresolved = null;
  rememberPlacedOrder(order._id, input);
  clearCart();
  return order;
}

export function usePlaceOrder(onDone?: () => void, { fromWallet = false } = {}) {
  const [, navigate] = useLocation();
  const client = useQueryClient();
  // The orders list the cart page read as it opened (CheckoutButton), if still fresh: Place order
  // costs the send alone, never a read before it (one still on its way may answer after the
  // order is made, and would count it as an order from before). A placed order invalidates it.
  const idsBefore: IdsBefore = (buyerId) => {
    const list = client.getQueryState(orderQueries.list(buyerId, 'all').queryKey);
    if (!list?.data || list.isInvalidated || Date.now() - list.dataUpdatedAt > LIST_FRESH_MS)
      return null;
    return new Set(list.data.orders.map((row) => row._id));
  };
  const created = createOrderMutation();
  const order = useSendOnce({
    ...created,
    mutationFn: (input: Checkout) => sendOrder(input, idsBefore),
    // The lists a new order changes are read again, but the order page does not wait for them.
    onSuccess: (...args) => {
      void created.onSuccess?.(...args);
    },
    // networkMode 'always': offline, the send fails at once and says so; the default ('online')
    // would hold it and place the order when the connection returns, after the buyer has left.
    networkMode: 'always',
  });

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
    // The latest stored cart, address and session: another tab may have changed them.
    const pulled = pullStoredState();
    const buyerId = sessionUserId();
    const address = shippingStore.address;
    if (!buyerId) {
      navigate(signInRoute('/cart'));
      return;
    }
    if (pulled.cart) {
      // An emptied cart is said by the cart page itself (tab-sync's onCartEmptiedElsewhere).
      if (cartStore.items.length === 0) onDone?.();
      else notifyError(checkoutTexts.cartChangedElsewhere);
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
        // It explains the move to the order page: kept through that navigation.
        if (order.recovered)
          notifySuccess(checkoutTexts.placedDespiteLoss, undefined, { keep: true });
        if (fromWallet) void sayPaidFromWallet(buyerId, order._id);
      },
      onError: (error) => {
        if (error instanceof CheckoutStopped) {
          if (error.text === checkoutTexts.cartChangedElsewhere && cartStore.items.length === 0) {
            // Said by the cart page (tab-sync's onCartEmptiedElsewhere).
            onDone?.();
          } else if (error.sticky) stickyToast('error', error.text);
          else notifyError(error.text);
          return;
        }
        if (!isSessionExpired(error)) showCheckoutError(serverMessage(error));
      },
    });
  };

  return { place, pending: order.busy };
}
