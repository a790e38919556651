import type { ReactNode } from 'react';
import { ORDER_STATUS_FOCUS, useFocusHandoff } from '#src/lib/focus-handoff.ts';

/** An order status line that takes keyboard focus when it replaces the control just used (Pay Now,
 * Accept, Refund & Cancel). */
export function StatusNote({ className, children }: { className: string; children: ReactNode }) {
  const ref = useFocusHandoff<HTMLParagraphElement>(ORDER_STATUS_FOCUS);
  return (
    <p ref={ref} tabIndex={-1} className={className}>
      {children}
    </p>
  );
}
