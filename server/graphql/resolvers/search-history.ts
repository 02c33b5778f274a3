import { SEARCH_HISTORY_SIZE, SEARCH_HISTORY_TEXT } from '../../commerce/contract.ts';
import { ShopError } from '../../platform/errors.ts';
import { SearchHistoryApi } from '../clients/search-history-api.ts';
import type { GatewayContext } from '../context.ts';
import type { Resolvers } from '../generated/resolvers.ts';
import { requireSessionUser, sessionToken, sessionUser } from '../session.ts';

/**
 * Remembers a logged-in shopper's search text (spec §3). Never fails the search it belongs to: a
 * history that could not be written is logged and the results still go out.
 */
export async function recordSearch(ctx: GatewayContext, text: string | null | undefined): Promise<void> {
  // no session cookie, no lookup: a guest's search costs nothing extra
  if (!text?.trim() || !sessionToken(ctx)) return;
  try {
    const user = await sessionUser(ctx);
    if (user) await new SearchHistoryApi(ctx.commerce, user.id).add([text.slice(0, SEARCH_HISTORY_TEXT)]);
  } catch (error) {
    ctx.reply.log.warn({ err: error }, 'search history not recorded');
  }
}

export const searchHistoryResolvers: Resolvers = {
  Query: {
    async searchHistory(_root, _args, ctx) {
      const user = await sessionUser(ctx);
      return user ? new SearchHistoryApi(ctx.commerce, user.id).list() : [];
    },
  },
  Mutation: {
    async mergeSearchHistory(_root, { texts }, ctx) {
      const user = await requireSessionUser(ctx);
      if (texts.length > 2 * SEARCH_HISTORY_SIZE) {
        throw new ShopError('VALIDATION', `At most ${2 * SEARCH_HISTORY_SIZE} texts`, {
          texts: [`must hold at most ${2 * SEARCH_HISTORY_SIZE} texts`],
        });
      }
      return new SearchHistoryApi(ctx.commerce, user.id).add(
        texts.map((text) => text.slice(0, SEARCH_HISTORY_TEXT)),
      );
    },
    async clearSearchHistory(_root, _args, ctx) {
      const user = await requireSessionUser(ctx);
      return new SearchHistoryApi(ctx.commerce, user.id).clear();
    },
  },
};
