import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearSession,
  resetCountdown,
  sessionStore,
  sessionUserId,
  setCountdown,
  setUserInfo,
  setWalletFlag,
  tickCountdown,
} from '#src/state/session.ts';

beforeEach(() => clearSession());

describe('session', () => {
  it('stores the user and exposes the signed-in id', () => {
    expect(sessionUserId()).toBeNull();
    setUserInfo({ user: { url: 'abc', email: 'a@b.ng' } });
    expect(sessionUserId()).toBeNull();
    setUserInfo({ user: { _id: 'u1', firstname: 'Ada' } });
    expect(sessionUserId()).toBe('u1');
  });

  it('sets the wallet flag of the stored user', () => {
    setWalletFlag(true);
    expect(sessionStore.userInfo).toBeNull();
    setUserInfo({ user: { _id: 'u1' } });
    setWalletFlag(true);
    expect(sessionStore.userInfo?.user?.wallet).toBe(true);
  });

  it('clears the user and the countdown on log-out', () => {
    setUserInfo({ user: { _id: 'u1' } });
    setCountdown();
    clearSession();
    expect(sessionStore.userInfo).toBeNull();
    expect(sessionStore.countdown).toBe(0);
  });
});

describe('countdown', () => {
  it('sets 60 by default, ticks once per call, never below 0', () => {
    setCountdown();
    expect(sessionStore.countdown).toBe(60);
    tickCountdown();
    expect(sessionStore.countdown).toBe(59);
    setCountdown(1);
    tickCountdown();
    tickCountdown();
    expect(sessionStore.countdown).toBe(0);
  });

  it('resets to 0 and refuses negative values', () => {
    setCountdown(30);
    resetCountdown();
    expect(sessionStore.countdown).toBe(0);
    setCountdown(-4);
    expect(sessionStore.countdown).toBe(0);
  });
});
