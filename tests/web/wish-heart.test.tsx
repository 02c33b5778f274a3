import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WISH_QUIET_MS } from '../../machines/wish-toggle.ts';
import { type SessionAccount, sessionStore } from '../../web/src/account/session.ts';
import type { GraphqlExecutor } from '../../web/src/graphql/client.ts';
import { catalogs } from '../../web/src/i18n/messages.ts';
import { renderApp, serverState } from './app-harness.tsx';
import { product } from './fixtures.ts';

/** A Mongolian message as the page shows it (the id itself if missing, which then fails loudly). */
const mn = (id: string) => catalogs.mn[id] ?? id;
const addLabel = `${product.name}-г хүслийн жагсаалтад нэмэх`;
const removeLabel = `${product.name}-г хүслийн жагсаалтаас хасах`;

function gateway(wished: string[]) {
  const setWished: unknown[] = [];
  const executor: GraphqlExecutor = async ({ query, variables }) => {
    const name = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
    if (name === 'Product') return { data: { product } };
    if (name === 'CurrentOrder') return { data: { currentOrder: null } };
    if (name === 'WishedVariantIds') return { data: { wishedVariantIds: wished } };
    if (name === 'WishedProducts') return { data: { wishlists: [] } };
    if (name === 'SetWished') {
      setWished.push(variables);
      return { data: { setWished: [] } };
    }
    return { errors: [{ message: 'not in this fake', extensions: { code: 'NOT_FOUND' } }] };
  };
  return { executor, setWished };
}

afterEach(() => {
  cleanup();
  sessionStore.trigger.checked({ account: null });
});

describe('the heart on the product page', () => {
  it('asks a guest to log in, with a login link back to the product that wishes it', async () => {
    const { executor, setWished } = gateway([]);
    const url = `/products/${product.slug}`;
    renderApp(url, executor, await serverState(url, executor));
    const heart = screen.getByRole('button', { name: addLabel });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    const notice = await screen.findByText(mn('error.LOGIN_REQUIRED'));
    const login = notice.parentElement?.querySelector('a');
    expect(login?.getAttribute('href')).toBe(`/login?return=${encodeURIComponent(`${url}?wish=71`)}`);
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(setWished).toEqual([]);
  });

  it("shows a member's wish, flips at once on a click and tells the server after the quiet time", async () => {
    const { executor, setWished } = gateway(['71']);
    sessionStore.trigger.checked({ account: { id: '1' } as SessionAccount });
    const url = `/products/${product.slug}`;
    renderApp(url, executor, await serverState(url, executor));
    const heart = await screen.findByRole('button', { name: removeLabel });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(heart);
    expect(screen.getByRole('button', { name: addLabel }).getAttribute('aria-pressed')).toBe('false');
    expect(setWished).toEqual([]);
    await waitFor(() => expect(setWished).toEqual([{ variantId: '71', wished: false }]), {
      timeout: WISH_QUIET_MS * 4,
    });
  });
});
