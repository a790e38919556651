// Vendor buttons of the account page: vendors get their tools, Upload/Post (create-post overlay)
// and My Store; others are offered to sell on Bukka with the spec's Vendor/Signup (registration
// overlay) — a buyer has no vendor tools. `openUpload=true` opens the registration, or
// warns 'sorry! you are already a vendor'.

import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { Button, buttonClass } from '#src/components/button.tsx';
import { CreatePostDialog } from '#src/features/vendor-tools/create-post-dialog.tsx';
import { VendorRegistrationDialog } from '#src/features/vendor-tools/vendor-registration-dialog.tsx';
import { vendorTexts } from '#src/features/vendor-tools/vendor-texts.ts';
import { texts } from '#src/lib/texts.ts';
import { notifyWarning } from '#src/lib/toast.ts';
import '#src/features/vendor-tools/vendor-tools.css';

export interface VendorToolsProps {
  userId: string;
  /** undefined while the orders list (which says it) is loading. */
  isBusinessOwner: boolean | undefined;
  openUpload: boolean;
  /** `?openPost=true` (the new store's "post your first dish"): a vendor lands on Create a post. */
  openPost?: boolean;
}

export function VendorTools({ userId, isBusinessOwner, openUpload, openPost }: VendorToolsProps) {
  const [registering, setRegistering] = useState(false);
  const [posting, setPosting] = useState(false);
  const handled = useRef(false);

  useEffect(() => {
    if (!openUpload || isBusinessOwner === undefined || handled.current) return;
    handled.current = true;
    if (isBusinessOwner) notifyWarning(texts.alreadyVendor);
    else setRegistering(true);
  }, [openUpload, isBusinessOwner]);

  const postHandled = useRef(false);
  useEffect(() => {
    if (!openPost || !isBusinessOwner || postHandled.current) return;
    postHandled.current = true;
    setPosting(true);
  }, [openPost, isBusinessOwner]);

  if (isBusinessOwner === undefined) return null;
  return (
    <section className="account-vendor" aria-labelledby="account-vendor-title">
      <h2 id="account-vendor-title">
        {isBusinessOwner ? vendorTexts.vendorTitle : vendorTexts.sellTitle}
      </h2>
      {isBusinessOwner ? null : <p>{vendorTexts.sellPitch}</p>}
      {isBusinessOwner ? (
        <div className="wallet-panel__actions">
          <Button onClick={() => setPosting(true)}>{vendorTexts.upload}</Button>
          <Link href={`/kitchen/${userId}`} className={buttonClass('secondary', 'medium')}>
            {vendorTexts.myStore}
          </Link>
        </div>
      ) : (
        <Button onClick={() => setRegistering(true)}>{vendorTexts.vendorSignup}</Button>
      )}
      <VendorRegistrationDialog
        userId={userId}
        open={registering}
        onClose={() => setRegistering(false)}
      />
      <CreatePostDialog userId={userId} open={posting} onClose={() => setPosting(false)} />
    </section>
  );
}
