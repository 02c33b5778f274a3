import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AvatarForm } from '../../../web/src/account/avatar-form.tsx';
import type { SessionAccount } from '../../../web/src/account/session.ts';
import { intlConfig } from '../../../web/src/i18n/intl.ts';
import { Toaster } from '../../../web/src/shell/toaster.tsx';
import { toastStore } from '../../../web/src/shell/toasts.ts';

/**
 * The avatar upload against a real HTTP server on the page's origin, answering the way the things in
 * front of the gateway do (a proxy's body limit, a proxy's error page) as well as the gateway itself.
 */
type Answer = { status: number; contentType: string; body: string };

let server: Server;
let answer: Answer;
let requests = 0;

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    request.resume();
    request.on('end', () => {
      requests += 1;
      response.writeHead(answer.status, { 'content-type': answer.contentType });
      response.end(answer.body);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${origin}/account`);
});

afterAll(async () => {
  server.close();
  await once(server, 'close');
});

afterEach(() => {
  cleanup();
  toastStore.trigger.clear();
  requests = 0;
});

const account = { id: '7', phone: '99112233', avatarUrl: null } as unknown as SessionAccount;
const json = (status: number, body: unknown): Answer => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify(body),
});

function uploadWith(reply: Answer) {
  answer = reply;
  const onSaved = vi.fn();
  const view = render(
    <IntlProvider {...intlConfig('mn')}>
      <AvatarForm account={account} onSaved={onSaved} />
      <Toaster />
    </IntlProvider>,
  );
  const input = screen.getByLabelText('Зураг сонгох (PNG, JPEG эсвэл WebP, 2 МБ хүртэл)');
  const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
  fireEvent.change(input, { target: { files: [picture] } });
  fireEvent.submit(input.closest('form') as HTMLFormElement);
  const warnings = () => view.container.querySelector('[aria-live="assertive"]')?.textContent ?? '';
  return { onSaved, warnings, view };
}

describe('avatar upload failures outside GraphQL (spec §8 shared handler)', () => {
  it("shows a proxy's own error text in a warning toast, once, and saves nothing", async () => {
    const { onSaved, warnings, view } = uploadWith(json(413, { error: 'Request Entity Too Large' }));
    await waitFor(() => expect(warnings()).toBe('Анхааруулга: Request Entity Too Large×'));
    expect(requests).toBe(1);
    expect(onSaved).not.toHaveBeenCalled();
    // told once: the form adds no vaguer message of its own
    expect(view.container.querySelector('.form-error')).toBeNull();
    expect(toastStore.getSnapshot().context.toasts).toMatchObject([
      { kind: 'warning', text: 'Request Entity Too Large' },
    ]);
  });

  it('joins a list of errors with commas', async () => {
    const { warnings } = uploadWith(json(422, { errors: { avatar: ['is not an image', 'is too wide'] } }));
    await waitFor(() => expect(warnings()).toContain('is not an image, is too wide'));
  });

  it("apologises in the shopper's language for an error page with no readable text", async () => {
    const { warnings, onSaved } = uploadWith({
      status: 502,
      contentType: 'text/html',
      body: '<h1>Bad gateway</h1>',
    });
    await waitFor(() => expect(warnings()).toBe('Анхааруулга: Уучлаарай, алдаа гарлаа.×'));
    expect(warnings()).not.toContain('Bad gateway');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("keeps the gateway's coded GraphQL refusal beside the field, without a toast", async () => {
    const { view } = uploadWith(
      json(400, {
        data: null,
        errors: [{ message: 'x', extensions: { code: 'BAD_USER_INPUT', fields: { avatar: ['not_image'] } } }],
      }),
    );
    await screen.findByText('Зөвхөн PNG, JPEG эсвэл WebP зураг оруулах боломжтой.');
    expect(toastStore.getSnapshot().context.toasts).toEqual([]);
    expect(view.container.querySelector('[aria-live="assertive"]')?.textContent).toBe('');
  });
});
