import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GraphqlExecutor } from '../../../web/src/graphql/client.ts';
import { catalogs } from '../../../web/src/i18n/messages.ts';
import { renderApp, serverState } from '../app-harness.tsx';
import { siteData } from '../fixtures.ts';

/** /compatibility, /account/printers and /account/stays (#18), against a fake gateway. */
const mn = (id: string) => (catalogs.mn as Record<string, string>)[id] ?? id;

afterEach(cleanup);

const models = [
  { model: 'Canon PIXMA MG2540S', supplies: 2 },
  { model: 'HP DeskJet 2320', supplies: 4 },
];
const supply = (n: number) => ({
  productId: String(n),
  slug: `hp-305-${n}`,
  name: `HP 305 #${n}`,
  image: null,
  variantId: String(100 + n),
  sellingPrice: 32_900,
  inStock: n !== 2,
});
const loginRequired = { errors: [{ message: 'Login required', extensions: { code: 'LOGIN_REQUIRED' } }] };

function gateway(options: { loggedIn: boolean }) {
  const calls: { name: string; variables: Record<string, unknown> }[] = [];
  let saved = [{ id: '5', printerModel: 'HP DeskJet 2320', createdAt: '2026-11-20T04:00:00Z' }];
  const executor: GraphqlExecutor = async ({ query, variables = {} }) => {
    const name = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
    calls.push({ name, variables });
    if (name === 'SiteData') return { data: siteData };
    if (name === 'CurrentOrder') return { data: { currentOrder: null } };
    if (name === 'PrinterModels') {
      const q = String(variables.query)
        .toLowerCase()
        .replace(/[\s-]+/g, '');
      return {
        data: {
          printerModels: models.filter((m) =>
            m.model
              .toLowerCase()
              .replace(/[\s-]+/g, '')
              .includes(q),
          ),
        },
      };
    }
    if (name === 'PrinterSupplies') {
      if (variables.printerModel !== 'HP DeskJet 2320')
        return { errors: [{ message: 'no', extensions: { code: 'PRINTER_NOT_FOUND' } }] };
      return { data: { printerSupplies: { printerModel: 'HP DeskJet 2320', products: [1, 2].map(supply) } } };
    }
    if (name === 'SavePrinter') return options.loggedIn ? { data: { savePrinter: saved } } : loginRequired;
    if (name === 'MyPrinters') return options.loggedIn ? { data: { myPrinters: saved } } : loginRequired;
    if (name === 'RemoveSavedPrinter') {
      saved = saved.filter((printer) => printer.id !== variables.id);
      return { data: { removeSavedPrinter: saved } };
    }
    if (name === 'MyRoomBookings') {
      if (!options.loggedIn) return loginRequired;
      return {
        data: {
          myRoomBookings: [
            {
              id: 'b1',
              roomSlug: 'steppe-standard',
              roomName: 'Тал стандарт өрөө',
              checkIn: '2026-12-16',
              checkOut: '2026-12-19',
              guests: 2,
              orderNumber: 'R123456789',
              total: 547_230,
              status: 'confirmed',
            },
          ],
        },
      };
    }
    return { errors: [{ message: 'not in this fake', extensions: { code: 'NOT_FOUND' } }] };
  };
  return { executor, calls };
}

async function open(url: string, loggedIn: boolean) {
  const fake = gateway({ loggedIn });
  renderApp(url, fake.executor, await serverState(url, fake.executor));
  return fake;
}

describe('/compatibility', () => {
  it('lists the models, and a chosen printer its supplies as cards to add to the cart', async () => {
    await open('/compatibility?printer=HP%20DeskJet%202320', true);
    const picker = screen.getByRole('list', { name: mn('compatibility.search') });
    expect(
      within(picker)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Canon PIXMA MG2540S2 бараа', 'HP DeskJet 23204 бараа']);
    expect(within(picker).getByRole('link', { current: true }).getAttribute('href')).toBe(
      '/compatibility?printer=HP%20DeskJet%202320',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'HP DeskJet 2320-д тохирох (2)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'HP 305 #1' }).getAttribute('href')).toBe('/products/hp-305-1');
  });

  it('narrows the models as the shopper types, asking the gateway', async () => {
    const fake = await open('/compatibility', false);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'canon' } });
    await screen.findByRole('link', { name: /Canon PIXMA MG2540S/ }, { timeout: 3_000 });
    expect(screen.queryByRole('link', { name: /HP DeskJet 2320/ })).toBeNull();
    expect(fake.calls.some((call) => call.name === 'PrinterModels' && call.variables.query === 'canon')).toBe(
      true,
    );
    expect(screen.getByText(mn('compatibility.pick'))).toBeTruthy();
  });

  it('says an unknown printer on the page', async () => {
    await open('/compatibility?printer=Xerox%209999', false);
    expect(screen.getByRole('alert').textContent).toContain(mn('error.PRINTER_NOT_FOUND'));
  });

  it('answers a guest saving a printer with "Login required" and a way back here', async () => {
    await open('/compatibility?printer=HP%20DeskJet%202320', false);
    fireEvent.click(await screen.findByRole('button', { name: mn('compatibility.save') }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(mn('compatibility.loginRequired'));
    expect(within(alert).getByRole('link').getAttribute('href')).toBe(
      `/login?return=${encodeURIComponent('/compatibility?printer=HP%20DeskJet%202320')}`,
    );
  });

  it('saves a logged-in shopper\'s printer and links to "My printers"', async () => {
    const fake = await open('/compatibility?printer=HP%20DeskJet%202320', true);
    fireEvent.click(await screen.findByRole('button', { name: mn('compatibility.save') }));
    const done = (await screen.findByText(mn('compatibility.saved'), { exact: false })).closest('p')!;
    expect(done.textContent).toContain(mn('compatibility.saved'));
    expect(within(done).getByRole('link').getAttribute('href')).toBe('/account/printers');
    expect(fake.calls.find((call) => call.name === 'SavePrinter')?.variables).toEqual({
      printerModel: 'HP DeskJet 2320',
    });
  });
});

describe('/account/printers', () => {
  it('lists the saved printers and removes one after asking', async () => {
    const fake = await open('/account/printers', true);
    const remove = screen.getByRole('button', { name: 'HP DeskJet 2320-г устгах' });
    fireEvent.click(remove);
    const ask = screen.getByRole('alertdialog', { name: mn('compatibility.mine.confirmRemove') });
    fireEvent.click(within(ask).getByRole('button', { name: mn('compatibility.mine.remove') }));
    await screen.findByText(mn('compatibility.mine.empty'));
    expect(fake.calls.find((call) => call.name === 'RemoveSavedPrinter')?.variables).toEqual({ id: '5' });
  });

  it('invites a guest to log in', async () => {
    await open('/account/printers', false);
    const login = within(screen.getByRole('main')).getByRole('link', { name: mn('account.link.login') });
    expect(login.getAttribute('href')).toBe('/login?return=%2Faccount%2Fprinters');
  });
});

describe('/account/stays', () => {
  it('shows each stay: room, dates in Mongolian, nights, price, order and status', async () => {
    await open('/account/stays', true);
    const stay = document.querySelector<HTMLElement>('.stays__stay')!;
    expect(within(stay).getByRole('link', { name: 'Тал стандарт өрөө' }).getAttribute('href')).toBe(
      '/hotel/steppe-standard',
    );
    const text = stay.textContent ?? '';
    expect(text).toContain('2026 оны 12-р сарын 16');
    expect(text).toContain('2026 оны 12-р сарын 19');
    expect(text).toContain('3 шөнө');
    expect(text).toContain(mn('stays.status.confirmed'));
    expect(within(stay).getByRole('link', { name: 'R123456789' }).getAttribute('href')).toBe(
      '/orders/R123456789',
    );
  });

  it('invites a guest to log in', async () => {
    await open('/account/stays', false);
    const login = within(screen.getByRole('main')).getByRole('link', { name: mn('account.link.login') });
    expect(login.getAttribute('href')).toBe('/login?return=%2Faccount%2Fstays');
  });
});
