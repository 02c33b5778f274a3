import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GraphqlExecutor, GraphqlResponse } from '../../web/src/graphql/client.ts';
import { renderApp, serverState } from './app-harness.tsx';
import { siteData } from './fixtures.ts';

afterEach(cleanup);

/** The page behind the link sent to a new e-mail address, against a gateway answering ConfirmEmail. */
async function openLink(token: string, confirm: () => GraphqlResponse) {
  const tokens: unknown[] = [];
  const execute: GraphqlExecutor = async ({ query, variables = {} }) => {
    const operation = /^\s*(?:query|mutation)\s+(\w+)/m.exec(query)?.[1] ?? '?';
    if (operation === 'SiteData') return { data: { siteData } };
    if (operation === 'Me') return { data: { me: null } };
    if (operation === 'ConfirmEmail') {
      tokens.push(variables.token);
      return confirm();
    }
    return { errors: [{ message: 'unexpected', extensions: { code: 'INTERNAL' } }] };
  };
  const url = `/account/confirm-email?token=${token}`;
  renderApp(url, execute, await serverState(url, execute));
  await screen.findByRole('heading', { name: 'И-мэйлээ баталгаажуулах' });
  return tokens;
}

describe('confirming a new e-mail address from its link', () => {
  it('an expired or unknown link says so in the words of a link, not of an SMS code', async () => {
    const tokens = await openLink('stale-token', () => ({
      errors: [{ message: 'refused', extensions: { code: 'CODE_EXPIRED' } }],
    }));
    // nothing is confirmed by opening the page (a mail scanner opens links)
    expect(tokens).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Энэ и-мэйлийг баталгаажуулах' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Баталгаажуулах холбоос хүчингүй эсвэл хугацаа нь дууссан байна. Бүртгэлийн хуудаснаасаа и-мэйлээ дахин илгээнэ үү.',
    );
    expect(alert.textContent).not.toMatch(/SMS/);
    expect(tokens).toEqual(['stale-token']);
  });

  it('a good link confirms the address once clicked', async () => {
    await openLink('good-token', () => ({ data: { confirmEmail: { id: '7', email: 'bat@example.mn' } } }));
    fireEvent.click(screen.getByRole('button', { name: 'Энэ и-мэйлийг баталгаажуулах' }));
    await screen.findByText('Амжилттай хадгалагдлаа. Таны bat@example.mn и-мэйл баталгаажлаа.');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
