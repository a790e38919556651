// The pre-checkout sheet (spec section 9): 500 px wide, slides in 50 ms after it is asked to open
// and closes with a 300 ms animation, showing the summary before the order is sent.
import { useEffect, useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { cartTotals, formatNaira, formatNairaAmount, nairaToKobo } from '#shared/money.ts';
import { Button } from '#src/components/button.tsx';
import { Dialog } from '#src/components/dialog.tsx';
import { Money } from '#src/components/money.tsx';
import { deliveryFeeNote } from '#src/features/cart/cart-texts.ts';
import { checkoutTexts } from '#src/features/cart/checkout-texts.ts';
import type { DeliveryCheck } from '#src/features/cart/use-delivery-check.ts';
import { formatPhone } from '#src/lib/phone.ts';
import { cartStore } from '#src/state/cart.ts';
import { shippingStore } from '#src/state/shipping.ts';
import '#src/features/cart/checkout.css';

const SHEET_OPEN_DELAY_MS = 50;
const SHEET_CLOSE_MS = 300;
const NOTHING_STOPS: DeliveryCheck = { problem: null, checking: null };

export interface PreCheckoutSheetProps {
  open: boolean;
  onClose: () => void;
  onPlace: () => void;
  /** What stops the order to this address (use-delivery-check.ts); Place order waits for none. */
  delivery?: DeliveryCheck;
  placing: boolean;
  /** Wallet checkout: the buyer's balance (naira; null while it loads). Card checkout: absent. */
  walletBalance?: number | null;
  /** Wallet checkout: where the buyer funds the wallet (their account page). */
  fundHref?: string;
}

/** mounted: in the DOM; shown: the open class (slid in). */
function useSheetPhases(open: boolean) {
  const [mounted, setMounted] = useState(false);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (open) {
      setMounted(true);
      const timer = setTimeout(() => setShown(true), SHEET_OPEN_DELAY_MS);
      return () => clearTimeout(timer);
    }
    setShown(false);
    const timer = setTimeout(() => setMounted(false), SHEET_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [open]);
  return { mounted, shown };
}

export function PreCheckoutSheet({
  open,
  onClose,
  onPlace,
  delivery = NOTHING_STOPS,
  placing,
  walletBalance,
  fundHref,
}: PreCheckoutSheetProps) {
  const { mounted, shown } = useSheetPhases(open);
  const cart = useSnapshot(cartStore);
  const shipping = useSnapshot(shippingStore);
  const totals = cartTotals(cart.items);
  const address = shipping.address;
  const walletId = useId();
  // Wallet checkout with a balance below the total: the server would refuse ('Insufficient
  // funds'), so the sheet says how much is missing, where to add it, and does not offer to place.
  const balanceKobo = walletBalance == null ? null : nairaToKobo(walletBalance);
  const shortKobo = balanceKobo === null ? 0 : Math.max(0, totals.total - balanceKobo);

  return (
    <Dialog
      open={mounted}
      onClose={onClose}
      title={checkoutTexts.sheetTitle}
      className={`pre-checkout-sheet${shown ? ' pre-checkout-sheet--open' : ''}`}
    >
      <ul className="pre-checkout-sheet__items">
        {cart.items.map((item) => (
          <li key={item._id}>
            <span>
              {item.quantity} × {item.name}
            </span>
            <Money naira={item.price * item.quantity} />
            {item.extras
              .filter((extra) => extra.quantity > 0)
              .map((extra) => (
                <span key={extra._id} className="pre-checkout-sheet__extra">
                  + {extra.quantity} × {extra.item} ({formatNairaAmount(extra.price)} each)
                </span>
              ))}
          </li>
        ))}
      </ul>
      <dl className="pre-checkout-sheet__totals">
        <dt>{checkoutTexts.subtotal}</dt>
        <dd>
          <Money kobo={totals.subtotal} />
        </dd>
        <dt>{checkoutTexts.deliveryFee}</dt>
        <dd>
          <Money kobo={totals.shippingFee} />
        </dd>
        <dt>{checkoutTexts.total}</dt>
        <dd>
          <Money kobo={totals.total} />
        </dd>
      </dl>
      <p className="fee-note">{deliveryFeeNote(totals.shippingFee)}</p>
      {walletBalance !== undefined ? (
        <p id={walletId} className="pre-checkout-sheet__wallet">
          {walletBalance === null ? (
            checkoutTexts.paidFromWallet
          ) : shortKobo > 0 ? (
            <>
              {checkoutTexts.walletBalance(formatNairaAmount(walletBalance))}{' '}
              <strong className="pre-checkout-sheet__short">
                {checkoutTexts.walletShort(formatNaira(shortKobo))}
                {fundHref ? (
                  <Link href={fundHref}>{checkoutTexts.fundWallet}</Link>
                ) : (
                  checkoutTexts.fundWallet
                )}
              </strong>
            </>
          ) : (
            checkoutTexts.walletAfter(
              formatNairaAmount(walletBalance),
              formatNaira(nairaToKobo(walletBalance) - totals.total),
            )
          )}
        </p>
      ) : null}
      {address ? (
        <p className="pre-checkout-sheet__address">
          {checkoutTexts.shipTo}: {address.name}, {address.street}, {address.localGvt},{' '}
          {address.state}, {address.country} ({formatPhone(address.phoneNumber)})
        </p>
      ) : (
        <p className="pre-checkout-sheet__address" role="alert">
          {checkoutTexts.noShipping}
        </p>
      )}
      {delivery.problem || delivery.checking ? (
        <p className="pre-checkout-sheet__delivery" role={delivery.problem ? 'alert' : 'status'}>
          {delivery.problem ?? delivery.checking}
        </p>
      ) : null}
      <div className="pre-checkout-sheet__actions">
        <Button variant="secondary" onClick={onClose} disabled={placing}>
          {checkoutTexts.cancel}
        </Button>
        <Button
          onClick={onPlace}
          loading={placing}
          busyLabel={checkoutTexts.placing}
          disabled={
            !address ||
            cart.items.length === 0 ||
            shortKobo > 0 ||
            delivery.problem !== null ||
            !!delivery.checking
          }
          aria-describedby={shortKobo > 0 ? walletId : undefined}
        >
          {checkoutTexts.placeOrder}
        </Button>
      </div>
    </Dialog>
  );
}
