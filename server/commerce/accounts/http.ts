import type { FastifyRequest } from 'fastify';
import type { User } from './users.ts';

/** The gateway names the shopper's session and address in these headers (routes need a client token). */
export const SESSION_HEADER = 'x-shop-session';
export const CLIENT_IP_HEADER = 'x-shop-client-ip';

export interface UserJson {
  id: number;
  phone: string | null;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  gender: User['gender'];
  has_password: boolean;
  email_status: User['emailStatus'];
  pending_email: string | null;
  avatar_url: string | null;
}

export const userJson = (user: User): UserJson => ({
  id: user.id,
  phone: user.phone,
  email: user.email,
  first_name: user.firstName,
  last_name: user.lastName,
  gender: user.gender,
  has_password: user.hasPassword,
  email_status: user.emailStatus,
  pending_email: user.pendingEmail,
  avatar_url: user.avatarUrl,
});

export const clientIp = (request: FastifyRequest) => {
  const forwarded = request.headers[CLIENT_IP_HEADER];
  return typeof forwarded === 'string' && forwarded ? forwarded.slice(0, 64) : request.ip;
};

export const sessionToken = (request: FastifyRequest) => {
  const token = request.headers[SESSION_HEADER];
  return typeof token === 'string' ? token : undefined;
};
