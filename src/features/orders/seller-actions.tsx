// Seller controls of an order not yet taken: a paid order gets Accept and 'Refund & Cancel'; an
// unpaid one only 'Cancel order' (nothing was paid, so nothing is refunded) — each cancel asks
// first. Success says where the money went, read from the order the server answers after the
// cancel; failures are the server's message as coloured toasts (5 s). All on the order's topic.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatNairaAmount } from '#shared/money.ts';
import type { OrderDetails } from '#shared/schemas/orders.ts';
import { orderQueries, refundOrderMutation, takeOrderMutation } from '#src/api/orders.ts';
import { Button } from '#src/components/button.tsx';
import { ConfirmDialog } from '#src/components/confirm-dialog.tsx';
import { noteOwnStep, orderTopic } from '#src/features/orders/order-announcements.ts';
import { orderTexts } from '#src/features/orders/order-texts.ts';
import { refundOf } from '#src/features/orders/order-timeline.ts';
import { refundMessage } from '#src/features/orders/refund-message.ts';
import { announce } from '#src/lib/announce.ts';
import { handFocusTo, ORDER_STATUS_FOCUS } from '#src/lib/focus-handoff.ts';
import { notifyFailure } from '#src/lib/server-message.ts';
import { texts } from '#src/lib/texts.ts';
import { notifySuccess } from '#src/lib/toast.ts';
import { useSendOnce } from '#src/lib/use-send-once.ts';

export interface SellerActionsProps {
  storeId: string;
  /** The order as last read: whether it is paid decides Accept and the kind of cancel. */
  details: OrderDetails;
}

export function SellerActions({ storeId, details }: SellerActionsProps) {
  const orderId = details._id;
  const paid = details.isPaid;
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const take = useSendOnce(takeOrderMutation());
  const refund = useSendOnce(refundOrderMutation());
  const busy = take.busy || refund.busy;
  const topic = orderTopic(orderId);

  const onAccept = () =>
    take.send(
      { storeId, orderId },
      {
        onSuccess: () => {
          noteOwnStep(orderId, 'accepted');
          handFocusTo(ORDER_STATUS_FOCUS);
          notifySuccess(orderTexts.accepted, undefined, { topic });
          announce(orderTexts.accepted);
        },
        onError: notifyFailure,
      },
    );

  const onCancel = () => {
    setConfirming(false);
    refund.send(
      { storeId, orderId },
      {
        onSuccess: () => {
          // The refund answers only `true`: what moved is read from the order read again (the
          // mutation refreshed it); an order that could not be read again is said as known.
          const after = client.getQueryData(orderQueries.detail(orderId, storeId).queryKey);
          const refunded = after?.details.isCancelled
            ? refundOf(after.details)
            : paid
              ? details.total
              : 0;
          const message = refundMessage('seller-toast', refunded ?? 0);
          noteOwnStep(orderId, 'cancelled');
          handFocusTo(ORDER_STATUS_FOCUS);
          notifySuccess(message, undefined, { topic });
          announce(message);
        },
        onError: notifyFailure,
      },
    );
  };

  const cancelLabel = paid ? orderTexts.refundCancel : orderTexts.cancelOrder;
  return (
    <div className="order-seller-actions">
      {paid ? (
        <Button
          onClick={onAccept}
          loading={take.busy}
          busyLabel={orderTexts.accepting}
          disabled={busy}
        >
          {orderTexts.accept}
        </Button>
      ) : null}
      <Button
        variant="danger"
        onClick={() => setConfirming(true)}
        loading={refund.busy}
        busyLabel={paid ? orderTexts.refunding : orderTexts.cancelling}
        disabled={busy}
      >
        {cancelLabel}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={paid ? orderTexts.refundCancel : orderTexts.cancelTitle}
        message={texts.confirmCancelOrder}
        detail={
          paid
            ? orderTexts.cancelWillRefund(formatNairaAmount(details.total))
            : orderTexts.cancelMovesNothing
        }
        cancelLabel={orderTexts.no}
        confirmLabel={orderTexts.yes}
        confirmVariant="danger"
        onCancel={() => setConfirming(false)}
        onConfirm={onCancel}
      />
    </div>
  );
}
