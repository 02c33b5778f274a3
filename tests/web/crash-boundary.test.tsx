import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { intlConfig } from '../../web/src/i18n/intl.ts';
import { CHUNK_LOAD_ERROR_EVENT, CrashBoundary } from '../../web/src/layout/crash-boundary.tsx';
import { CHUNK_LOAD_FAILED } from '../../web/src/routing/load-route.ts';
import type { LoadedRoute } from '../../web/src/routing/route.ts';
import { RouteView } from '../../web/src/routing/route-view.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error('render failed');
}

describe('crash screen', () => {
  it('replaces a crashed page with the apology and the restart button', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <IntlProvider {...intlConfig('mn')}>
        <CrashBoundary>
          <Broken />
        </CrashBoundary>
      </IntlProvider>,
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'Сайт шинэчлэгдсэн тул дахин ачаалах шаардлагатай.',
    );
    expect(screen.getByRole('button', { name: 'Дахин ажиллуулах' })).toBeTruthy();
  });

  // After a deploy the old hashed chunks are gone: a screen whose code cannot load must not leave
  // a blank or half-working page.
  const afterDeploy: Record<string, LoadedRoute> = {
    'a screen chunk that failed to load on navigation': {
      url: '/orders',
      pathname: '/orders',
      outcome: { kind: 'error', code: CHUNK_LOAD_FAILED },
    },
    'a server-rendered screen whose chunk failed to load before hydration': {
      url: '/orders',
      pathname: '/orders',
      outcome: { kind: 'page', routeId: 'never-loaded', data: {} },
    },
  };
  for (const [name, route] of Object.entries(afterDeploy)) {
    it(`lands on the crash screen for ${name}`, () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      render(
        <IntlProvider {...intlConfig('en')}>
          <CrashBoundary>
            <RouteView route={route} onRetry={() => {}} />
          </CrashBoundary>
        </IntlProvider>,
      );
      expect(screen.getByRole('alert')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Run again' })).toBeTruthy();
    });
  }

  /** A page that is up, then Vite's preload error for one of its chunks. */
  function pageUpThenChunkFails() {
    render(
      <IntlProvider {...intlConfig('en')}>
        <CrashBoundary>
          <p>page</p>
        </CrashBoundary>
      </IntlProvider>,
    );
    window.dispatchEvent(new Event(CHUNK_LOAD_ERROR_EVENT));
  }

  it('a chunk that fails to load (Vite’s preload error) crashes a page that is already up', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    pageUpThenChunkFails();
    expect(await screen.findByRole('alert')).toBeTruthy();
  });

  it('offline, a chunk that fails to load is the connection, not a deploy: the page stays', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    pageUpThenChunkFails();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('page')).toBeTruthy();
  });
});
