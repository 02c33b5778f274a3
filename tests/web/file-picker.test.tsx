import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { intlConfig } from '../../web/src/i18n/intl.ts';
import { loadCatalog } from '../../web/src/i18n/messages.ts';
import { FilePicker } from '../../web/src/shell/file-picker.tsx';

/**
 * The browser's own file input speaks the browser's language ("Choose File", "No file chosen" on a
 * Mongolian page, seen in the account screenshot): the picker speaks the page's.
 */
beforeAll(() => Promise.all((['mn', 'ru', 'en'] as const).map((locale) => loadCatalog(locale))));
afterEach(cleanup);

const file = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

function pick(locale: 'mn' | 'ru' | 'en', props: Partial<Parameters<typeof FilePicker>[0]> = {}) {
  const onChange = vi.fn();
  const view = render(
    <IntlProvider {...intlConfig(locale)}>
      <FilePicker id="photo" name="photo" accept="image/jpeg" onChange={onChange} {...props} />
    </IntlProvider>,
  );
  const input = view.container.querySelector('input[type="file"]') as HTMLInputElement;
  return { input, onChange, view };
}

describe('FilePicker', () => {
  it('names the button and the empty choice in Mongolian, the input hidden inside the button', () => {
    const { input } = pick('mn');
    expect(screen.getByText('Файл сонгох').tagName).toBe('LABEL');
    expect(screen.getByText('Файл сонгоогүй')).toBeTruthy();
    expect(input.closest('label')?.textContent).toBe('Файл сонгох');
    expect(input.classList.contains('visually-hidden')).toBe(true);
    expect(input.name).toBe('photo');
  });

  it('shows the chosen file, then a count for several, and hands the change on', () => {
    const { input, onChange } = pick('ru', { multiple: true });
    fireEvent.change(input, { target: { files: [file('кот.jpg')] } });
    expect(screen.getByText('кот.jpg')).toBeTruthy();
    fireEvent.change(input, { target: { files: [file('a.jpg'), file('b.jpg'), file('c.jpg')] } });
    expect(screen.getByText('Выбрано 3 файла')).toBeTruthy();
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('leaves the list to the caller when told to', () => {
    const { view } = pick('en', { showChosen: false });
    expect(view.container.querySelector('.file-picker__chosen')).toBeNull();
    expect(screen.getByText('Choose a file')).toBeTruthy();
  });
});
