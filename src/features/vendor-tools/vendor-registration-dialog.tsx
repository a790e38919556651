// Vendor registration overlay: shop photo with preview, shop name, address and delivery places
// (chips; add needs more than 1 character) → /kitchen/{userId}. Failures are logged only (spec).
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { registerVendorMutation } from '#src/api/vendors.ts';
import { Button } from '#src/components/button.tsx';
import { Dialog } from '#src/components/dialog.tsx';
import { ListInput } from '#src/features/vendor-tools/list-input.tsx';
import { PhotoPicker } from '#src/features/vendor-tools/photo-picker.tsx';
import { canAddPlace } from '#src/features/vendor-tools/post-catalogue.ts';
import { vendorTexts } from '#src/features/vendor-tools/vendor-texts.ts';
import { useSendOnce } from '#src/lib/use-send-once.ts';
import { setVendorFlag } from '#src/state/session.ts';

export interface VendorRegistrationDialogProps {
  userId: string;
  open: boolean;
  onClose: () => void;
}

export function VendorRegistrationDialog({ userId, open, onClose }: VendorRegistrationDialogProps) {
  const [, navigate] = useLocation();
  const [photo, setPhoto] = useState<File[]>([]);
  const [businessName, setBusinessName] = useState('');
  const [physicalAddress, setPhysicalAddress] = useState('');
  const [places, setPlaces] = useState<string[]>([]);
  const registration = useSendOnce(registerVendorMutation(userId));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    registration.send(
      {
        businessImg: photo[0],
        businessName: businessName.trim(),
        physicalAddress: physicalAddress.trim(),
        placesCanDeliverTo: places,
      },
      {
        onSuccess: () => {
          setVendorFlag(true);
          onClose();
          navigate(`/kitchen/${userId}`);
        },
        onError: (error) => console.warn('vendor registration failed', error),
      },
    );
  };

  return (
    <Dialog open={open} onClose={onClose} title={vendorTexts.registerTitle} variant="sheet">
      <form className="vendor-form" onSubmit={onSubmit}>
        <PhotoPicker label={vendorTexts.shopPhoto} files={photo} onChange={setPhoto} max={1} />
        <label>
          {vendorTexts.shopName}
          <input
            value={businessName}
            required
            onChange={(event) => setBusinessName(event.target.value)}
          />
        </label>
        <label>
          {vendorTexts.shopAddress}
          <input
            value={physicalAddress}
            required
            onChange={(event) => setPhysicalAddress(event.target.value)}
          />
        </label>
        <ListInput
          label={vendorTexts.places}
          addLabel={vendorTexts.addPlace}
          values={places}
          onChange={setPlaces}
          canAdd={canAddPlace}
        />
        <Button type="submit" loading={registration.busy} busyLabel={vendorTexts.registering}>
          {vendorTexts.register}
        </Button>
      </form>
    </Dialog>
  );
}
