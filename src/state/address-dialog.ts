// Whether the address dialog is open. Any screen opens it with `openAddressDialog()`; the host in
// the header search bar renders it (and loads its code only then).
import { proxy } from 'valtio';

export const addressDialogStore = proxy({ open: false });

export function openAddressDialog(): void {
  addressDialogStore.open = true;
}

export function closeAddressDialog(): void {
  addressDialogStore.open = false;
}
