import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { CountdownKeeper } from '#src/app/countdown-keeper.tsx';
import { verificationRoute } from '#src/lib/auth-paths.ts';
import { clearSession, sessionStore, setCountdown, setUserInfo } from '#src/state/session.ts';

function mount(path: string) {
  const location = memoryLocation({ path });
  render(
    <Router hook={location.hook}>
      <CountdownKeeper />
    </Router>,
  );
  return location;
}

beforeEach(() => {
  vi.useFakeTimers();
  clearSession();
});
afterEach(() => vi.useRealTimers());

describe('CountdownKeeper', () => {
  it('ticks once a second on the stored user verification route', async () => {
    setUserInfo({ user: { email: 'a@b.ng', url: 'tok123' } });
    setCountdown(60);
    mount('/verification/tok123/auth');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(sessionStore.countdown).toBe(57);
  });

  it('resets to 0 on any other route', async () => {
    setUserInfo({ user: { email: 'a@b.ng', url: 'tok123' } });
    setCountdown(60);
    mount('/verification/other/auth');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(sessionStore.countdown).toBe(0);
  });

  it('stops at 0', async () => {
    setUserInfo({ user: { url: 'tok123' } });
    setCountdown(2);
    mount('/verification/tok123/auth');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(sessionStore.countdown).toBe(0);
  });

  it('ticks on the code page of a hosted-form url too (names and times, a space, a slash)', async () => {
    const url =
      'Ade Bayo2024-10-01T09:12:44.120Z66fbb7a1c2d3e4f5a6b7c8d92024-10-01T09:12:44.000ZChi/di';
    setUserInfo({ user: { email: 'a@b.ng', url } });
    setCountdown(60);
    mount(verificationRoute(url));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(sessionStore.countdown).toBe(58);
  });
});
