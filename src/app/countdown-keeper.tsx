import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { resetCountdown, sessionStore, tickCountdown } from '#src/state/session.ts';

/** The route on which the resend countdown runs: /verification/{url}/auth of the stored user. */
function verificationPath(url: string | undefined): string | null {
  return url ? `/verification/${url}/auth` : null;
}

/**
 * Spec section 4 "Countdown": resets to 0 whenever the current route is not the stored user's
 * verification route, and ticks down once a second there. Screens only set it (setCountdown).
 */
export function CountdownKeeper() {
  const [location] = useLocation();
  const { userInfo, countdown } = useSnapshot(sessionStore);
  const url = userInfo?.user?.url;
  const onVerification = location === verificationPath(typeof url === 'string' ? url : undefined);
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
