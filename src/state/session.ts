// User session store (spec section 3 "User session", section 4 "Countdown").
import { proxy } from 'valtio';
import type { AuthUser } from '#shared/schemas/auth-user.ts';

/** What the auth calls answer and the app keeps: the user and, once signed in, the first name. */
export interface UserInfo {
  user?: AuthUser;
  firstname?: string;
}

export interface SessionState {
  userInfo: UserInfo | null;
  /** Seconds left before a code can be resent. */
  countdown: number;
}

/** Resend countdown length (spec section 9). */
const RESEND_COUNTDOWN_SECONDS = 60;

export const sessionStore = proxy<SessionState>({ userInfo: null, countdown: 0 });

/** The signed-in user's id, or null (a pending verification has a user without _id). */
export function sessionUserId(state: Readonly<SessionState> = sessionStore): string | null {
  const id = state.userInfo?.user?._id;
  return typeof id === 'string' && id.length > 0 ? id : null;
}

/** Store what sign-in, sign-up, verification or recovery answered. */
export function setUserInfo(userInfo: UserInfo | null): void {
  sessionStore.userInfo = userInfo;
}

/** Set the wallet flag after wallet creation. */
export function setWalletFlag(wallet: boolean): void {
  if (sessionStore.userInfo?.user) sessionStore.userInfo.user.wallet = wallet;
}

/** What the client learnt about the user being a vendor (the orders list's `isBusinessOwner`, or
 * a successful shop registration). Unknown until then: sign-in does not say. */
export function setVendorFlag(isBusinessOwner: boolean): void {
  const user = sessionStore.userInfo?.user;
  if (user && user.isBusinessOwner !== isBusinessOwner) user.isBusinessOwner = isBusinessOwner;
}

/** Log-out: forget the user and stop any countdown. */
export function clearSession(): void {
  sessionStore.userInfo = null;
  sessionStore.countdown = 0;
}

/** Set the countdown (60 after sign-up, sign-in or resend). */
export function setCountdown(seconds: number = RESEND_COUNTDOWN_SECONDS): void {
  sessionStore.countdown = Math.max(0, Math.floor(seconds));
}

/** One second passes: countdown − 1, never below 0. */
export function tickCountdown(): void {
  if (sessionStore.countdown > 0) sessionStore.countdown -= 1;
}

/** Countdown back to 0. */
export function resetCountdown(): void {
  sessionStore.countdown = 0;
}
