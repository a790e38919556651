import { Button } from '#src/components/button.tsx';
import { Dialog } from '#src/components/dialog.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question asked. */
  message: string;
  /** What the step will do, said before it is taken (a refund's amount and where it goes). */
  detail?: string;
  cancelLabel: string;
  confirmLabel: string;
  /** 'danger' for a step that cannot be undone (a refund). */
  confirmVariant?: 'primary' | 'danger';
  /** Called on the cancel button, Escape, × and a backdrop click. */
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a step (a refund, a new wallet): the question, cancel first, then the step. */
export function ConfirmDialog({
  open,
  title,
  message,
  detail,
  cancelLabel,
  confirmLabel,
  confirmVariant = 'primary',
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} title={title}>
      <p>{message}</p>
      {detail ? <p>{detail}</p> : null}
      <div className="confirm-dialog__actions">
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button variant={confirmVariant} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
