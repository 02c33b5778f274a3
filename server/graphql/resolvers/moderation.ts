import type { ModerationItemDto, ModerationKindDto } from '../../commerce/contract.ts';
import { ShopError } from '../../platform/errors.ts';
import { ModerationApi } from '../clients/moderation-api.ts';
import type { GatewayContext } from '../context.ts';
import type { ModerationItem, ModerationKind, Resolvers } from '../generated/resolvers.ts';
import { STAFF_COOKIE, staffSession } from './backoffice.ts';

/** As the logged-in staff member; a dead session reads as "log in again" and its cookie goes. */
async function asStaff<T>(ctx: GatewayContext, call: (api: ModerationApi) => Promise<T>): Promise<T> {
  const session = staffSession(ctx);
  if (!session) throw new ShopError('STAFF_LOGIN_REQUIRED');
  try {
    return await call(new ModerationApi(ctx.commerce, session));
  } catch (error) {
    if (error instanceof ShopError && error.shopCode === 'STAFF_TOKEN_REQUIRED') {
      ctx.reply.clearCookie(STAFF_COOKIE, { path: '/' });
      throw new ShopError('STAFF_LOGIN_REQUIRED');
    }
    throw error;
  }
}

const kindDto = (kind: ModerationKind) => kind.toLowerCase() as ModerationKindDto;
const itemOf = (dto: ModerationItemDto): ModerationItem => ({
  kind: dto.kind.toUpperCase() as ModerationKind,
  id: dto.id,
  subjectId: String(dto.subject_id),
  subjectName: dto.subject_name,
  authorName: dto.author_name,
  rating: dto.rating,
  text: dto.text,
  hidden: dto.hidden,
  hiddenReason: dto.hidden_reason,
  createdAt: dto.created_at,
});

/** Staff moderation of reviews and comments (#17) over `/api/v2/admin/moderation`. */
export const moderationResolvers: Resolvers = {
  Query: {
    staffModeration: async (_root, { kind, hidden, page, perPage }, ctx) => {
      const pageNumber = page ?? 1;
      const size = perPage ?? 20;
      if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > 10_000 || size < 1 || size > 100) {
        throw new ShopError('VALIDATION', 'Paging is out of range', { page: ['out of range'] });
      }
      const answer = await asStaff(ctx, (api) =>
        api.recent({
          kind: kind ? kindDto(kind) : undefined,
          hidden: hidden ?? undefined,
          page: pageNumber,
          perPage: size,
        }),
      );
      return {
        items: answer.items.map(itemOf),
        total: answer.total,
        page: answer.page,
        perPage: answer.per_page,
        more: answer.more,
      };
    },
  },
  Mutation: {
    staffModerate: async (_root, { kind, id, hide, reason }, ctx) => {
      if (!/^[A-Za-z0-9_-]{1,40}$/.test(id)) {
        throw new ShopError(kind === 'COMMENT' ? 'COMMENT_NOT_FOUND' : 'REVIEW_NOT_FOUND');
      }
      return itemOf(await asStaff(ctx, (api) => api.moderate(kindDto(kind), id, hide, reason)));
    },
  },
};
