// The pre-checkout sheet (spec section 9): 500 px wide, slides in 50 ms after it is asked to open
// and closes with a 300 ms animation, showing the summary before the order is sent.
import { useEffect, useId, useState } from 'react';
import { type Snapshot, useSnapshot } from 'valtio';
import { Link } from 'wouter';
import {
  type CartTotals,
  cartTotals,
  formatNaira,
  formatNairaAmount,
  nairaToKobo,
} from '#shared/money.ts';
import type { ShippingAddressInput } from '#shared/schemas/address.ts';
import { Button } from '#src/components/button.tsx';
import { Dialog } from '#src/components/dialog.tsx';
import { Money } from '#src/components/money.tsx';
import { deliveryFeeNote } from '#src/features/cart/cart-texts.ts';
import { checkoutTexts } from '#src/features/cart/checkout-texts.ts';
import type { DeliveryCheck } from '#src/features/cart/use-delivery-check.ts';
import { formatPhone } from '#src/lib/phone.ts';
import { type CartState, cartStore } from '#src/state/cart.ts';
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

function SheetItems({ items }: { items: Snapshot<CartState>['items'] }) {
  return (
    <ul className="pre-checkout-sheet__items">
      {items.map((item) => (
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
  );
}

function SheetTotals({ totals }: { totals: CartTotals }) {
  return (
    <>
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
    </>
  );
}

/** Wallet checkout: what the balance pays, or how much is missing and where to add it. */
function WalletLine({
  id,
  balance,
  shortKobo,
  totalKobo,
  fundHref,
}: {
  id: string;
  /** Naira; null while it loads. */
  balance: number | null;
  shortKobo: number;
  totalKobo: number;
  fundHref: string | undefined;
}) {
  return (
    <p id={id} className="pre-checkout-sheet__wallet">
      {balance === null ? (
        checkoutTexts.paidFromWallet
      ) : shortKobo > 0 ? (
        <>
          {checkoutTexts.walletBalance(formatNairaAmount(balance))}{' '}
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
          formatNairaAmount(balance),
          formatNaira(nairaToKobo(balance) - totalKobo),
        )
      )}
    </p>
  );
}

function ShipTo({ address }: { address: Readonly<ShippingAddressInput> | null }) {
  return address ? (
    <p className="pre-checkout-sheet__address">
      {checkoutTexts.shipTo}: {address.name}, {address.street}, {address.localGvt}, {address.state},{' '}
      {address.country} ({formatPhone(address.phoneNumber)})
    </p>
  ) : (
    <p className="pre-checkout-sheet__address" role="alert">
      {checkoutTexts.noShipping}
    </p>
  );
}

/** What stops the order to this address (an alert), or that it is being checked (a status). */
function DeliveryLine({ delivery }: { delivery: DeliveryCheck }) {
  if (!delivery.problem && !delivery.checking) return null;
  return (
    <p className="pre-checkout-sheet__delivery" role={delivery.problem ? 'alert' : 'status'}>
      {delivery.problem ?? delivery.checking}
    </p>
  );
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
      <SheetItems items={cart.items} />
      <SheetTotals totals={totals} />
      {walletBalance !== undefined ? (
        <WalletLine
          id={walletId}
          balance={walletBalance}
          shortKobo={shortKobo}
          totalKobo={totals.total}
          fundHref={fundHref}
        />
      ) : null}
      <ShipTo address={address} />
      <DeliveryLine delivery={delivery} />
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
