// Seller controls of an order: Accept and 'Refund & Cancel' (with the confirmation) while the
// order is not taken; the server's answers become coloured toasts (5 s).
import { useState } from 'react';
import { refundOrderMutation, takeOrderMutation } from '#src/api/orders.ts';
import { Button } from '#src/components/button.tsx';
import { ConfirmDialog } from '#src/components/confirm-dialog.tsx';
import { orderTexts } from '#src/features/orders/order-texts.ts';
import { announce } from '#src/lib/announce.ts';
import { handFocusTo, ORDER_STATUS_FOCUS } from '#src/lib/focus-handoff.ts';
import { notifyFailure } from '#src/lib/server-message.ts';
import { texts } from '#src/lib/texts.ts';
import { notifySuccess } from '#src/lib/toast.ts';
import { useSendOnce } from '#src/lib/use-send-once.ts';

export interface SellerActionsProps {
  storeId: string;
  orderId: string;
}

export function SellerActions({ storeId, orderId }: SellerActionsProps) {
  const [confirming, setConfirming] = useState(false);
  const take = useSendOnce(takeOrderMutation());
  const refund = useSendOnce(refundOrderMutation());
  const busy = take.busy || refund.busy;

  const onAccept = () =>
    take.send(
      { storeId, orderId },
      {
        onSuccess: () => {
          handFocusTo(ORDER_STATUS_FOCUS);
          notifySuccess(orderTexts.accepted);
          announce(orderTexts.accepted);
        },
        onError: notifyFailure,
      },
    );

  const onRefund = () => {
    setConfirming(false);
    refund.send(
      { storeId, orderId },
      {
        onSuccess: () => {
          handFocusTo(ORDER_STATUS_FOCUS);
          notifySuccess(orderTexts.cancelled);
          announce(orderTexts.cancelled);
        },
        onError: notifyFailure,
      },
    );
  };

  return (
    <div className="order-seller-actions">
      <Button
        onClick={onAccept}
        loading={take.busy}
        busyLabel={orderTexts.accepting}
        disabled={busy}
      >
        {orderTexts.accept}
      </Button>
      <Button
        variant="danger"
        onClick={() => setConfirming(true)}
        loading={refund.busy}
        busyLabel={orderTexts.refunding}
        disabled={busy}
      >
        {orderTexts.refundCancel}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={orderTexts.refundCancel}
        message={texts.confirmCancelOrder}
        cancelLabel={orderTexts.no}
        confirmLabel={orderTexts.yes}
        confirmVariant="danger"
        onCancel={() => setConfirming(false)}
        onConfirm={onRefund}
      />
    </div>
  );
}
