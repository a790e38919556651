import { act, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MediaPicture } from '#src/components/media-picture.tsx';
import { FIRST_SCREEN_WAIT_MS, WAITING_PICTURE } from '#src/lib/first-screen.ts';

// A first-screen picture that stalls or fails holds the others no longer than the wait's bound
// (lib/first-screen.ts); this file's modules are fresh (a page's first load).
const sources = (container: HTMLElement) =>
  [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));

afterEach(() => {
  vi.useRealTimers();
});

describe('a stalled first-screen picture', () => {
  it(`holds the other pictures ${FIRST_SCREEN_WAIT_MS} ms at most`, () => {
    vi.useFakeTimers();
    const { container } = render(
      <>
        <MediaPicture src="/media/dish/stalled.svg" width={300} height={180} priority />
        <MediaPicture src="/media/dish/other.svg" width={300} height={180} />
      </>,
    );
    expect(sources(container)[1]).toBe(WAITING_PICTURE);
    act(() => vi.advanceTimersByTime(FIRST_SCREEN_WAIT_MS - 1));
    expect(sources(container)[1]).toBe(WAITING_PICTURE);
    act(() => vi.advanceTimersByTime(1));
    expect(sources(container)[1]).toBe('/media/dish/other.svg');
    // Its own load, late, changes nothing.
    fireEvent.load(container.querySelector('img') as HTMLImageElement);
    expect(sources(container)).toEqual(['/media/dish/stalled.svg', '/media/dish/other.svg']);
  });
});
