/**
 * A polite live region: screen readers read its text when it changes (cart and order-status
 * changes). The shell renders one fed by `announce()` from src/lib/announce.ts; a screen may
 * render its own for local updates.
 */
export function LiveRegion({ message, id }: { message: string; id?: string }) {
  return (
    <div id={id} className="visually-hidden" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  );
}
