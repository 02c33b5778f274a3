import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { intlConfig } from '../../../web/src/i18n/intl.ts';
import { Toaster } from '../../../web/src/shell/toaster.tsx';
import { MAX_TOASTS, showToast, TOAST_DURATION_MS, toastStore } from '../../../web/src/shell/toasts.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  toastStore.trigger.clear();
});

function renderToaster() {
  return render(
    <IntlProvider {...intlConfig('mn')}>
      <Toaster />
    </IntlProvider>,
  );
}

describe('toasts', () => {
  it('announces success politely and warnings and errors at once, each with its kind', () => {
    const { container } = renderToaster();
    act(() => {
      showToast('success', { text: 'Купон амжилттай ашиглагдлаа' });
      showToast('warning', { text: 'Logged Out' });
      showToast('error', { messageId: 'error.NETWORK' });
    });
    const polite = container.querySelector('[aria-live="polite"]');
    const assertive = container.querySelector('[aria-live="assertive"]');
    expect(polite?.textContent).toContain('Амжилттай: Купон амжилттай ашиглагдлаа');
    expect(assertive?.textContent).toContain('Анхааруулга: Logged Out');
    expect(assertive?.textContent).toContain('Алдаа: Сүлжээний холболт тасарлаа.');
  });

  it('closes by its button, and by itself after its time', () => {
    vi.useFakeTimers();
    renderToaster();
    act(() => {
      showToast('success', { text: 'Хадгаллаа' });
      showToast('error', { text: 'Төлбөр амжилтгүй' });
    });
    fireEvent.click(screen.getAllByRole('button', { name: 'Мэдэгдлийг хаах' })[1]!);
    expect(screen.queryByText('Төлбөр амжилтгүй')).toBeNull();
    expect(screen.getByText('Хадгаллаа')).toBeTruthy();
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS.success));
    expect(screen.queryByText('Хадгаллаа')).toBeNull();
  });

  it('keeps only the newest few', () => {
    for (let index = 0; index < MAX_TOASTS + 3; index += 1) showToast('warning', { text: `t${index}` });
    const texts = toastStore.getSnapshot().context.toasts.map((toast) => ('text' in toast ? toast.text : ''));
    expect(texts).toEqual(['t3', 't4', 't5', 't6']);
  });
});
