import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../web/src/account/session.ts';
import type { GraphqlExecutor, GraphqlResponse } from '../../web/src/graphql/client.ts';
import { renderApp, serverState } from './app-harness.tsx';
import { siteData } from './fixtures.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
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

const refused = (code: string, fields?: Record<string, string[]>): GraphqlResponse => ({
  errors: [{ message: 'refused', extensions: { code, ...(fields ? { fields } : {}) } }],
});

function gateway(handlers: Record<string, (variables: Record<string, unknown>) => GraphqlResponse>) {
  const calls: { operation: string; variables: Record<string, unknown> }[] = [];
  const execute: GraphqlExecutor = async ({ query, variables = {} }) => {
    const operation = /^\s*(?:query|mutation)\s+(\w+)/m.exec(query)?.[1] ?? '?';
    calls.push({ operation, variables });
    const handler = handlers[operation];
    return handler ? handler(variables) : refused('INTERNAL');
  };
  return { execute, calls };
}

const base = {
  SiteData: () => ({ data: { siteData } }),
  Me: () => ({ data: { me: account } }),
  MyOrganization: () => ({ data: { me: { id: '7', organization: null } } }),
  SavedCards: () => ({ data: { savedCards: [] } }),
};

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function openAccount(
  handlers: Record<string, (variables: Record<string, unknown>) => GraphqlResponse>,
) {
  const shop = gateway({ ...base, ...handlers });
  renderApp('/account', shop.execute, await serverState('/account', shop.execute));
  await screen.findByRole('heading', { name: 'Байгууллагын мэдээлэл' });
  return shop;
}

describe('my account: organization, phone, avatar', () => {
  it('explains a wrong register number in Mongolian, then saves the organization', async () => {
    const shop = await openAccount({
      UpdateOrganization: ({ input }) => {
        const { registerNumber, name } = input as { registerNumber: string; name: string };
        if (!/^\d{7}$/.test(registerNumber))
          return refused('BAD_USER_INPUT', { registerNumber: ['register_number'] });
        return {
          data: {
            updateOrganization: {
              name,
              registerNumber,
              workerCount: 12,
              direction: null,
              address: null,
              phone: null,
            },
          },
        };
      },
    });
    type('Байгууллагын нэр', 'Говь ХХК');
    type('Регистрийн дугаар', '123');
    type('Ажилчдын тоо', '12');
    fireEvent.click(screen.getByRole('button', { name: 'Байгууллагын мэдээллийг хадгалах' }));
    const problem = await screen.findByRole('alert');
    expect(problem.textContent).toBe(
      'Регистрийн дугаар буруу байна: байгууллагын регистрийн дугаар 7 оронтой.',
    );
    // the field is marked and names its message, so a screen reader reads it with the field
    const field = screen.getByLabelText('Регистрийн дугаар');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(problem.id);
    type('Регистрийн дугаар', '2012345');
    fireEvent.click(screen.getByRole('button', { name: 'Байгууллагын мэдээллийг хадгалах' }));
    await screen.findByText('Амжилттай хадгаллаа');
    expect(
      shop.calls.filter((call) => call.operation === 'UpdateOrganization').at(-1)?.variables,
    ).toMatchObject({
      input: { name: 'Говь ХХК', registerNumber: '2012345', workerCount: 12 },
    });
    expect(screen.getByRole('button', { name: 'Байгууллагын мэдээллийг устгах' })).toBeTruthy();
  });

  it('changes the phone by code: a taken number is explained, then the code confirms the new one', async () => {
    await openAccount({
      RequestPhoneChange: ({ phone }) =>
        phone === '88001122'
          ? refused('PHONE_TAKEN', { phone: ['taken'] })
          : { data: { requestPhoneChange: { id: 'c1', channel: 'SMS', expiresIn: 600, resendIn: 60 } } },
      ConfirmPhoneChange: ({ code }) =>
        code === '123456'
          ? { data: { confirmPhoneChange: { ...account, phone: '99887766' } } }
          : refused('CODE_INCORRECT'),
    });
    type('Шинэ утасны дугаар', '88001122');
    fireEvent.click(screen.getByRole('button', { name: 'Код илгээх' }));
    const taken = await screen.findByRole('alert');
    expect(taken.textContent).toBe('Энэ утасны дугаарыг өөр бүртгэл ашиглаж байна.');
    expect(screen.getByLabelText('Шинэ утасны дугаар').getAttribute('aria-describedby')).toBe(taken.id);
    type('Шинэ утасны дугаар', '9988-7766');
    fireEvent.click(screen.getByRole('button', { name: 'Код илгээх' }));
    await screen.findByText('99887766 дугаар руу 6 оронтой кодыг SMS-ээр илгээлээ.');
    type('Код', '000000');
    fireEvent.click(screen.getByRole('button', { name: 'Баталгаажуулах' }));
    expect((await screen.findByRole('alert')).getAttribute('data-error')).toBe('CODE_INCORRECT');
    type('Код', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Баталгаажуулах' }));
    await screen.findByText('Утасны дугаар шинэчлэгдлээ');
    await waitFor(() => expect(document.querySelector('[data-field="phone"]')?.textContent).toBe('99887766'));
  });

  it('refuses an oversized picture before sending it; shows a non-image refusal; shows the saved picture', async () => {
    const upload = vi.fn(async (_url: string, init: RequestInit) => {
      const file = (init.body as FormData).get('avatar') as File;
      expect(new Headers(init.headers).get('x-shop-request')).toBe('1');
      if (file.name === 'notes.png') {
        return new Response(
          JSON.stringify({
            data: null,
            errors: [
              { message: 'x', extensions: { code: 'BAD_USER_INPUT', fields: { avatar: ['not_image'] } } },
            ],
          }),
          { status: 400 },
        );
      }
      return new Response(JSON.stringify({ data: { updateAvatar: { avatarUrl: '/images/avatars/7/abc' } } }));
    });
    vi.stubGlobal('fetch', upload);
    await openAccount({});
    const input = screen.getByLabelText('Зураг сонгох (PNG, JPEG эсвэл WebP, 2 МБ хүртэл)');
    const choose = (file: File) => fireEvent.change(input, { target: { files: [file] } });
    const send = () => fireEvent.submit(input.closest('form') as HTMLFormElement);

    choose(new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }));
    send();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Зургийн хэмжээ 2 МБ-аас их байна. Жижиг зураг сонгоно уу.',
    );
    expect(upload).not.toHaveBeenCalled();

    choose(new File(['<html>'], 'notes.png', { type: 'image/png' }));
    send();
    await screen.findByText('Зөвхөн PNG, JPEG эсвэл WebP зураг оруулах боломжтой.');

    choose(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' }));
    send();
    await screen.findByText('Амжилттай хадгаллаа');
    expect((screen.getByAltText('Таны профайл зураг') as HTMLImageElement).getAttribute('src')).toBe(
      '/images/avatars/7/abc',
    );
  });
});
