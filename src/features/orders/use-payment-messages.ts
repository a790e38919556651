// What one order's card payment says, on its own toast topic (`payment:<orderId>`), so a newer
// message of the payment replaces an older one: a failure once (a check retried every few seconds
// does not say it again), kept for the role="alert" line under Pay Now; 'Payment successful' once
// per reference, whoever confirmed it (this page, or the server before this page could); anything
// else said politely.
import { useRef, useState } from 'react';
import { announce } from '#src/lib/announce.ts';
import { handFocusTo, ORDER_STATUS_FOCUS } from '#src/lib/focus-handoff.ts';
import { paymentSuccessful, texts } from '#src/lib/texts.ts';
import { notifyError, notifyInfo, notifySuccess } from '#src/lib/toast.ts';

export function usePaymentMessages(orderId: string) {
  const topic = `payment:${orderId}`;
  const [error, setError] = useState<string | null>(null);
  /** The failure last said. */
  const said = useRef<string | null>(null);
  const saidPaid = useRef(new Set<string>());
  const clearError = () => {
    said.current = null;
    setError(null);
  };
  return {
    /** This page's last failure (role="alert"), or null. */
    error,
    topic,
    clearError,
    fail(message: string) {
      setError(message);
      if (said.current === message) return;
      said.current = message;
      notifyError(message, undefined, { topic });
    },
    inform(text: string) {
      notifyInfo(text, undefined, { topic });
      announce(text);
    },
    sayPaid(reference: string) {
      if (saidPaid.current.has(reference)) return;
      saidPaid.current.add(reference);
      // The paid banner has replaced Pay Now: it takes the focus.
      handFocusTo(ORDER_STATUS_FOCUS);
      clearError();
      notifySuccess(paymentSuccessful(reference), undefined, { topic });
      announce(texts.paymentSuccessful);
    },
  };
}
