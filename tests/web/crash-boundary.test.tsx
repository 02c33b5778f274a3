import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { intlConfig } from '../../web/src/i18n/intl.ts';
import { CrashBoundary } from '../../web/src/layout/crash-boundary.tsx';

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
});
