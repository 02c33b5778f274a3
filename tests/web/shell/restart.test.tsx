import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { intlConfig } from '../../../web/src/i18n/intl.ts';
import { CHUNK_LOAD_ERROR_EVENT, CrashBoundary } from '../../../web/src/layout/crash-boundary.tsx';
import { loadPersistedState, savePersistedState } from '../../../web/src/shell/persisted-state.ts';
import { restartApp } from '../../../web/src/shell/restart.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

function fakeWindow() {
  const deleted: string[] = [];
  const update = vi.fn(async () => {});
  const unregister = vi.fn(async () => true);
  const reload = vi.fn();
  const win = {
    caches: {
      keys: async () => ['workbox-precache', 'api-v1'],
      delete: async (name: string) => {
        deleted.push(name);
        return true;
      },
    },
    navigator: { serviceWorker: { getRegistrations: async () => [{ update, unregister }] } },
    sessionStorage: { clear: vi.fn() },
    location: { reload },
  };
  return { win: win as unknown as Window, deleted, update, unregister, reload };
}

describe('restart after a crash', () => {
  it('empties every cache, refreshes the service worker, keeps only essential state, then reloads', async () => {
    savePersistedState({ session: { token: 't' }, compare: ['x'] });
    const { win, deleted, update, unregister, reload } = fakeWindow();
    await restartApp(win);
    expect(deleted).toEqual(['workbox-precache', 'api-v1']);
    expect(update).toHaveBeenCalledOnce();
    // Unregistering would end the shopper's push subscription.
    expect(unregister).not.toHaveBeenCalled();
    expect(loadPersistedState()).toEqual({ session: { token: 't' } });
    expect(reload).toHaveBeenCalledOnce();
  });

  it('still reloads when clearing fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { win, reload } = fakeWindow();
    (win as unknown as { caches: { keys: () => Promise<string[]> } }).caches.keys = () =>
      Promise.reject(new Error('blocked'));
    await restartApp(win);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('a failed chunk load after a deploy shows the crash screen too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <IntlProvider {...intlConfig('en')}>
        <CrashBoundary>
          <p>page</p>
        </CrashBoundary>
      </IntlProvider>,
    );
    act(() => {
      window.dispatchEvent(new Event(CHUNK_LOAD_ERROR_EVENT));
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('must be restarted'));
    expect(screen.getByRole('button', { name: 'Run again' })).toBeTruthy();
    expect(screen.queryByText('page')).toBeNull();
  });
});
