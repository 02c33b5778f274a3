import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_RESTORE_DELAY_MS, useScrollRestoration } from '../../../web/src/routing/scroll.ts';

/** Spec §2/§9: a new page starts at the top; back restores the position after exactly 100 ms. */
let scrollY = 0;
let scrollTo: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers();
  scrollY = 0;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  // moves the page like the browser does, so the next page left is left where it was restored to
  scrollTo = vi.fn((_x: number, top: number) => {
    scrollY = top;
  });
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo as never);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

type Props = { location: string; shown: string | undefined };

/** The router's two steps: the address changes, then the new page's data is in and it is shown. */
function browse() {
  let shown = '/products';
  const view = renderHook(({ location, shown }: Props) => useScrollRestoration(location, shown), {
    initialProps: { location: shown, shown },
  });
  const go = (url: string, { traverse = false } = {}) => {
    // the browser fires popstate for back and forward, never for a link
    if (traverse) act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
    view.rerender({ location: url, shown });
    view.rerender({ location: url, shown: url });
    shown = url;
  };
  return { go };
}

describe('scroll on navigation', () => {
  it('goes to the top of a new page at once', () => {
    const { go } = browse();
    scrollY = 900;
    go('/products/canon-pg-445');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('restores the position on back after exactly 100 ms, not a millisecond sooner', () => {
    const { go } = browse();
    scrollY = 1_250;
    go('/products/canon-pg-445');
    scrollY = 0;
    scrollTo.mockClear();
    go('/products', { traverse: true });
    act(() => vi.advanceTimersByTime(SCROLL_RESTORE_DELAY_MS - 1));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scrollTo).toHaveBeenCalledOnce();
    expect(scrollTo).toHaveBeenCalledWith(0, 1_250);
    expect(SCROLL_RESTORE_DELAY_MS).toBe(100);
  });

  it('restores each page its own position, back and then forward', () => {
    const { go } = browse();
    const settle = () => act(() => vi.advanceTimersByTime(SCROLL_RESTORE_DELAY_MS));
    scrollY = 300;
    go('/t/printer-ink');
    scrollY = 640;
    go('/products/canon-pg-445');
    scrollY = 50;
    go('/t/printer-ink', { traverse: true });
    settle();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    go('/products', { traverse: true });
    settle();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 300);
    go('/t/printer-ink', { traverse: true });
    settle();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    go('/products/canon-pg-445', { traverse: true });
    settle();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 50);
  });

  it('cancels a pending restore when the shopper moves on within the 100 ms', () => {
    const { go } = browse();
    scrollY = 800;
    go('/products/canon-pg-445');
    go('/products', { traverse: true });
    scrollTo.mockClear();
    act(() => vi.advanceTimersByTime(50));
    go('/cart');
    act(() => vi.advanceTimersByTime(SCROLL_RESTORE_DELAY_MS));
    expect(scrollTo.mock.calls).toEqual([[0, 0]]);
  });
});
