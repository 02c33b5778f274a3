import { errorCode } from '../graphql/client.ts';
import type { StaffFieldsFragment } from '../graphql/generated/graphql.ts';
import type { RouteContext } from '../routing/route.ts';

/**
 * What a back-office loader hands its screen: the staff member and the section's data, or why not.
 * `staff: null` with no failure means nobody is logged in (the login form shows); a failure is a
 * coded refusal shown in words (a role this member lacks, an unknown order or quote).
 */
export type StaffData<T> =
  | { staff: StaffFieldsFragment; value: T; failure: null }
  | { staff: null; value: null; failure: string | null };

/**
 * The loader every back-office screen shares: `fetch` asks for `staffMe` beside the section's data;
 * STAFF_LOGIN_REQUIRED becomes the login form, STAFF_ROLE_REQUIRED (and any of `refusals`, such as
 * ORDER_NOT_FOUND) a message; anything else is the route's error page.
 */
export function staffRoute<TParams, T>(
  fetch: (
    params: TParams,
    context: RouteContext,
  ) => Promise<{ staff: StaffFieldsFragment | null | undefined; value: T | null | undefined }>,
  refusals: readonly string[] = [],
): (params: TParams, context: RouteContext) => Promise<StaffData<T>> {
  return async (params, context) => {
    try {
      const { staff, value } = await fetch(params, context);
      if (!staff || value === null || value === undefined) return { staff: null, value: null, failure: null };
      return { staff, value, failure: null };
    } catch (error) {
      const code = errorCode(error);
      if (code === 'STAFF_LOGIN_REQUIRED') return { staff: null, value: null, failure: null };
      if (code === 'STAFF_ROLE_REQUIRED' || refusals.includes(code)) {
        return { staff: null, value: null, failure: code };
      }
      throw error;
    }
  };
}
