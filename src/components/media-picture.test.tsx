import { act, fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MediaPicture } from '#src/components/media-picture.tsx';
import { WAITING_PICTURE } from '#src/lib/first-screen.ts';

// The first screen's picture goes first on the page's first load; the others wait for it
// (lib/first-screen.ts). The module's state is this file's own (each component file starts
// with fresh modules), and these steps follow one another as one page load would.
const sources = (container: HTMLElement) =>
  [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));

/** Past the frame that paints the loaded picture (and the one after it). */
const nextFrame = () =>
  act(
    () =>
      new Promise<void>((done) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0))),
      ),
  );

describe('pictures below the first screen wait for its picture', () => {
  it('a page without a first-screen picture shows every picture at once', () => {
    const { container, unmount } = render(
      <MediaPicture src="/media/dish/a.svg" width={300} height={180} />,
    );
    expect(sources(container)).toEqual(['/media/dish/a.svg']);
    expect(container.querySelector('img')).toHaveAttribute('loading', 'lazy');
    unmount();
  });

  it('on a page with one, the others keep their box with nothing fetched until it has loaded and painted; then never wait again', async () => {
    const page = (
      <>
        <MediaPicture src="/media/dish/first.svg" width={300} height={180} priority />
        <MediaPicture src="/media/dish/second.svg" width={300} height={180} />
        <MediaPicture src="/media/avatar/ada.svg" width={40} height={40} />
      </>
    );
    const { container, unmount } = render(page);
    expect(sources(container)).toEqual(['/media/dish/first.svg', WAITING_PICTURE, WAITING_PICTURE]);
    // The waiting ones keep their size and lazy loading: the same box when the picture arrives.
    const [first, second] = container.querySelectorAll('img');
    expect(second).toHaveAttribute('width', '300');
    expect(second).toHaveAttribute('height', '180');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(first).toHaveAttribute('fetchpriority', 'high');

    fireEvent.load(first as HTMLImageElement);
    await nextFrame();
    expect(sources(container)).toEqual([
      '/media/dish/first.svg',
      '/media/dish/second.svg',
      '/media/avatar/ada.svg',
    ]);
    unmount();

    // A later page (the first screen done): nothing waits, first-screen picture or not.
    const later = render(page);
    expect(sources(later.container)).toEqual([
      '/media/dish/first.svg',
      '/media/dish/second.svg',
      '/media/avatar/ada.svg',
    ]);
    later.unmount();
  });
});
