import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { isVerificationRoute } from '#src/lib/auth-paths.ts';
import { resetCountdown, sessionStore, tickCountdown } from '#src/state/session.ts';

/**
 * Spec section 4 "Countdown": resets to 0 whenever the current route is not the stored user's
 * verification route, and ticks down once a second there. Screens only set it (setCountdown).
 */
export function CountdownKeeper() {
  const [location] = useLocation();
  const { userInfo, countdown } = useSnapshot(sessionStore);
  const url = userInfo?.user?.url;
  // The countdown runs on /verification/{url}/auth of the stored user, whichever form `url` has.
  const onVerification =
    typeof url === 'string' && url !== '' && isVerificationRoute(location, url);
  const running = countdown > 0;

  useEffect(() => {
    if (!running) return;
    if (!onVerification) {
      resetCountdown();
      return;
    }
    const timer = setInterval(tickCountdown, 1000);
    return () => clearInterval(timer);
  }, [onVerification, running]);

  return null;
}
