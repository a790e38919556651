// Whether the address dialog is open. Any screen opens it with `openAddressDialog()`; the host in
// the header search bar renders it (and loads its code only then).
import { proxy } from 'valtio';

export const addressDialogState = proxy({ open: false });

export function openAddressDialog(): void {
  addressDialogState.open = true;
}

export function closeAddressDialog(): void {
  addressDialogState.open = false;
}
