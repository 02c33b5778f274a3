import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announceAppReady, whenReadyAndIdle } from '../../../web/src/shell/app-ready.ts';

// happy-dom has no requestIdleCallback: the browser's is stood in for by a timer
const idle = vi.fn((callback: () => void) => setTimeout(callback, 0));

beforeEach(() => {
  Object.defineProperty(document.defaultView, 'requestIdleCallback', { value: idle, configurable: true });
});

afterEach(() => {
  document.documentElement.removeAttribute('data-app-ready');
  Reflect.deleteProperty(document.defaultView as object, 'requestIdleCallback');
  idle.mockClear();
});

describe('work for after hydration (the service worker install)', () => {
  it('waits for the app to be ready, then for the browser to be idle', async () => {
    const done = vi.fn();
    whenReadyAndIdle(done);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).not.toHaveBeenCalled();
    expect(idle).not.toHaveBeenCalled();
    announceAppReady(document);
    expect(idle).toHaveBeenCalledWith(done, { timeout: 5000 });
    await vi.waitFor(() => expect(done).toHaveBeenCalledOnce());
  });

  it('on a page already ready, only waits for idle', async () => {
    announceAppReady(document);
    const done = vi.fn();
    whenReadyAndIdle(done);
    expect(idle).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(done).toHaveBeenCalledOnce());
  });
});
