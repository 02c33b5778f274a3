import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../web/src/account/session.ts';
import type { GraphqlExecutor, GraphqlResponse } from '../../web/src/graphql/client.ts';
import { renderApp, serverState } from './app-harness.tsx';
import { siteData } from './fixtures.ts';

/** The gateway's readable session hint, as the browser would hold it after a login. */
function sessionHint(present: boolean) {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server's Set-Cookie
  document.cookie = present ? 'shop_member=1; path=/' : 'shop_member=; max-age=0; path=/';
}

afterEach(() => {
  cleanup();
  sessionStore.trigger.checked({ account: null });
  sessionHint(false);
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
const failure = (code: string): GraphqlResponse => ({ errors: [{ message: code, extensions: { code } }] });

/** A gateway for queries and mutations by operation name, recording every call. */
function gateway(handlers: Record<string, (variables: Record<string, unknown>) => GraphqlResponse>) {
  const calls: { operation: string; variables: Record<string, unknown> }[] = [];
  const execute: GraphqlExecutor = async ({ query, variables = {} }) => {
    const operation = /^\s*(?:query|mutation)\s+(\w+)/m.exec(query)?.[1] ?? '?';
    calls.push({ operation, variables });
    const handler = handlers[operation] ?? (() => failure('INTERNAL'));
    return handler(variables);
  };
  return { execute, calls, operations: () => calls.map((call) => call.operation) };
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('login page', () => {
  it('walks phone → code → new password, shows each error in Mongolian, and returns to the page asked for', async () => {
    const shop = gateway({
      SiteData: () => ({ data: { siteData } }),
      RequestLoginCode: () => ({
        data: { requestLoginCode: { id: 'c1', channel: 'SMS', expiresIn: 600, resendIn: 60 } },
      }),
      VerifyLoginCode: ({ code }) =>
        code === '123456'
          ? { data: { verifyLoginCode: { account: null, passwordTicket: 'ticket-1' } } }
          : failure('CODE_INCORRECT'),
      SetPassword: () => ({ data: { setPassword: account } }),
      Me: () => ({ data: { me: account } }),
    });
    const url = '/login?return=/account';
    const { location } = renderApp(url, shop.execute, await serverState(url, shop.execute));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Нэвтрэх эсвэл бүртгүүлэх');

    type('Утасны дугаар эсвэл и-мэйл', '1234');
    submit('Код илгээх');
    expect(screen.getByRole('alert').textContent).toContain('8 оронтой');
    expect(shop.operations()).not.toContain('RequestLoginCode');

    type('Утасны дугаар эсвэл и-мэйл', '9911 2233');
    submit('Код илгээх');
    await screen.findByText('9911 2233 дугаарт 6 оронтой код SMS-ээр илгээлээ.');
    expect(screen.getByText('60 секундын дараа шинэ код авах боломжтой.')).toBeTruthy();

    type('Код', '000000');
    submit('Баталгаажуулах');
    expect((await screen.findByRole('alert')).textContent).toBe('Код буруу байна.');

    type('Код', '123456');
    submit('Баталгаажуулах');
    await screen.findByRole('heading', { name: 'Нууц үг сонгох' });

    type('Шинэ нууц үг', 'secret-pass');
    type('Нууц үгээ давтана уу', 'other-pass');
    submit('Нууц үг хадгалах');
    expect(screen.getByRole('alert').textContent).toBe('Нууц үг таарахгүй байна.');
    expect(shop.operations()).not.toContain('SetPassword');

    type('Нууц үгээ давтана уу', 'secret-pass');
    submit('Нууц үг хадгалах');
    await waitFor(() => expect(location.history.at(-1)).toBe('/account'));
    expect(shop.calls.find((call) => call.operation === 'SetPassword')?.variables).toEqual({
      ticket: 'ticket-1',
      password: 'secret-pass',
      passwordConfirmation: 'secret-pass',
    });
    await screen.findByRole('link', { name: 'Миний бүртгэл' });
  });

  it('password login: a wrong password gets the spec message', async () => {
    const shop = gateway({
      SiteData: () => ({ data: { siteData } }),
      LoginWithPassword: () => failure('WRONG_CREDENTIALS'),
    });
    renderApp('/login', shop.execute, await serverState('/login', shop.execute));
    submit('Нууц үгээр нэвтрэх');
    type('Утасны дугаар эсвэл и-мэйл', 'saraa@example.mn');
    type('Нууц үг', 'nope');
    submit('Нэвтрэх');
    expect((await screen.findByRole('alert')).textContent).toBe('Нэвтрэх нэр эсвэл нууц үг буруу байна.');
  });

  it('my account without a session says login is required and links back after login', async () => {
    const shop = gateway({ SiteData: () => ({ data: { siteData } }), Me: () => ({ data: { me: null } }) });
    renderApp('/account', shop.execute, await serverState('/account', shop.execute));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Нэвтрэх шаардлагатай');
    const links = screen.getAllByRole('link', { name: 'Нэвтрэх' }).map((link) => link.getAttribute('href'));
    expect(links).toContain('/login?return=%2Faccount');
  });

  it('a session revoked on the server logs the page out with the "Logged Out" toast', async () => {
    let alive = true;
    const shop = gateway({
      SiteData: () => ({ data: { siteData } }),
      Me: () => ({ data: { me: alive ? account : null } }),
    });
    sessionHint(true);
    renderApp('/login', shop.execute, await serverState('/login', shop.execute));
    await screen.findByRole('link', { name: 'Миний бүртгэл' });

    alive = false;
    sessionHint(false);
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    await screen.findByText('Системээс гарлаа');
    expect(screen.getByRole('link', { name: 'Нэвтрэх' })).toBeTruthy();
  });
});
