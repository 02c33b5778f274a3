import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../web/src/account/session.ts';
import type { GraphqlExecutor, GraphqlResponse } from '../../web/src/graphql/client.ts';
import { renderApp, serverState } from './app-harness.tsx';
import { siteData } from './fixtures.ts';

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
};

function gateway(handlers: Record<string, (variables: Record<string, unknown>) => GraphqlResponse>) {
  const calls: string[] = [];
  const execute: GraphqlExecutor = async ({ query, variables = {} }) => {
    const operation = /^\s*(?:query|mutation)\s+(\w+)/m.exec(query)?.[1] ?? '?';
    calls.push(operation);
    const handler = handlers[operation];
    return handler ? handler(variables) : { errors: [{ message: 'x', extensions: { code: 'INTERNAL' } }] };
  };
  return { execute, calls };
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('my account', () => {
  it('edits the profile: a non-Cyrillic name is explained in Mongolian; a good one is saved with a toast', async () => {
    const shop = gateway({
      SiteData: () => ({ data: { siteData } }),
      Me: () => ({ data: { me: account } }),
      SavedCards: () => ({ data: { savedCards: [] } }),
      UpdateProfile: ({ input }) => {
        const { firstName } = input as { firstName: string };
        if (!/^[\p{Script=Cyrillic} -]+$/u.test(firstName)) {
          return {
            errors: [
              {
                message: 'Check',
                extensions: { code: 'BAD_USER_INPUT', fields: { firstName: ['cyrillic'] } },
              },
            ],
          };
        }
        return {
          data: {
            updateProfile: { ...account, firstName, lastName: 'Бат', gender: 'FEMALE', salutation: 'MS' },
          },
        };
      },
    });
    renderApp('/account', shop.execute, await serverState('/account', shop.execute));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Миний бүртгэл');

    type('Нэр', 'Olzii');
    fireEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Зөвхөн кирилл үсгээр бичнэ үү.');

    type('Нэр', 'Өлзий');
    fireEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    await screen.findByText('Мэдээлэл шинэчлэгдлээ');
    await waitFor(() =>
      expect(document.querySelector('[data-field="name"]')?.textContent).toBe('MS Өлзий Бат'),
    );
  });

  it('logout clears the session and says "Logged Out"', async () => {
    const shop = gateway({
      SiteData: () => ({ data: { siteData } }),
      Me: () => ({ data: { me: account } }),
      Logout: () => ({ data: { logout: true } }),
      Products: () => ({ errors: [{ message: 'x', extensions: { code: 'UPSTREAM_TIMEOUT' } }] }),
    });
    const { location } = renderApp('/account', shop.execute, await serverState('/account', shop.execute));
    fireEvent.click(screen.getByRole('button', { name: 'Гарах' }));
    await screen.findByText('Системээс гарлаа');
    await waitFor(() => expect(location.history.at(-1)).toBe('/products'));
    expect(shop.calls).toContain('Logout');
    expect(sessionStore.getSnapshot().context.status).toBe('guest');
  });
});
