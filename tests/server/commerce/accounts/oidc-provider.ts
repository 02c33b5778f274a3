import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestAccount {
  sub: string;
  email: string;
  emailVerified: boolean;
}

/**
 * A real OpenID provider (oidc-provider) on a free local port, standing in for Google or Facebook.
 * Its login screen is replaced by `decide`: each authorization either logs `account` in (with
 * consent to openid + email) or answers `access_denied`, as a shopper's choice would.
 */
export async function startOidcProvider(client: { id: string; secret: string; redirectUri: string }) {
  let next: { account: TestAccount } | { deny: true } = { deny: true };
  const accounts = new Map<string, TestAccount>();
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.id,
        client_secret: client.secret,
        redirect_uris: [client.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => ({ sub, email: account.email, email_verified: account.emailVerified }),
      };
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  });
  const callback = provider.callback();

  server.on('request', async (request, response) => {
    if (!request.url?.startsWith('/interaction/')) return callback(request, response);
    try {
      const details = await provider.interactionDetails(request, response);
      if ('deny' in next) {
        await provider.interactionFinished(request, response, {
          error: 'access_denied',
          error_description: 'The user denied the login',
        });
        return;
      }
      const { account } = next;
      accounts.set(account.sub, account);
      const grant = new provider.Grant({ accountId: account.sub, clientId: client.id });
      grant.addOIDCScope('openid email');
      await provider.interactionFinished(request, response, {
        login: { accountId: account.sub },
        consent: { grantId: await grant.save() },
      });
      void details;
    } catch (error) {
      response.statusCode = 500;
      response.end(String(error));
    }
  });

  return {
    issuer,
    /** The next authorization logs this account in. */
    willLogin(account: TestAccount) {
      next = { account };
    },
    /** The next authorization is refused by the shopper. */
    willDeny() {
      next = { deny: true };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A tiny cookie jar for following the provider's redirects by hand. */
export async function follow(url: string, jar: Map<string, string>, stopAt: string): Promise<URL> {
  let current = new URL(url);
  for (let hop = 0; hop < 10; hop += 1) {
    if (current.href.startsWith(stopAt)) return current;
    const response = await fetch(current, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const [name = '', ...value] = pair.split('=');
      jar.set(name, value.join('='));
    }
    const location = response.headers.get('location');
    if (!location)
      throw new Error(`${current} answered ${response.status} without a redirect: ${await response.text()}`);
    current = new URL(location, current);
  }
  throw new Error('too many redirects');
}
