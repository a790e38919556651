// Polite screen-reader announcements (cart and order-status changes). The shell renders one
// live region that reads `announcerStore.message`; features call `announce()`.
import { proxy } from 'valtio';

export const announcerStore = proxy({ message: '', serial: 0 });

/** Announce a message in the shell's aria-live="polite" region. */
export function announce(message: string): void {
  announcerStore.message = message;
  announcerStore.serial += 1;
}
