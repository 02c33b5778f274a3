import type { StaffNewsDto, StaffNewsSummaryDto, Translations } from '../../commerce/contract.ts';
import { ShopError } from '../../platform/errors.ts';
import { ContentEditingApi, type StaffPageDetailDto } from '../clients/content-editing-api.ts';
import type { GatewayContext } from '../context.ts';
import type { NewsInput, Resolvers, ShopPageInput } from '../generated/resolvers.ts';
import { STAFF_COOKIE, staffSession } from './backoffice.ts';

/** The back office's news list: 20 a page, newest first. */
const NEWS_PER_PAGE = 20;
const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;

/** An id as the REST routes take it; anything else names no news item, without a call. */
function newsId(id: string): number {
  if (!/^[1-9][0-9]{0,8}$/.test(id)) throw new ShopError('ARTICLE_NOT_FOUND');
  return Number(id);
}

function pageSlug(slug: string): string {
  if (!SLUG.test(slug)) throw new ShopError('PAGE_NOT_FOUND');
  return slug;
}

/** As the logged-in staff member; a dead session reads as "log in again" and its cookie goes. */
async function asStaff<T>(ctx: GatewayContext, call: (api: ContentEditingApi) => Promise<T>): Promise<T> {
  const session = staffSession(ctx);
  if (!session) throw new ShopError('STAFF_LOGIN_REQUIRED');
  try {
    return await call(new ContentEditingApi(ctx.commerce, session));
  } catch (error) {
    if (error instanceof ShopError && error.shopCode === 'STAFF_TOKEN_REQUIRED') {
      ctx.reply.clearCookie(STAFF_COOKIE, { path: '/' });
      throw new ShopError('STAFF_LOGIN_REQUIRED');
    }
    throw error;
  }
}

const newsSummaryOf = (dto: StaffNewsSummaryDto) => ({
  id: String(dto.id),
  title: dto.title,
  tags: dto.tags,
  published: dto.published,
  publishedAt: dto.published_at,
  updatedAt: dto.updated_at,
  updatedBy: dto.updated_by,
  authorName: dto.author?.name ?? null,
});

const newsOf = (dto: StaffNewsDto) => ({
  ...newsSummaryOf(dto),
  summary: dto.summary,
  bodyHtml: dto.body_html,
  imageUrl: dto.image_url,
  authorId: dto.author ? String(dto.author.id) : null,
  version: dto.version,
  history: dto.history,
});

function newsBody(input: NewsInput) {
  let authorId: number | null = null;
  if (input.authorId != null && input.authorId !== '') {
    if (!/^[1-9][0-9]{0,8}$/.test(input.authorId)) throw new ShopError('AUTHOR_NOT_FOUND');
    authorId = Number(input.authorId);
  }
  return {
    title: input.title,
    body_html: input.bodyHtml,
    author_id: authorId,
    ...(input.summary != null ? { summary: input.summary } : {}),
    ...(input.tags != null ? { tags: input.tags } : {}),
    ...(input.imageUrl?.trim() ? { image_url: input.imageUrl.trim() } : {}),
    ...(input.published != null ? { published: input.published } : {}),
    ...(input.version != null ? { version: input.version } : {}),
  };
}

const pageOf = (dto: StaffPageDetailDto) => ({
  slug: dto.slug,
  title: dto.title,
  body: dto.body,
  titleEn: dto.translations.en?.title ?? '',
  bodyEn: dto.translations.en?.body ?? '',
  position: dto.position,
  published: dto.published,
  updatedAt: dto.updated_at,
  updatedBy: dto.updated_by,
  version: dto.version,
  history: dto.history,
});

/** The editor's English beside the Mongolian; the page's other languages are kept as they are. */
function translationsOf(kept: Translations | undefined, input: ShopPageInput): Translations {
  const en = { ...(kept?.en ?? {}) };
  for (const [field, value] of [
    ['title', input.titleEn],
    ['body', input.bodyEn],
  ] as const) {
    if (value == null) continue;
    if (value.trim()) en[field] = value;
    else delete en[field];
  }
  const { en: _old, ...others } = kept ?? {};
  return Object.keys(en).length > 0 ? { ...others, en } : others;
}

const pageBody = (input: ShopPageInput, kept: Translations | undefined) => ({
  title: input.title,
  body: input.body,
  translations: translationsOf(kept, input),
  ...(input.position != null ? { position: input.position } : {}),
  ...(input.published != null ? { published: input.published } : {}),
  ...(input.version != null ? { version: input.version } : {}),
});

export const contentEditingResolvers: Resolvers = {
  Query: {
    staffNewsList: (_root, args, ctx) =>
      asStaff(ctx, async (api) => {
        const page = args.page ?? 1;
        if (!Number.isInteger(page) || page < 1 || page > 10_000) {
          throw new ShopError('VALIDATION', 'Paging is out of range', { page: ['out_of_range'] });
        }
        const answer = await api.newsList(page, NEWS_PER_PAGE);
        return {
          items: answer.items.map(newsSummaryOf),
          total: answer.total_count,
          page: answer.page,
          perPage: answer.per_page,
          more: page < answer.total_pages,
        };
      }),
    staffNews: (_root, { id }, ctx) => asStaff(ctx, async (api) => newsOf(await api.news(newsId(id)))),
    staffShopPages: (_root, _args, ctx) =>
      asStaff(ctx, async (api) =>
        (await api.pages()).map((page) => ({
          slug: page.slug,
          title: page.title,
          position: page.position,
          published: page.published,
          updatedAt: page.updated_at,
          updatedBy: page.updated_by,
        })),
      ),
    staffShopPage: (_root, { slug }, ctx) =>
      asStaff(ctx, async (api) => pageOf(await api.page(pageSlug(slug)))),
  },
  Mutation: {
    staffSaveNews: (_root, { id, input }, ctx) =>
      asStaff(ctx, async (api) =>
        newsOf(await api.saveNews(id == null ? null : newsId(id), newsBody(input))),
      ),
    staffPublishNews: (_root, { id, published }, ctx) =>
      asStaff(ctx, async (api) => newsOf(await api.publishNews(newsId(id), published))),
    staffDeleteNews: (_root, { id }, ctx) =>
      asStaff(ctx, async (api) => {
        await api.deleteNews(newsId(id));
        return true;
      }),
    staffCreateShopPage: (_root, { slug, input }, ctx) =>
      asStaff(ctx, async (api) => {
        if (!SLUG.test(slug)) throw new ShopError('VALIDATION', 'Not a page address', { slug: ['invalid'] });
        return pageOf(await api.createPage(slug, pageBody(input, undefined)));
      }),
    staffEditShopPage: (_root, { slug, input }, ctx) =>
      asStaff(ctx, async (api) => {
        const kept = await api.page(pageSlug(slug));
        return pageOf(await api.editPage(slug, pageBody(input, kept.translations)));
      }),
    staffPublishShopPage: (_root, { slug, published }, ctx) =>
      asStaff(ctx, async (api) => pageOf(await api.publishPage(pageSlug(slug), published))),
    staffDeleteShopPage: (_root, { slug }, ctx) =>
      asStaff(ctx, async (api) => {
        await api.deletePage(pageSlug(slug));
        return true;
      }),
  },
};
