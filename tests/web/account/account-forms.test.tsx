import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../web/src/account/session.ts';
import type { GraphqlExecutor, GraphqlResponse } from '../../../web/src/graphql/client.ts';
import { renderApp, serverState } from '../app-harness.tsx';
import { siteData } from '../fixtures.ts';

/**
 * The account forms on the form-submission machine (machines/form-submission.ts), as the shopper
 * sees them: one request per submit while one is with the server, the typed text kept after a
 * refusal, and the phone change's code step.
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
};

type Handler = (variables: Record<string, unknown>) => GraphqlResponse | Promise<GraphqlResponse>;

function gateway(handlers: Record<string, Handler>) {
  const calls: { operation: string; variables: Record<string, unknown> }[] = [];
  const execute: GraphqlExecutor = async ({ query, variables = {} }) => {
    const operation = /^\s*(?:query|mutation)\s+(\w+)/m.exec(query)?.[1] ?? '?';
    calls.push({ operation, variables });
    const handler = handlers[operation];
    return handler ? handler(variables) : { errors: [{ message: 'x', extensions: { code: 'INTERNAL' } }] };
  };
  return { execute, calls };
}

const base = {
  SiteData: () => ({ data: { siteData } }),
  Me: () => ({ data: { me: account } }),
  SavedCards: () => ({ data: { savedCards: [] } }),
};

const refusedWith = (code: string, fields?: Record<string, string[]>): GraphqlResponse => ({
  errors: [{ message: code, extensions: { code, ...(fields ? { fields } : {}) } }],
});

async function openAccount(handlers: Record<string, Handler>) {
  const shop = gateway({ ...base, ...handlers });
  renderApp('/account', shop.execute, await serverState('/account', shop.execute));
  return shop;
}

describe('account forms', () => {
  it('sends the profile once while it is with the server, saying so, then saves', async () => {
    let answer: (response: GraphqlResponse) => void = () => {};
    const shop = await openAccount({
      UpdateProfile: () => new Promise<GraphqlResponse>((resolve) => (answer = resolve)),
    });
    const firstName = screen.getByLabelText('Нэр') as HTMLInputElement;
    fireEvent.change(firstName, { target: { value: 'Өлзий' } });
    const form = firstName.closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    const busy = await screen.findByRole('button', { name: 'Түр хүлээнэ үү…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(form);
    expect(shop.calls.filter((call) => call.operation === 'UpdateProfile')).toHaveLength(1);

    answer({ data: { updateProfile: { ...account, firstName: 'Өлзий' } } });
    await screen.findByText('Мэдээлэл шинэчлэгдлээ');
    expect(screen.getByRole('button', { name: 'Хадгалах' })).toBeTruthy();
  });

  it('keeps what was typed after a refusal, with the reason beside the field', async () => {
    await openAccount({ UpdateProfile: () => refusedWith('BAD_USER_INPUT', { firstName: ['cyrillic'] }) });
    const firstName = screen.getByLabelText('Нэр') as HTMLInputElement;
    fireEvent.change(firstName, { target: { value: 'Olzii' } });
    fireEvent.click(screen.getByRole('button', { name: 'Хадгалах' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Зөвхөн кирилл үсгээр бичнэ үү.');
    expect(firstName.value).toBe('Olzii');
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(firstName.getAttribute('aria-describedby')).toBe('firstName-error');
  });

  it('changes the phone in two steps: a wrong code keeps the code step, cancelling goes back', async () => {
    const codes: string[] = [];
    const shop = await openAccount({
      RequestPhoneChange: () => ({ data: { requestPhoneChange: { id: 'ch_1' } } }),
      ConfirmPhoneChange: ({ code }) => {
        codes.push(code as string);
        return code === '123456'
          ? { data: { confirmPhoneChange: { ...account, phone: '88112233' } } }
          : refusedWith('OTP_INVALID');
      },
    });
    const ask = async () => {
      fireEvent.change(screen.getByLabelText('Шинэ утасны дугаар'), { target: { value: '8811-2233' } });
      fireEvent.click(screen.getByRole('button', { name: 'Код илгээх' }));
      await screen.findByText('88112233 дугаар руу 6 оронтой кодыг SMS-ээр илгээлээ.');
    };
    await ask();
    fireEvent.click(screen.getByRole('button', { name: 'Болих' }));
    expect(await screen.findByLabelText('Шинэ утасны дугаар')).toBeTruthy();
    expect(shop.calls.some((call) => call.operation === 'ConfirmPhoneChange')).toBe(false);

    await ask();
    const code = screen.getByLabelText('Код') as HTMLInputElement;
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Баталгаажуулах' }));
    await waitFor(() => expect(codes).toEqual(['000000']));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByLabelText('Код')).toBe(code);
    expect(code.value).toBe('000000');

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Баталгаажуулах' }));
    await screen.findByText('Утасны дугаар шинэчлэгдлээ');
    expect(await screen.findByLabelText('Шинэ утасны дугаар')).toBeTruthy();
    expect(
      shop.calls.filter((call) => call.operation === 'ConfirmPhoneChange').map((call) => call.variables),
    ).toEqual([
      { challengeId: 'ch_1', code: '000000' },
      { challengeId: 'ch_1', code: '123456' },
    ]);
  });
});
