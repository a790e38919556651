// The single door to react-toastify. Screens call these helpers; nothing else imports the library
// (the container lives in toast-host.tsx beside this file).
import { type Id, type ToastOptions, type TypeOptions, toast } from 'react-toastify';
import { texts } from '#src/lib/texts.ts';

/** Default toast life (spec section 9). */
export const TOAST_DEFAULT_MS = 5000;
/** The 'Added' success toast life (spec section 9). */
export const TOAST_ADDED_MS = 300;

export const toastContainerDefaults = {
  position: 'bottom-center',
  autoClose: TOAST_DEFAULT_MS,
  newestOnTop: true,
  closeOnClick: false,
  pauseOnFocusLoss: true,
  pauseOnHover: true,
  draggable: false,
} as const;

export type ToastKind = Exclude<TypeOptions, 'default'>;

/** Show a toast of a kind; `ms` overrides the 5 s default, `false` keeps it until dismissed. */
export function showToast(
  kind: ToastKind,
  message: string,
  ms: number | false = TOAST_DEFAULT_MS,
): Id {
  const options: ToastOptions = { type: kind, autoClose: ms };
  return toast(message, options);
}

export const notifySuccess = (message: string, ms?: number | false): Id =>
  showToast('success', message, ms);
export const notifyInfo = (message: string, ms?: number | false): Id =>
  showToast('info', message, ms);
export const notifyWarning = (message: string, ms?: number | false): Id =>
  showToast('warning', message, ms);
export const notifyError = (message: string, ms?: number | false): Id =>
  showToast('error', message, ms);

/** A toast that stays until the user dismisses it (autoClose: false). */
export function stickyToast(kind: ToastKind, message: string): Id {
  return showToast(kind, message, false);
}

/** The 300 ms 'Added' success toast. */
export function toastAdded(): Id {
  return showToast('success', texts.added, TOAST_ADDED_MS);
}

/** Close one toast, or all of them without an id. */
export function dismissToast(id?: Id): void {
  toast.dismiss(id);
}
