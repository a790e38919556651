// Polite screen-reader announcements (cart and order-status changes). The shell renders one
// live region that reads `announcer.message`; features call `announce()`.
import { proxy } from 'valtio';

export const announcer = proxy({ message: '', serial: 0 });

/** Announce a message in the shell's aria-live="polite" region. */
export function announce(message: string): void {
  announcer.message = message;
  announcer.serial += 1;
}
