// "Send once while pending": the one guard every action that creates something or moves money
// goes through (place order, pay, accept, refund, fund, create wallet, post a dish, register as
// vendor, review, and the account forms). A second click (or Enter) while the first request is
// still out is dropped before it reaches the network: the guard is a ref, set synchronously, so
// two clicks 5 ms apart cannot both pass, even before React has re-rendered the button as busy.
import { type DefaultError, type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';

/** Runs one task at a time: a task started while another runs is dropped (returns false). */
export function useSingleFlight() {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (task: () => Promise<void>): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    try {
      await task();
    } finally {
      running.current = false;
      setBusy(false);
    }
    return true;
  }, []);
  return { run, busy };
}

export interface SendHandlers<TData, TError> {
  onSuccess?: (data: TData) => void;
  onError?: (error: TError) => void;
}

/**
 * `useMutation` with `send(variables, { onSuccess, onError })` in place of `mutate`: while a send
 * is pending, further sends are dropped. `busy` drives the button (`loading` → aria-busy,
 * disabled, busy label). The handlers run even if the screen has gone in the meantime (a
 * navigation after success still happens).
 */
export function useSendOnce<TData = unknown, TError = DefaultError, TVariables = void>(
  options: UseMutationOptions<TData, TError, TVariables>,
) {
  const mutation = useMutation(options);
  const { run, busy } = useSingleFlight();
  const { mutateAsync } = mutation;
  const send = useCallback(
    (variables: TVariables, handlers: SendHandlers<TData, TError> = {}) => {
      void run(async () => {
        let data: TData;
        try {
          data = await mutateAsync(variables);
        } catch (error) {
          handlers.onError?.(error as TError);
          return;
        }
        handlers.onSuccess?.(data);
      });
    },
    [run, mutateAsync],
  );
  return { send, busy: busy || mutation.isPending, error: mutation.error, reset: mutation.reset };
}
