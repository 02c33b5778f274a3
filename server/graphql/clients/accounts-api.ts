import { randomBytes } from 'node:crypto';
import type { ChallengeAnswer, OrganizationJson } from '../../commerce/contract.ts';
import { AVATAR_FIELD, CLIENT_IP_HEADER, SESSION_HEADER, type UserJson } from '../../commerce/contract.ts';
import type { CommerceClient } from './commerce-client.ts';

export interface ChallengeJson {
  challenge_id: string;
  channel: ChallengeAnswer['channel'];
  expires_in: number;
  resend_in: number;
}

export interface LoggedInJson {
  user: UserJson;
  session: { token: string; expires_at: string };
}

export type VerifyJson =
  | ({ status: 'logged_in' } & LoggedInJson)
  | { status: 'password_required'; ticket: string };

/** The commerce service's accounts routes, with the shopper's address and session in trusted headers. */
export class AccountsApi {
  constructor(
    private readonly commerce: CommerceClient,
    private readonly clientIp: string,
  ) {}

  private post<Body>(path: string, body: unknown): Promise<Body> {
    return this.commerce.request<Body>({
      method: 'POST',
      path,
      body,
      headers: { [CLIENT_IP_HEADER]: this.clientIp },
    });
  }

  check(login: string, purpose: 'login' | 'reset'): Promise<ChallengeJson> {
    return this.post('/api/v2/mcs_auth/check', { login, purpose });
  }

  resend(challengeId: string): Promise<ChallengeJson> {
    return this.post('/api/v2/mcs_auth/resend', { challenge_id: challengeId });
  }

  verify(challengeId: string, code: string): Promise<VerifyJson> {
    return this.post('/api/v2/mcs_auth/verify', { challenge_id: challengeId, code });
  }

  setPassword(ticket: string, password: string, confirmation: string): Promise<LoggedInJson> {
    return this.post('/api/v2/mcs_auth/sign_up', { ticket, password, password_confirmation: confirmation });
  }

  login(login: string, password: string): Promise<LoggedInJson> {
    return this.post('/api/v2/mcs_auth', { login, password });
  }

  async socialProviders(): Promise<string[]> {
    return (
      await this.commerce.request<{ providers: string[] }>({
        method: 'GET',
        path: '/api/v2/mcs_auth/social_providers',
      })
    ).providers;
  }

  me(session: string): Promise<UserJson> {
    return this.commerce.request({
      method: 'GET',
      path: '/api/v2/users/me',
      headers: { [SESSION_HEADER]: session },
    });
  }

  updateProfile(session: string, changes: Record<string, string>): Promise<UserJson> {
    return this.commerce.request({
      method: 'POST',
      path: '/api/v2/users/update_profile',
      body: changes,
      headers: { [SESSION_HEADER]: session },
    });
  }

  confirmEmail(token: string): Promise<UserJson> {
    return this.post('/api/v2/users/confirm_email', { token });
  }

  private asShopper<Body>(
    session: string,
    request: Omit<Parameters<CommerceClient['request']>[0], 'headers'>,
  ): Promise<Body> {
    return this.commerce.request<Body>({
      ...request,
      headers: { [SESSION_HEADER]: session, [CLIENT_IP_HEADER]: this.clientIp },
    });
  }

  async organization(session: string): Promise<OrganizationJson | null> {
    return (
      await this.asShopper<{ organization: OrganizationJson | null }>(session, {
        method: 'GET',
        path: '/api/v2/users/organization',
      })
    ).organization;
  }

  async saveOrganization(session: string, organization: OrganizationJson): Promise<OrganizationJson> {
    return (
      await this.asShopper<{ organization: OrganizationJson }>(session, {
        method: 'PUT',
        path: '/api/v2/users/organization',
        body: organization,
      })
    ).organization;
  }

  async removeOrganization(session: string): Promise<void> {
    await this.asShopper(session, { method: 'DELETE', path: '/api/v2/users/organization' });
  }

  changePhone(session: string, phone: string): Promise<ChallengeJson> {
    return this.asShopper(session, { method: 'POST', path: '/api/v2/users/change_phone', body: { phone } });
  }

  confirmPhone(session: string, challengeId: string, code: string): Promise<UserJson> {
    return this.asShopper(session, {
      method: 'POST',
      path: '/api/v2/users/confirm_phone',
      body: { challenge_id: challengeId, code },
    });
  }

  /** The picture as the multipart `update_avatar` of spec §7 takes it. */
  updateAvatar(session: string, image: Buffer): Promise<UserJson> {
    const boundary = `----shop${randomBytes(12).toString('hex')}`;
    const data = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${AVATAR_FIELD}"; filename="avatar"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      image,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return this.asShopper(session, {
      method: 'POST',
      path: '/api/v2/users/update_avatar',
      rawBody: { contentType: `multipart/form-data; boundary=${boundary}`, data },
    });
  }

  async logout(session: string): Promise<void> {
    await this.commerce.request({
      method: 'DELETE',
      path: '/api/v2/mcs_auth/session',
      headers: { [SESSION_HEADER]: session },
    });
  }
}
