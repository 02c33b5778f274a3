import type { OrganizationJson, UserJson } from '../../commerce/contract.ts';
import { ShopError } from '../../platform/errors.ts';
import type { LoggedInJson } from '../clients/accounts-api.ts';
import type { GatewayContext } from '../context.ts';
import type { Account, CodeChallenge, Organization, Resolvers } from '../generated/resolvers.ts';
import { clearOrderCookie, onLogin } from '../login-hooks.ts';
import {
  accountsApi,
  clearSessionCookie,
  sessionAccount,
  sessionToken,
  setSessionCookie,
} from '../session.ts';

function account(user: UserJson): Account {
  return {
    id: String(user.id),
    phone: user.phone,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    gender: user.gender === 'male' ? 'MALE' : user.gender === 'female' ? 'FEMALE' : null,
    salutation: user.gender === 'male' ? 'MR' : user.gender === 'female' ? 'MS' : null,
    hasPassword: user.has_password,
    emailStatus:
      user.email_status === 'confirmed'
        ? 'CONFIRMED'
        : user.email_status === 'waiting'
          ? 'WAITING'
          : 'NOT_CONFIRMED',
    pendingEmail: user.pending_email,
    avatarUrl: user.avatar_url,
  };
}

function organization(json: OrganizationJson): Organization {
  return {
    name: json.name,
    registerNumber: json.register_number,
    workerCount: json.worker_count,
    direction: json.direction,
    address: json.address,
    phone: json.phone,
  };
}

/** The session of this request, or LOGIN_REQUIRED (spec §6). */
function requireSession(ctx: GatewayContext): string {
  const token = sessionToken(ctx);
  if (!token) throw new ShopError('LOGIN_REQUIRED');
  return token;
}

function challenge(json: {
  challenge_id: string;
  channel: 'sms' | 'email';
  expires_in: number;
  resend_in: number;
}): CodeChallenge {
  return {
    id: json.challenge_id,
    channel: json.channel === 'sms' ? 'SMS' : 'EMAIL',
    expiresIn: json.expires_in,
    resendIn: json.resend_in,
  };
}

/** A login of any kind: the new session's cookie, then what follows a login (the guest cart merge). */
async function loggedIn(ctx: GatewayContext, result: LoggedInJson): Promise<Account> {
  setSessionCookie(ctx, result.session);
  await onLogin(ctx, { userId: result.user.id });
  return account(result.user);
}

export const accountsResolvers: Resolvers = {
  Account: {
    // Read only when asked for (the account page), and only for the session's own account: after a
    // login that replaced another shopper's cookie, the old session must not lend its organization.
    async organization(parent, _args, ctx) {
      const current = await sessionAccount(ctx);
      if (!current || String(current.id) !== parent.id) return null;
      const json = await accountsApi(ctx).organization(requireSession(ctx));
      return json ? organization(json) : null;
    },
  },
  Query: {
    async socialProviders(_root, _args, ctx) {
      const providers = await accountsApi(ctx).socialProviders();
      return providers.map((provider) => (provider === 'google' ? 'GOOGLE' : 'FACEBOOK'));
    },
    async me(_root, _args, ctx) {
      const user = await sessionAccount(ctx);
      return user ? account(user) : null;
    },
  },
  Mutation: {
    async requestLoginCode(_root, { login, purpose }, ctx) {
      return challenge(await accountsApi(ctx).check(login, purpose === 'RESET' ? 'reset' : 'login'));
    },
    async resendLoginCode(_root, { challengeId }, ctx) {
      return challenge(await accountsApi(ctx).resend(challengeId));
    },
    async verifyLoginCode(_root, { challengeId, code }, ctx) {
      const result = await accountsApi(ctx).verify(challengeId, code);
      if (result.status === 'password_required') return { account: null, passwordTicket: result.ticket };
      return { account: await loggedIn(ctx, result), passwordTicket: null };
    },
    async setPassword(_root, { ticket, password, passwordConfirmation }, ctx) {
      return loggedIn(ctx, await accountsApi(ctx).setPassword(ticket, password, passwordConfirmation));
    },
    async loginWithPassword(_root, { login, password }, ctx) {
      return loggedIn(ctx, await accountsApi(ctx).login(login, password));
    },
    async updateProfile(_root, { input }, ctx) {
      const token = sessionToken(ctx);
      if (!token) throw new ShopError('LOGIN_REQUIRED');
      const changes: Record<string, string> = {};
      if (input.firstName != null) changes.first_name = input.firstName;
      if (input.lastName != null) changes.last_name = input.lastName;
      if (input.gender != null) changes.gender = input.gender === 'MALE' ? 'male' : 'female';
      if (input.email != null) changes.email = input.email;
      return account(await accountsApi(ctx).updateProfile(token, changes));
    },
    async confirmEmail(_root, { token }, ctx) {
      return account(await accountsApi(ctx).confirmEmail(token));
    },
    async updateOrganization(_root, { input }, ctx) {
      const saved = await accountsApi(ctx).saveOrganization(requireSession(ctx), {
        name: input.name,
        register_number: input.registerNumber,
        worker_count: input.workerCount ?? null,
        direction: input.direction ?? null,
        address: input.address ?? null,
        phone: input.phone ?? null,
      });
      return organization(saved);
    },
    async removeOrganization(_root, _args, ctx) {
      await accountsApi(ctx).removeOrganization(requireSession(ctx));
      return true;
    },
    async requestPhoneChange(_root, { phone }, ctx) {
      return challenge(await accountsApi(ctx).changePhone(requireSession(ctx), phone));
    },
    async confirmPhoneChange(_root, { challengeId, code }, ctx) {
      return account(await accountsApi(ctx).confirmPhone(requireSession(ctx), challengeId, code));
    },
    async logout(_root, _args, ctx) {
      const token = sessionToken(ctx);
      if (token) await accountsApi(ctx).logout(token);
      clearSessionCookie(ctx);
      clearOrderCookie(ctx);
      return true;
    },
  },
};
