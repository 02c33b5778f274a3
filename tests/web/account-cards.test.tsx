import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../web/src/account/session.ts';
import type { GraphqlExecutor, GraphqlResponse } from '../../web/src/graphql/client.ts';
import { renderApp, serverState } from './app-harness.tsx';
import { siteData } from './fixtures.ts';

/**
 * "My cards" on /account: the list, a card registered through the checkout's card form (a sandbox
 * refusal shown translated, nothing added), and removal after a confirmation.
 */
afterEach(() => {
  cleanup();
  sessionStore.trigger.checked({ account: null });
});

const account = {
  id: '7',
  phone: '99112233',
  email: null,
  firstName: null,
  lastName: null,
  gender: null,
  salutation: null,
  hasPassword: true,
  emailStatus: 'NOT_CONFIRMED',
  pendingEmail: null,
  avatarUrl: null,
};
const visa = { id: 'card_1', brand: 'VISA', last4: '4242', expiry: '12/29', holder: 'BAT' };
const refused = (code: string): GraphqlResponse => ({ errors: [{ message: code, extensions: { code } }] });

function gateway(handlers: Record<string, (variables: Record<string, unknown>) => GraphqlResponse>) {
  const calls: { operation: string; variables: Record<string, unknown> }[] = [];
  const execute: GraphqlExecutor = async ({ query, variables = {} }) => {
    const operation = /^\s*(?:query|mutation)\s+(\w+)/m.exec(query)?.[1] ?? '?';
    calls.push({ operation, variables });
    return handlers[operation]?.(variables) ?? refused('INTERNAL');
  };
  return { execute, calls };
}

async function openAccount(
  handlers: Record<string, (variables: Record<string, unknown>) => GraphqlResponse>,
) {
  const shop = gateway({
    SiteData: () => ({ data: { siteData } }),
    Me: () => ({ data: { me: account } }),
    MyOrganization: () => ({ data: { me: { id: '7', organization: null } } }),
    ...handlers,
  });
  renderApp('/account', shop.execute, await serverState('/account', shop.execute));
  return { shop, section: await screen.findByTestId('account-cards') };
}

function fillCard(form: HTMLElement, number: string) {
  const type = (name: string, value: string) =>
    fireEvent.change(form.querySelector(`input[name="${name}"]`)!, { target: { value } });
  type('cardNumber', number);
  type('expiry', '12/29');
  type('cvc', '123');
  fireEvent.submit(form);
}

describe('/account saved cards', () => {
  it('adds a card; a declined registration is shown translated and adds nothing', async () => {
    const { shop, section } = await openAccount({
      SavedCards: () => ({ data: { savedCards: [] } }),
      RegisterCard: (variables) =>
        (variables.input as { cardNumber: string }).cardNumber === '4242424242424241'
          ? refused('CARD_INVALID')
          : { data: { registerCard: visa } },
    });
    await within(section).findByText('Танд хадгалсан карт алга.');
    fireEvent.click(within(section).getByRole('button', { name: 'Карт нэмэх' }));
    const form = within(section).getByTestId('account-card-form');
    // "Save this card" is what this form does: no checkbox for it.
    expect(within(form).queryByRole('checkbox')).toBeNull();

    fillCard(form, '4242');
    expect((await within(section).findByRole('alert')).textContent).toBe('Картын дугаараа шалгана уу');
    expect(shop.calls.some((call) => call.operation === 'RegisterCard')).toBe(false);

    fillCard(form, '4242 4242 4242 4241');
    await waitFor(() =>
      expect(within(section).getByRole('alert').textContent).toBe(
        'Картын дугаар, хугацаа эсвэл CVC буруу байна',
      ),
    );
    expect(within(section).queryByTestId('account-card-4242')).toBeNull();

    fillCard(within(section).getByTestId('account-card-form'), '4242 4242 4242 4242');
    const added = await within(section).findByTestId('account-card-4242');
    expect(added.textContent).toContain('VISA •••• 4242, хүчинтэй хугацаа 12/29');
    expect(within(section).queryByRole('alert')).toBeNull();
    expect(shop.calls.filter((call) => call.operation === 'RegisterCard').at(-1)?.variables).toEqual({
      input: { cardNumber: '4242424242424242', expiry: '12/29', cvc: '123', holder: null },
    });
  });

  it('removes a card only after confirming; a refused removal keeps it', async () => {
    let refuseOnce = true;
    const { shop, section } = await openAccount({
      SavedCards: () => ({ data: { savedCards: [visa] } }),
      RemoveCard: () => {
        if (!refuseOnce) return { data: { removeCard: true } };
        refuseOnce = false;
        return refused('CARD_NOT_FOUND');
      },
    });
    const card = await within(section).findByTestId('account-card-4242');
    const ask = () => fireEvent.click(within(card).getByRole('button', { name: '•••• 4242 картыг устгах' }));
    ask();
    fireEvent.click(within(card).getByRole('button', { name: 'Үлдээх' }));
    expect(shop.calls.some((call) => call.operation === 'RemoveCard')).toBe(false);

    ask();
    fireEvent.click(within(card).getByRole('button', { name: 'Устгах' }));
    expect((await within(section).findByRole('alert')).textContent).toBe('Ийм хадгалсан карт алга');
    expect(within(section).getByTestId('account-card-4242')).toBeTruthy();

    ask();
    fireEvent.click(within(card).getByRole('button', { name: 'Устгах' }));
    await waitFor(() => expect(within(section).queryByTestId('account-card-4242')).toBeNull());
    expect(
      shop.calls.filter((call) => call.operation === 'RemoveCard').map((call) => call.variables),
    ).toEqual([{ id: 'card_1' }, { id: 'card_1' }]);
  });
});
