// While a modal dialog is open, the app's messages are said inside it, never as a toast floating
// over it (an error toast sat exactly on the dialog's main button and, paused on
// hover, never left). The toast door (toast.ts) asks this module first (`dialogSink`, filled in when
// the dialog code loads); the topmost open dialog
// (components/dialog.tsx) shows the message under its title — `role="alert"` for errors and
// warnings, `role="status"` otherwise — for the toast's time (or until dismissed, or the dialog
// closes). A message that arrived just before its dialog closed is handed back to the toast area,
// so a word said on the way out (a failure, then Cancel) is still seen.
import { type ReactNode, useSyncExternalStore } from 'react';
import { dialogSink } from '#src/lib/toast.ts';

type DialogMessageKind = 'info' | 'success' | 'warning' | 'error';

export interface DialogMessage {
  id: string;
  kind: DialogMessageKind;
  message: ReactNode;
  /** The toast's life (ms), or false: until dismissed or the dialog closes. */
  ms: number | false;
  topic?: string;
  /** When it arrived (performance.now()). */
  at: number;
}

/** A message younger than this when its dialog closes is shown again as a toast. */
const HANDED_BACK_MS = 600;

const layers: string[] = [];
const byLayer = new Map<string, DialogMessage[]>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();
const EMPTY: DialogMessage[] = [];
let count = 0;

function changed(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A dialog opened: from now on messages are said in it (the last opened, if several). */
export function openDialogLayer(layer: string): void {
  if (!layers.includes(layer)) layers.push(layer);
}

/** A dialog closed: its messages go; those that had only just arrived are returned (to toast). */
export function closeDialogLayer(layer: string): DialogMessage[] {
  const index = layers.indexOf(layer);
  if (index >= 0) layers.splice(index, 1);
  const left = byLayer.get(layer) ?? EMPTY;
  byLayer.delete(layer);
  for (const message of left) clearTimer(message.id);
  if (left.length > 0) changed();
  const now = performance.now();
  return left.filter((message) => now - message.at < HANDED_BACK_MS);
}

function clearTimer(id: string): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
}

/**
 * Says a message in the topmost open dialog and returns its id, or undefined when no dialog is
 * open. The same text and kind already there is not repeated; a message on a topic replaces that
 * topic's.
 */
function sayInDialog(
  kind: DialogMessageKind,
  message: ReactNode,
  ms: number | false,
  { topic }: { topic?: string },
): string | undefined {
  const layer = layers[layers.length - 1];
  if (layer === undefined) return undefined;
  const list = byLayer.get(layer) ?? [];
  const same = list.find(
    (m) => (topic !== undefined && m.topic === topic) || (m.kind === kind && m.message === message),
  );
  const id = same?.id ?? `dialog-message:${++count}`;
  const entry: DialogMessage = {
    id,
    kind,
    message,
    ms,
    at: performance.now(),
    ...(topic !== undefined ? { topic } : {}),
  };
  byLayer.set(layer, same ? list.map((m) => (m.id === id ? entry : m)) : [...list, entry]);
  clearTimer(id);
  if (ms !== false)
    timers.set(
      id,
      setTimeout(() => dismissDialogMessage(id), ms),
    );
  changed();
  return id;
}

/** Removes a message said in a dialog (its time is up, the user closed it, a dismiss by id). */
export function dismissDialogMessage(id: string): boolean {
  for (const [layer, list] of byLayer) {
    if (!list.some((m) => m.id === id)) continue;
    clearTimer(id);
    byLayer.set(
      layer,
      list.filter((m) => m.id !== id),
    );
    changed();
    return true;
  }
  return false;
}

/**
 * The toast door's dismiss: the message with this id, or every one on this topic (its step is
 * done), or — without a key — all of them (then false: the toasts close too).
 */
function dismissByKey(key?: string | number): boolean {
  if (key === undefined) {
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
    for (const layer of byLayer.keys()) byLayer.set(layer, EMPTY);
    changed();
    return false;
  }
  let closed = false;
  for (const list of byLayer.values()) {
    for (const m of list) {
      if (m.id === key || m.topic === key) closed = dismissDialogMessage(m.id) || closed;
    }
  }
  return closed;
}

/** The messages said in one dialog, kept current. */
export function useDialogMessages(layer: string): readonly DialogMessage[] {
  return useSyncExternalStore(
    subscribe,
    () => byLayer.get(layer) ?? EMPTY,
    () => EMPTY,
  );
}

dialogSink.say = sayInDialog;
dialogSink.dismiss = dismissByKey;
