import type { RouteOutcome } from './route.ts';

/** The HTTP status of a loaded route: an error answers with the status the gateway gave it. */
export function statusOf(outcome: RouteOutcome): number {
  switch (outcome.kind) {
    case 'page':
      return 200;
    case 'not-found':
      return 404;
    case 'redirect':
      return 302;
    case 'error':
      return outcome.status ?? 500;
  }
}
