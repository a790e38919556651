import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { homeTexts } from '#src/features/home/home-texts.ts';
import { RiderRegistrationDialog } from '#src/features/home/rider-registration-dialog.tsx';
import { sessionStore, sessionUserId } from '#src/state/session.ts';

/** Vendor/rider banner: vendor registration link and the rider registration dialog. */
export function VendorRiderBanner() {
  const session = useSnapshot(sessionStore);
  const userId = sessionUserId(session);
  const [open, setOpen] = useState(false);
  return (
    <section className="home-banner" aria-labelledby="home-banner-title">
      <h2 id="home-banner-title">{homeTexts.bannerTitle}</h2>
      <div className="home-banner__cards">
        <div className="home-banner__card">
          <p>{homeTexts.vendorPitch}</p>
          <Link
            href={userId ? `/profile/${userId}?openUpload=true` : '/signin'}
            className="button button--primary button--medium"
          >
            {homeTexts.vendorRegistration}
          </Link>
        </div>
        <div className="home-banner__card">
          <p>{homeTexts.riderPitch}</p>
          <button
            type="button"
            className="button button--secondary button--medium"
            onClick={() => setOpen(true)}
          >
            {homeTexts.riderRegistration}
          </button>
        </div>
      </div>
      <RiderRegistrationDialog open={open} onClose={() => setOpen(false)} />
    </section>
  );
}
