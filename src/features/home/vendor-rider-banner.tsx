import { lazy, Suspense, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { buttonClass } from '#src/components/button.tsx';
import { homeTexts } from '#src/features/home/home-texts.ts';
import { sessionStore, sessionUserId } from '#src/state/session.ts';

// Few visitors open the rider dialog: its code (and the shared dialog's) loads on the first
// pointer or keyboard approach to the button, not with the home page.
const loadDialog = () => import('#src/features/home/rider-registration-dialog.tsx');
const RiderRegistrationDialog = lazy(async () => ({
  default: (await loadDialog()).RiderRegistrationDialog,
}));
const prefetch = () => void loadDialog().catch(() => {});

/** Vendor/rider banner: vendor registration link and the rider registration dialog. */
export function VendorRiderBanner() {
  const session = useSnapshot(sessionStore);
  const userId = sessionUserId(session);
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so what the visitor typed survives closing it.
  const [wanted, setWanted] = useState(false);
  return (
    <section className="home-banner" aria-labelledby="home-banner-title">
      <h2 id="home-banner-title">{homeTexts.bannerTitle}</h2>
      <div className="home-banner__cards">
        <div className="home-banner__card">
          <p>{homeTexts.vendorPitch}</p>
          <Link
            href={userId ? `/profile/${userId}?openUpload=true` : '/signin'}
            className={buttonClass('primary', 'medium')}
          >
            {homeTexts.vendorRegistration}
          </Link>
        </div>
        <div className="home-banner__card">
          <p>{homeTexts.riderPitch}</p>
          <button
            type="button"
            className={buttonClass('secondary', 'medium')}
            onPointerEnter={prefetch}
            onFocus={prefetch}
            onClick={() => {
              setWanted(true);
              setOpen(true);
            }}
          >
            {homeTexts.riderRegistration}
          </button>
        </div>
      </div>
      {wanted && (
        <Suspense fallback={null}>
          <RiderRegistrationDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
