// The buyer's wallet pays for an unpaid order, in full or in part (the rest by card), where the
// order's answer says the API can (`walletShare`, the mock; the hosted API has no wallet payment).
// A part the wallet put in is said with what is left for the card, and can be put back. Nothing is
// offered while a card payment of the order is on its way (`blocked`): one payment at a time.
// Each step asks first, saying how the balance moves; the server's refusal is a toast.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatNaira, nairaToKobo } from '#shared/money.ts';
import type { OrderDetails } from '#shared/schemas/orders.ts';
import { orderQueries } from '#src/api/orders.ts';
import { walletPayMutation } from '#src/api/payments.ts';
import { Button } from '#src/components/button.tsx';
import { ConfirmDialog } from '#src/components/confirm-dialog.tsx';
import { walletPayTexts } from '#src/features/orders/wallet-pay-texts.ts';
import { walletSplit } from '#src/features/orders/wallet-split.ts';
import { announce } from '#src/lib/announce.ts';
import { handFocusTo, ORDER_STATUS_FOCUS } from '#src/lib/focus-handoff.ts';
import { notifyFailure } from '#src/lib/server-message.ts';
import { useSendOnce } from '#src/lib/use-send-once.ts';

/** The buyer's balance in kobo (the orders list's `bal`), undefined until read. */
function useBalanceKobo(userId: string): number | undefined {
  const query = useQuery({
    ...orderQueries.list(userId, 'all'),
    select: (list) => nairaToKobo(list.bal),
    retry: false,
  });
  return query.data;
}

export interface WalletPayProps {
  details: OrderDetails;
  /** A card payment of the order is on its way: the wallet waits. */
  blocked: boolean;
}

export function WalletPay({ details, blocked }: WalletPayProps) {
  const balanceKobo = useBalanceKobo(details.buyerId);
  const pay = useSendOnce(walletPayMutation());
  const [asking, setAsking] = useState(false);
  if (details.walletShare === undefined) return null;
  const { shareKobo, dueKobo } = walletSplit(details);

  const setShare = (kobo: number, said: string) =>
    pay.send(
      { orderId: details._id, amount: kobo / 100 },
      {
        onSuccess: (answer) => {
          if (answer.isPaid) handFocusTo(ORDER_STATUS_FOCUS);
          announce(said);
        },
        onError: notifyFailure,
      },
    );

  if (shareKobo > 0) {
    return (
      <div className="wallet-pay">
        <p>{walletPayTexts.held(formatNaira(shareKobo), formatNaira(dueKobo))}</p>
        {blocked ? null : (
          <Button
            variant="secondary"
            onClick={() => setShare(0, walletPayTexts.putBackDone(formatNaira(shareKobo)))}
            loading={pay.busy}
            busyLabel={walletPayTexts.puttingBack}
          >
            {walletPayTexts.putBack}
          </Button>
        )}
      </div>
    );
  }
  if (blocked || balanceKobo === undefined || balanceKobo <= 0) return null;
  const fromWalletKobo = Math.min(balanceKobo, dueKobo);
  const whole = fromWalletKobo === dueKobo;
  const amount = formatNaira(fromWalletKobo);
  const onConfirm = () => {
    setAsking(false);
    setShare(
      fromWalletKobo,
      whole ? walletPayTexts.paidFromWallet : walletPayTexts.partTaken(formatNaira(fromWalletKobo)),
    );
  };
  return (
    <div className="wallet-pay">
      <p>{walletPayTexts.holds(formatNaira(balanceKobo))}</p>
      <Button
        variant="secondary"
        onClick={() => setAsking(true)}
        loading={pay.busy}
        busyLabel={walletPayTexts.paying}
      >
        {whole ? walletPayTexts.payAll(amount) : walletPayTexts.partFromWallet(amount)}
      </Button>
      {whole ? null : <p>{walletPayTexts.partHint(formatNaira(dueKobo - fromWalletKobo))}</p>}
      <ConfirmDialog
        open={asking}
        title={walletPayTexts.confirmTitle}
        message={whole ? walletPayTexts.confirmAll(amount) : walletPayTexts.confirmPart(amount)}
        detail={walletPayTexts.balanceAfter(
          formatNaira(balanceKobo),
          formatNaira(balanceKobo - fromWalletKobo),
        )}
        cancelLabel={walletPayTexts.cancel}
        confirmLabel={walletPayTexts.confirm}
        onCancel={() => setAsking(false)}
        onConfirm={onConfirm}
      />
    </div>
  );
}
