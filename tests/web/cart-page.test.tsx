import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GraphqlExecutor, GraphqlRequest } from '../../web/src/graphql/client.ts';
import { toastStore } from '../../web/src/shell/toasts.ts';
import { renderApp, serverState } from './app-harness.tsx';

const line = (quantity: number) => ({
  id: '1',
  variantId: '7',
  quantity,
  price: 12_500,
  total: 12_500 * quantity,
  product: {
    name: 'Хар бэх',
    slug: 'black-ink',
    sku: 'INK-1',
    image: null,
    variant: [{ name: 'Багтаамж', value: '15 мл' }],
  },
});
const order = (quantity: number) => ({
  number: 'R123456789',
  totalQuantity: quantity,
  itemTotal: 12_500 * quantity,
  shipTotal: 0,
  taxTotal: Math.round((12_500 * quantity * 10) / 110),
  total: 12_500 * quantity,
  lineItems: quantity > 0 ? [line(quantity)] : [],
});

/** A fake gateway holding one cart; records the mutations it received, in order. */
function fakeGateway(start: number, failNext?: string) {
  let quantity = start;
  let failure = failNext;
  const mutations: Array<{ name: string; variables: unknown }> = [];
  const executor: GraphqlExecutor = async ({ query, variables }: GraphqlRequest) => {
    const name = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
    if (name === 'CurrentOrder') return { data: { currentOrder: order(quantity) } };
    if (['UpdateLineItem', 'RemoveLineItem', 'EmptyCart', 'AddToCart'].includes(name)) {
      mutations.push({ name, variables });
      if (failure) {
        const code = failure;
        failure = undefined;
        return { errors: [{ message: 'refused', extensions: { code } }] };
      }
      const input = (variables as { input?: { quantity?: number } }).input;
      if (name === 'UpdateLineItem') quantity = input?.quantity ?? quantity;
      if (name === 'RemoveLineItem' || name === 'EmptyCart') quantity = 0;
      const field = name.charAt(0).toLowerCase() + name.slice(1);
      return { data: { [field]: order(quantity) } };
    }
    return { errors: [{ message: 'not in this fake', extensions: { code: 'NOT_FOUND' } }] };
  };
  return { executor, mutations };
}

afterEach(() => {
  cleanup();
  toastStore.trigger.clear();
});

describe('/cart', () => {
  it('renders the server-loaded cart, then steps quantities without losing a click', async () => {
    const gateway = fakeGateway(2);
    const state = await serverState('/cart', gateway.executor);
    renderApp('/cart', gateway.executor, state);
    expect(screen.getByText('Хар бэх')).toBeTruthy();
    // the variant bought, by name, not only through its SKU (#19.8)
    expect(screen.getByTestId('cart-line').textContent).toContain('Багтаамж: 15 мл');
    expect(screen.getByTestId('cart-total').textContent).toContain('25,000');
    await waitFor(() => expect(screen.getByTestId('mini-cart').textContent).toContain('2'));

    const plus = screen.getByRole('button', { name: 'Хар бэх нэгээр нэмэх' });
    await act(async () => {
      fireEvent.click(plus);
      fireEvent.click(plus);
    });
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toContain('50,000'));
    expect(
      gateway.mutations.map((m) => (m.variables as { input: { quantity: number } }).input.quantity),
    ).toEqual([3, 4]);
    const keys = gateway.mutations.map(
      (m) => (m.variables as { input: { idempotencyKey: string } }).input.idempotencyKey,
    );
    expect(new Set(keys).size).toBe(2);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Хар бэх хасах' }));
    });
    await waitFor(() => expect(screen.getByText('Таны сагс хоосон байна.')).toBeTruthy());
  });

  it('shows a failed call as a toast in Mongolian and keeps the cart', async () => {
    const gateway = fakeGateway(1, 'QUANTITY_NOT_ORDERABLE');
    const state = await serverState('/cart', gateway.executor);
    renderApp('/cart', gateway.executor, state);
    await waitFor(() => expect(screen.getByTestId('mini-cart').textContent).toContain('1'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Хар бэх нэгээр нэмэх' }));
    });
    await waitFor(() =>
      expect(
        toastStore.getSnapshot().context.toasts.map((t) => ('messageId' in t ? t.messageId : t.text)),
      ).toEqual(['error.QUANTITY_NOT_ORDERABLE']),
    );
    expect(screen.getByTestId('cart-total').textContent).toContain('12,500');
  });

  it('shows the empty cart', async () => {
    const gateway = fakeGateway(0);
    const state = await serverState('/cart', gateway.executor);
    renderApp('/cart', gateway.executor, state);
    expect(screen.getByText('Таны сагс хоосон байна.')).toBeTruthy();
  });
});

describe('the cart follows the session', () => {
  it('reloads at login (the merged cart) and forgets the order at logout (spec §4)', async () => {
    const { sessionStore } = await import('../../web/src/account/session.ts');
    let loads = 0;
    let serverQuantity = 1;
    const executor: GraphqlExecutor = async ({ query }) => {
      const name = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
      if (name === 'CurrentOrder') {
        loads++;
        return { data: { currentOrder: order(serverQuantity) } };
      }
      return { errors: [{ message: 'not in this fake', extensions: { code: 'NOT_FOUND' } }] };
    };
    const state = await serverState('/cart', executor);
    renderApp('/cart', executor, state);
    await waitFor(() => expect(screen.getByTestId('mini-cart').textContent).toContain('1'));
    const before = loads;

    serverQuantity = 3; // the guest's cart merged into the member's at login
    const account = { id: '1' } as never;
    await act(async () => sessionStore.trigger.loggedIn({ account }));
    await waitFor(() => expect(screen.getByTestId('mini-cart').textContent).toContain('3'));
    expect(loads).toBe(before + 1);

    await act(async () => sessionStore.trigger.checked({ account: null }));
    await waitFor(() => expect(screen.getByTestId('mini-cart').textContent).not.toContain('3'));
    expect(loads).toBe(before + 1);
  });
});
