import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { addressDialogStore, closeAddressDialog } from '#src/state/address-dialog.ts';

const AddressDialog = lazy(async () => ({
  default: (await import('#src/features/address/address-dialog.tsx')).AddressDialog,
}));

/** Renders the address dialog while it is open; its code (and Leaflet) loads on first open. */
export function AddressDialogHost() {
  const { open } = useSnapshot(addressDialogStore);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <AddressDialog onClose={closeAddressDialog} />
    </Suspense>
  );
}
