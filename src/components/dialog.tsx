import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { CloseButton } from '#src/components/close-button.tsx';
import {
  closeDialogLayer,
  dismissDialogMessage,
  openDialogLayer,
  useDialogMessages,
} from '#src/lib/dialog-messages.ts';
import { showToast } from '#src/lib/toast.ts';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.hasAttribute('inert') && element.getAttribute('aria-hidden') !== 'true',
  );
}

export interface DialogProps {
  open: boolean;
  /** Called on Escape, on the close button and on a backdrop click. */
  onClose: () => void;
  /** The visible heading; also the dialog's accessible name. */
  title: ReactNode;
  children: ReactNode;
  /** 'sheet' fills the screen (address dialog); 'panel' is a centred box. */
  variant?: 'panel' | 'sheet';
  /** Label of the × button. */
  closeLabel?: string;
  className?: string;
  /**
   * A selector, within the dialog, of what takes focus when it opens (default: the first thing
   * that can, usually Close): a dialog opened to type into gives its field the focus.
   */
  initialFocus?: string;
}

/** What the app says while this dialog is open, under its title (never a toast over it). */
function DialogMessages({ layer }: { layer: string }) {
  const messages = useDialogMessages(layer);
  if (messages.length === 0) return null;
  return (
    <div className="dialog__messages">
      {messages.map((m) => (
        <div
          key={m.id}
          className={`dialog__message dialog__message--${m.kind}`}
          role={m.kind === 'error' || m.kind === 'warning' ? 'alert' : 'status'}
          data-lasts={m.ms === false ? 'until-dismissed' : `${m.ms} ms`}
        >
          <span>{m.message}</span>
          <CloseButton
            className="dialog__message-close"
            label="Dismiss message"
            onClick={() => dismissDialogMessage(m.id)}
          />
        </div>
      ))}
    </div>
  );
}

/** While open, the app's messages go to this dialog's layer (DialogMessages says them). */
function useDialogLayer(open: boolean, layer: string) {
  useEffect(() => {
    if (!open) return;
    openDialogLayer(layer);
    return () => {
      // Said just before the dialog closed: not lost with it, shown as a toast.
      for (const m of closeDialogLayer(layer)) {
        showToast(m.kind, m.message, m.ms, m.topic !== undefined ? { topic: m.topic } : {});
      }
    };
  }, [open, layer]);
}

/** Tab / Shift+Tab wrap inside the panel; with nothing to focus in it, the panel keeps the focus. */
function wrapTab(event: KeyboardEvent, panel: HTMLElement) {
  const list = focusables(panel);
  const first = list[0];
  const last = list[list.length - 1];
  if (!first || !last) {
    event.preventDefault();
    panel.focus();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !panel.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * While open: the focus moves into the panel (to `initialFocus`, else the first thing that can
 * take it, else the panel) and is trapped there, Escape calls `onEscape`, the page behind cannot
 * scroll; on closing, the focus returns to where it was.
 */
function useFocusTrap(
  open: boolean,
  { initialFocus, onEscape }: { initialFocus: string | undefined; onEscape: () => void },
) {
  const panelRef = useRef<HTMLDivElement>(null);
  const escapeRef = useRef(onEscape);
  escapeRef.current = onEscape;
  // Read when the dialog opens: the focus is placed once, and a new selector later moves nothing.
  const initialFocusRef = useRef(initialFocus);
  initialFocusRef.current = initialFocus;

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    if (panel) {
      const selector = initialFocusRef.current;
      const wanted = selector ? panel.querySelector<HTMLElement>(selector) : null;
      (wanted ?? focusables(panel)[0] ?? panel).focus();
    }
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        escapeRef.current();
        return;
      }
      if (event.key === 'Tab' && panel) wrapTab(event, panel);
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, [open]);
  return panelRef;
}

/**
 * A modal dialog: rendered in a portal, focus moves inside and is trapped (Tab / Shift+Tab wrap),
 * Escape closes, focus returns to where it was, the page behind cannot scroll. While it is open
 * the app's messages are said inside it, under its title (lib/dialog-messages.ts).
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  variant = 'panel',
  closeLabel = 'Close',
  className,
  initialFocus,
}: DialogProps) {
  const titleId = useId();
  const layer = useId();
  useDialogLayer(open, layer);
  const panelRef = useFocusTrap(open, { initialFocus, onEscape: onClose });
  const close = () => onClose();

  if (!open) return null;
  return createPortal(
    <div className="dialog">
      <div className="dialog__backdrop" aria-hidden="true" onClick={close} />
      <div
        ref={panelRef}
        className={['dialog__panel', `dialog__panel--${variant}`, className]
          .filter(Boolean)
          .join(' ')}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="dialog__header">
          <h2 className="dialog__title" id={titleId}>
            {title}
          </h2>
          <CloseButton className="dialog__close" label={closeLabel} onClick={close} />
        </div>
        <DialogMessages layer={layer} />
        <div className="dialog__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
