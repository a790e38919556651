// The single door to react-toastify. Screens call these helpers; nothing else imports the library
// (the container lives in toast-host.tsx beside this file). The library is not part of the first
// load: the host fetches it once the page is idle after first paint, and the first toast fetches it
// at once if it is not there yet. Toasts asked for before it arrives wait in a queue, with the id
// this door returned, and show as soon as it loads (a dismiss before then drops them).
//
// Every toast belongs to the page it was shown on: the host closes it when the user moves to
// another page ('wrong credentials' does not follow the user to the code page, 'Your product is
// posted.' does not follow them home). A toast that explains a move ('Signed in as
// …' on the way home, the session ended so you are on the sign-in page) is kept for that one
// navigation (`keep`), then belongs to the page it arrived on.
import type { ReactNode } from 'react';
import type { Id, ToastOptions, TypeOptions } from 'react-toastify';
import { texts } from '#src/lib/texts.ts';

type Toastify = typeof import('react-toastify');

/** Default toast life (spec section 9). */
const TOAST_DEFAULT_MS = 5000;
/** The 'Added' success toast life (spec section 9). */
const TOAST_ADDED_MS = 300;

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

let library: Toastify | undefined;
let loading: Promise<Toastify> | undefined;
let queued: { message: ReactNode; options: ToastOptions }[] = [];
let queuedIds = 0;
const loadedListeners = new Set<(lib: Toastify) => void>();

/** Fetches react-toastify once (again after a failed try), then shows the queued toasts. */
export function loadToasts(): Promise<Toastify> {
  loading ??= import('react-toastify').then(
    (lib) => {
      library = lib;
      const waiting = queued;
      queued = [];
      for (const { message, options } of waiting) lib.toast(message, options);
      for (const listener of loadedListeners) listener(lib);
      loadedListeners.clear();
      return lib;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The library if it has loaded. */
export function loadedToasts(): Toastify | undefined {
  return library;
}

/** Calls `listener` once the library has loaded (whoever started the load); returns an unsubscribe. */
export function onToastsLoaded(listener: (lib: Toastify) => void): () => void {
  if (library) {
    listener(library);
    return () => {};
  }
  loadedListeners.add(listener);
  return () => loadedListeners.delete(listener);
}

export interface ToastExtra {
  /** At most one such toast on screen: the same kind and text while one shows is not repeated
   * (two sections failing with the same message make one toast, not two). */
  once?: boolean;
  /** The toast's own id (also makes it 'once'). */
  id?: string;
  /** Survives the next navigation (it explains it: shown just before the move); page-bound after
   * that. */
  keep?: boolean;
  /**
   * What the message is about ('payment:<orderId>', 'shipping', 'auth:code', 'session', …). A
   * newer message on the same topic replaces the older one in place (a success replaces that
   * topic's failure), and `closeTopic` closes it when its step is done.
   */
  topic?: string;
}

/**
 * Where messages go while a dialog is open: lib/dialog-messages.ts fills it in when the dialog
 * code loads (so the first page does not carry it); `say` answers undefined when no dialog is open.
 */
export interface DialogSink {
  say(
    kind: ToastKind,
    message: ReactNode,
    ms: number | false,
    extra: ToastExtra,
  ): string | undefined;
  /** Closes the dialog message with this id or topic (all without one); true if it closed one. */
  dismiss(key?: Id): boolean;
}
export const dialogSink: Partial<DialogSink> = {};

/** Ids of the toasts to close on the next navigation, and of those kept for one. */
const pageBound = new Set<Id>();
const keptOnce = new Set<Id>();

/**
 * Closes a toast whose moment has passed (its page was left, its step is done) without its exit
 * animation showing: the library animates a closing toast for most of a second, long enough to be
 * read on the next page ('password not match' on the code page). It is hidden at once and leaves
 * as usual behind the scenes.
 */
function dismissUnseen(id: Id): void {
  if (typeof document !== 'undefined') {
    const node = document.getElementById(String(id));
    if (node) node.style.visibility = 'hidden';
  }
  dismissToast(id);
}

/** The host calls this when the page changes: the old page's toasts close. */
export function clearPageToasts(): void {
  for (const id of pageBound) dismissUnseen(id);
  pageBound.clear();
  for (const id of keptOnce) pageBound.add(id);
  keptOnce.clear();
}

/** The topics the app's messages share (payments use `payment:<orderId>`). */
export const TOPICS = {
  /** The code step ('verify your email', a new device's code, a resent code): closed once a code
   * is accepted. */
  code: 'auth:code',
  /** Why sign-in was refused: a second refusal replaces the first instead of stacking. */
  signin: 'auth:signin',
  /** Who is signed in ('Signed in as …', 'Welcome! …'): closed on logging out. */
  session: 'session',
  /** The shipping address ('Shipping Info Updated', 'Fill in the missing fields'): closed once
   * the order is placed. */
  shipping: 'shipping',
} as const;

/** The toast now showing each topic's message. */
const topics = new Map<string, Id>();
let topicToasts = 0;

/** Show a toast of a kind; `ms` overrides the 5 s default, `false` keeps it until dismissed. */
export function showToast(
  kind: ToastKind,
  message: ReactNode,
  ms: number | false = TOAST_DEFAULT_MS,
  extra: ToastExtra = {},
): Id {
  // An open dialog says it inside (lib/dialog-messages.ts): no toast floats over its actions.
  const inDialog = dialogSink.say?.(kind, message, ms, extra);
  if (inDialog) return inDialog;
  if (extra.topic !== undefined) return showOnTopic(extra.topic, kind, message, ms, extra);
  const onceId = extra.id ?? (extra.once ? `once:${kind}:${String(message)}` : undefined);
  const options: ToastOptions = {
    type: kind,
    autoClose: ms,
    ...(onceId ? { toastId: onceId } : {}),
  };
  const bind = (id: Id): Id => {
    if (extra.keep) keptOnce.add(id);
    else pageBound.add(id);
    return id;
  };
  if (library) {
    if (onceId && library.toast.isActive(onceId)) return onceId;
    return bind(library.toast(message, options));
  }
  if (onceId && queued.some((waiting) => waiting.options.toastId === onceId)) return onceId;
  const toastId = onceId ?? `queued-toast-${++queuedIds}`;
  queued.push({ message, options: { ...options, toastId } });
  loadToasts().catch(() => {});
  return bind(toastId);
}

function unbind(id: Id): void {
  pageBound.delete(id);
  keptOnce.delete(id);
}

/** The topic's toast is replaced in place while it shows; otherwise a new one takes the topic. */
function showOnTopic(
  topic: string,
  kind: ToastKind,
  message: ReactNode,
  ms: number | false,
  extra: ToastExtra,
): Id {
  const current = topics.get(topic);
  const bind = (id: Id): Id => {
    unbind(id);
    if (extra.keep) keptOnce.add(id);
    else pageBound.add(id);
    topics.set(topic, id);
    return id;
  };
  if (current !== undefined && library?.toast.isActive(current)) {
    library.toast.update(current, { render: message, type: kind, autoClose: ms });
    return bind(current);
  }
  if (current !== undefined) {
    const waiting = queued.find(({ options }) => options.toastId === current);
    if (waiting) {
      waiting.message = message;
      waiting.options = { ...waiting.options, type: kind, autoClose: ms };
      return bind(current);
    }
  }
  const toastId = `topic:${topic}:${++topicToasts}`;
  const options: ToastOptions = { type: kind, autoClose: ms, toastId };
  if (library) return bind(library.toast(message, options));
  queued.push({ message, options });
  loadToasts().catch(() => {});
  return bind(toastId);
}

/** Closes the topic's message, if one shows (its step is done: signed up, verified, signed out). */
export function closeTopic(topic: string): void {
  dialogSink.dismiss?.(topic);
  const id = topics.get(topic);
  if (id === undefined) return;
  topics.delete(topic);
  unbind(id);
  dismissUnseen(id);
}

export const notifySuccess = (message: string, ms?: number | false, extra?: ToastExtra): Id =>
  showToast('success', message, ms, extra);
export const notifyInfo = (message: string, ms?: number | false, extra?: ToastExtra): Id =>
  showToast('info', message, ms, extra);
export const notifyWarning = (message: ReactNode, ms?: number | false, extra?: ToastExtra): Id =>
  showToast('warning', message, ms, extra);
export const notifyError = (message: ReactNode, ms?: number | false, extra?: ToastExtra): Id =>
  showToast('error', message, ms, extra);

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
  if (dialogSink.dismiss?.(id)) return;
  if (library) {
    library.toast.dismiss(id);
    return;
  }
  queued = id === undefined ? [] : queued.filter(({ options }) => options.toastId !== id);
}
