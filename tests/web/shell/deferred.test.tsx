import { act, Component, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_ERROR_EVENT } from '../../../web/src/layout/crash-boundary.tsx';
import { deferred } from '../../../web/src/shell/deferred.tsx';

/**
 * A deferred part (the product page's reviews) whose chunk cannot come because the shopper is
 * offline: the page goes on without it and it comes when the connection does; a chunk missing while
 * online is a deploy, and goes on to the crash screen.
 */
class Catch extends Component<
  { children: ReactNode; onError: (error: unknown) => void },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? <p>crashed</p> : this.props.children;
  }
}

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

afterEach(() => {
  vi.restoreAllMocks();
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = undefined;
});

async function mount(load: () => Promise<() => ReactNode>) {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  const Part = deferred(load);
  const errors: unknown[] = [];
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    createRoot(container).render(
      <Catch onError={(error) => errors.push(error)}>
        <p>page</p>
        <Part />
      </Catch>,
    );
  });
  return { container, errors };
}

const Reviews = () => <p>reviews</p>;

describe('a deferred part', () => {
  it('offline, waits for the connection instead of crashing the page, then comes', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = vi
      .fn<() => Promise<() => ReactNode>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Reviews);
    const { container, errors } = await mount(load);
    expect(container.textContent).toBe('page');
    expect(errors).toEqual([]);
    expect(load).toHaveBeenCalledTimes(1);
    onLine.mockReturnValue(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await vi.waitFor(() => expect(container.textContent).toBe('pagereviews'));
    expect(load).toHaveBeenCalledTimes(2);
    expect(errors).toEqual([]);
  });

  it('offline, then back online, a second failure leaves the part as it was, not the crash screen', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const crashListener = vi.fn();
    window.addEventListener(CHUNK_LOAD_ERROR_EVENT, crashListener);
    // as Vite's preload helper does when a chunk fails: the event, then the rejection
    const failing = () => {
      window.dispatchEvent(new Event(CHUNK_LOAD_ERROR_EVENT, { cancelable: true }));
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    };
    const load = vi.fn(failing);
    const { container, errors } = await mount(load);
    onLine.mockReturnValue(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(container.textContent).toBe('page');
    expect(errors).toEqual([]);
    // the first failure (offline) reached the crash screen's listener, which ignores it offline;
    // the second, online, did not reach it
    expect(crashListener).toHaveBeenCalledTimes(1);
    window.removeEventListener(CHUNK_LOAD_ERROR_EVENT, crashListener);
  });

  it('online, a chunk that cannot load goes on to the crash screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const { container, errors } = await mount(() => Promise.reject(new TypeError('gone after a deploy')));
    await vi.waitFor(() => expect(container.textContent).toBe('crashed'));
    expect(errors).toHaveLength(1);
  });
});
