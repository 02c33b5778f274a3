import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { intlConfig } from '../../../web/src/i18n/intl.ts';
import { MENU_DRAWER_ID, MenuDrawer } from '../../../web/src/layout/menu-drawer.tsx';
import { siteData } from '../fixtures.ts';

afterEach(cleanup);

/** The drawer with the header's menu button, as the mobile layout has them. */
function MobileHeader() {
  const [open, setOpen] = useState(false);
  return (
    <IntlProvider {...intlConfig('en')}>
      <button type="button" aria-controls={MENU_DRAWER_ID} onClick={() => setOpen(true)}>
        Open the menu
      </button>
      <a href="/after">a link after the drawer</a>
      <MenuDrawer
        open={open}
        onClose={() => setOpen(false)}
        menus={siteData.siteData.menus}
        locale="en"
        onLocaleChange={() => {}}
      />
    </IntlProvider>
  );
}

function openDrawer() {
  render(<MobileHeader />);
  const opener = screen.getByRole('button', { name: 'Open the menu' });
  opener.focus();
  fireEvent.click(opener);
  const dialog = screen.getByRole('dialog');
  const controls = [...dialog.querySelectorAll<HTMLElement>('a[href], button')];
  return { opener, dialog, first: controls[0]!, last: controls.at(-1)! };
}

const tab = (shiftKey = false) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab', shiftKey });

describe('the mobile menu drawer', () => {
  it('takes focus when it opens', () => {
    const { dialog } = openDrawer();
    expect(document.activeElement).toBe(dialog);
    expect(dialog.closest('[hidden]')).toBeNull();
  });

  it('keeps Tab inside: from the last control to the first, Shift+Tab from the first to the last', () => {
    const { dialog, first, last } = openDrawer();
    expect(first).not.toBe(last);
    last.focus();
    tab();
    expect(document.activeElement).toBe(first);
    tab(true);
    expect(document.activeElement).toBe(last);
    // From the panel itself (where focus lands on opening), Shift+Tab goes to the last control too.
    dialog.focus();
    tab(true);
    expect(document.activeElement).toBe(last);
  });

  it('pulls focus back in when it has escaped the drawer', () => {
    const { first } = openDrawer();
    screen.getByRole('link', { name: 'a link after the drawer' }).focus();
    tab();
    expect(document.activeElement).toBe(first);
  });

  it('closes on Escape and gives focus back to the button that opened it', () => {
    const { opener, dialog } = openDrawer();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(dialog.closest('[hidden]')).not.toBeNull();
    expect(document.activeElement).toBe(opener);
    // Closed, it no longer traps Tab.
    opener.focus();
    tab();
    expect(document.activeElement).toBe(opener);
  });
});
