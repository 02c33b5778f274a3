import type { RouteOutcome } from './route.ts';

/** HTTP status of an error code: the gateway's codes, mapped once (server/platform/errors.ts has the same table). */
const errorStatus: Record<string, number> = {
  NOT_FOUND: 404,
  BAD_USER_INPUT: 400,
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  UPSTREAM_UNAVAILABLE: 502,
  NETWORK: 502,
  UPSTREAM_TIMEOUT: 504,
};

export function statusOf(outcome: RouteOutcome): number {
  switch (outcome.kind) {
    case 'page':
      return 200;
    case 'not-found':
      return 404;
    case 'redirect':
      return 302;
    case 'error':
      return errorStatus[outcome.code] ?? 500;
  }
}
