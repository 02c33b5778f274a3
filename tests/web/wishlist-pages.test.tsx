import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GraphqlExecutor } from '../../web/src/graphql/client.ts';
import { catalogs } from '../../web/src/i18n/messages.ts';
import { renderApp, serverState } from './app-harness.tsx';

/** A Mongolian message as the page shows it (the id itself if missing, which then fails loudly). */
const mn = (id: string) => catalogs.mn[id] ?? id;

const wish = (variantId: string, name: string, inStock = true) => ({
  variantId,
  addedAt: '2026-06-15T09:00:00.000Z',
  product: {
    id: `p${variantId}`,
    slug: `product-${variantId}`,
    name,
    image: null,
    price: 12_000,
    sellingPrice: 12_000,
    salePercent: 0,
    brand: null,
    inStock,
    options: ['Хар'],
  },
});

const lists = () => [
  {
    id: 'L1',
    name: '',
    isDefault: true,
    shareToken: null,
    createdAt: '2026-06-15T09:00:00.000Z',
    items: [wish('11', 'HP 46 хар бэх'), wish('12', 'Canon 445 бэх', false)],
  },
  {
    id: 'L2',
    name: 'Оффис',
    isDefault: false,
    shareToken: null,
    createdAt: '2026-06-15T09:00:00.000Z',
    items: [],
  },
];

const refusal = (code: string) => ({ errors: [{ message: code, extensions: { code } }] });

/** The gateway of a member (or a guest) with two lists; every call is recorded by operation name. */
function gateway({ loggedIn }: { loggedIn: boolean }) {
  const calls: string[] = [];
  const executor: GraphqlExecutor = async ({ query, variables }) => {
    const name = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
    calls.push(name);
    switch (name) {
      case 'Wishlists':
        return loggedIn ? { data: { wishlists: lists() } } : refusal('LOGIN_REQUIRED');
      case 'WishesToCart':
        return {
          data: {
            wishesToCart: {
              order: null,
              added: ['11'],
              refused: [{ variantId: '12', code: 'OUT_OF_STOCK' }],
            },
          },
        };
      case 'RenameWishlist':
        return refusal('WISHLIST_NAME_INVALID');
      case 'SharedWishlist':
        return (variables as { token: string }).token === 'good-token'
          ? {
              data: {
                sharedWishlist: {
                  name: 'Төрсөн өдөр',
                  ownerName: 'Болд',
                  items: [wish('11', 'HP 46 хар бэх')],
                },
              },
            }
          : refusal('WISHLIST_NOT_FOUND');
      case 'CurrentOrder':
        return { data: { currentOrder: null } };
      default:
        return refusal('NOT_FOUND');
    }
  };
  return { executor, calls };
}

afterEach(cleanup);

describe('/wishlist', () => {
  it('invites a guest to log in and come back (spec §6)', async () => {
    const { executor } = gateway({ loggedIn: false });
    renderApp('/wishlist', executor, await serverState('/wishlist', executor));
    const main = screen.getByRole('main');
    expect(main.textContent).toContain(mn('error.LOGIN_REQUIRED'));
    const login = within(main).getByRole('link', { name: mn('wishlist.login') });
    expect(login.getAttribute('href')).toBe('/login?return=%2Fwishlist');
  });

  it('shows the lists as tabs, the default first with its name, and each wish with its stock', async () => {
    const { executor } = gateway({ loggedIn: true });
    renderApp('/wishlist', executor, await serverState('/wishlist', executor));
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      `${mn('wishlist.list.defaultName')} (2)`,
      'Оффис (0)',
    ]);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('wish-11').textContent).toContain(mn('product.inStock'));
    expect(screen.getByTestId('wish-12').textContent).toContain(mn('product.outOfStock'));
    fireEvent.click(tabs[1] as HTMLElement);
    expect(screen.getByTestId('wishlist-empty').textContent).toContain(mn('wishlist.empty'));
  });

  it('adds all to the cart: what went in leaves the list, what was refused stays and says why', async () => {
    const { executor } = gateway({ loggedIn: true });
    renderApp('/wishlist', executor, await serverState('/wishlist', executor));
    await waitFor(() => expect(screen.getByRole('button', { name: mn('wishlist.addAll') })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: mn('wishlist.addAll') }));
    await waitFor(() => expect(screen.queryByTestId('wish-11')).toBeNull());
    expect(screen.getByTestId('wish-12').textContent).toContain(mn('error.OUT_OF_STOCK'));
    expect(screen.getByRole('main').textContent).toContain(`${mn('wishlist.refused')} Canon 445 бэх`);
  });

  it('keeps the list and the typed name when a rename is refused, and says why', async () => {
    const { executor } = gateway({ loggedIn: true });
    renderApp('/wishlist', executor, await serverState('/wishlist', executor));
    fireEvent.click(screen.getByRole('button', { name: mn('wishlist.list.rename') }));
    const input = screen.getByLabelText(mn('wishlist.list.name')) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'x'.repeat(3) } });
    fireEvent.submit(input.form as HTMLFormElement);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(mn('error.WISHLIST_NAME_INVALID')),
    );
    expect((screen.getByLabelText(mn('wishlist.list.name')) as HTMLInputElement).value).toBe('xxx');
    expect(screen.getAllByTestId(/^wish-/)).toHaveLength(2);
  });
});

describe('/wishlist/shared/:token', () => {
  it('renders a shared list read-only, with add to cart', async () => {
    const { executor } = gateway({ loggedIn: false });
    renderApp(
      '/wishlist/shared/good-token',
      executor,
      await serverState('/wishlist/shared/good-token', executor),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Төрсөн өдөр');
    const card = screen.getByTestId('wish-11');
    expect(within(card).getByRole('button', { name: mn('cart.add') })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: mn('wishlist.item.remove') })).toBeNull();
  });

  it('answers an unknown or revoked link with the 404 page saying the list is not shared', async () => {
    const { executor } = gateway({ loggedIn: false });
    const state = await serverState('/wishlist/shared/revoked', executor);
    expect(state.route.outcome.kind).toBe('not-found');
    renderApp('/wishlist/shared/revoked', executor, state);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(mn('wishlist.shared.notFound'));
    expect(screen.getByRole('main').textContent).toContain(mn('error.WISHLIST_NOT_FOUND'));
  });
});
