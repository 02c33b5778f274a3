import type {
  ArticleDto,
  ArticleSummaryDto,
  AuthorDto,
  CommentDto,
  ContentPage,
  ArticleKind as KindDto,
} from '../../commerce/contract.ts';
import { ShopError } from '../../platform/errors.ts';
import { ContentApi } from '../clients/content-api.ts';
import type { GatewayContext } from '../context.ts';
import type { Article, ArticleKind, Author, Comment, Resolvers } from '../generated/resolvers.ts';
import { shopperIdentity } from './orders.ts';

async function contentApi(ctx: GatewayContext): Promise<ContentApi> {
  return new ContentApi(ctx.commerce, await shopperIdentity(ctx), ctx.reply.request.ip);
}

/** Writing needs a logged-in shopper; a guest is refused here, before any call. */
async function memberApi(ctx: GatewayContext): Promise<ContentApi> {
  const identity = await shopperIdentity(ctx);
  if (identity.userId === undefined) throw new ShopError('LOGIN_REQUIRED');
  return new ContentApi(ctx.commerce, identity, ctx.reply.request.ip);
}

const kindOf = (kind: ArticleKind | null | undefined): KindDto => (kind === 'ARTICLE' ? 'article' : 'news');
const kindName = (kind: KindDto): ArticleKind => (kind === 'article' ? 'ARTICLE' : 'NEWS');

/** A GraphQL ID naming a row: a positive whole number, or `notFound` before any call. */
function idOf(id: string, notFound: 'ARTICLE_NOT_FOUND' | 'COMMENT_NOT_FOUND' | 'AUTHOR_NOT_FOUND'): number {
  const value = Number(id);
  if (!/^\d{1,10}$/.test(id) || value < 1 || value > 2_147_483_647) throw new ShopError(notFound);
  return value;
}

/** Paging asked of the REST service, bounded like it (1–50 a page). */
function paging(args: { page?: number | null; perPage?: number | null }) {
  const page = args.page ?? 1;
  const perPage = args.perPage ?? 12;
  if (page < 1 || page > 10_000 || perPage < 1 || perPage > 50) {
    throw new ShopError('VALIDATION', undefined, { page: ['out_of_range'] });
  }
  return { page, perPage };
}

function articleOf(dto: ArticleSummaryDto | ArticleDto): Article {
  return {
    id: String(dto.id),
    kind: kindName(dto.kind),
    title: dto.title,
    summary: dto.summary,
    tags: dto.tags,
    imageUrl: dto.image_url,
    publishedAt: dto.published_at,
    author: dto.author ? { id: String(dto.author.id), name: dto.author.name } : null,
    commentsCount: dto.comments_count,
    bodyHtml: 'body_html' in dto ? dto.body_html : null,
    mine: 'mine' in dto ? dto.mine : false,
  };
}

function commentOf(dto: CommentDto): Comment {
  return {
    id: String(dto.id),
    articleId: String(dto.article_id),
    replyId: dto.reply_id === null ? null : String(dto.reply_id),
    authorName: dto.author_name,
    comment: dto.comment,
    deleted: dto.deleted,
    createdAt: dto.created_at,
    ratingAverage: dto.rating.average,
    ratingsCount: dto.rating.count,
    myRating: dto.rating.mine,
    mine: dto.mine,
  };
}

function authorOf(dto: AuthorDto): Author {
  return {
    id: String(dto.id),
    name: dto.name,
    bio: dto.bio,
    articlesCount: dto.articles_count,
    followersCount: dto.followers_count,
    followed: dto.followed,
  };
}

function pageOf<Dto, Item>(page: ContentPage<Dto>, map: (dto: Dto) => Item) {
  return {
    items: page.items.map(map),
    page: page.page,
    perPage: page.per_page,
    totalCount: page.total_count,
  };
}

export const newsResolvers: Resolvers = {
  Query: {
    news: async (_root, args, ctx) =>
      pageOf(await (await contentApi(ctx)).list('news', { ...paging(args), tag: args.tag }), articleOf),
    articles: async (_root, args, ctx) =>
      pageOf(
        await (await contentApi(ctx)).list('article', {
          ...paging(args),
          tag: args.tag,
          ...(args.authorId ? { authorId: idOf(args.authorId, 'AUTHOR_NOT_FOUND') } : {}),
        }),
        articleOf,
      ),
    myArticles: async (_root, args, ctx) =>
      pageOf(await (await memberApi(ctx)).mine(paging(args)), articleOf),
    articleTags: async (_root, { kind }, ctx) => (await contentApi(ctx)).tags(kindOf(kind)),
    article: async (_root, { kind, id }, ctx) =>
      articleOf(await (await contentApi(ctx)).get(kindOf(kind), idOf(id, 'ARTICLE_NOT_FOUND'))),
    comments: async (_root, { kind, articleId, ...args }, ctx) =>
      pageOf(
        await (await contentApi(ctx)).comments(
          kindOf(kind),
          idOf(articleId, 'ARTICLE_NOT_FOUND'),
          paging(args),
        ),
        commentOf,
      ),
    // the search service ranks, commerce serves the content of the ranked ids
    searchNews: async (_root, { text, kind, ...args }, ctx) => {
      const { page, perPage } = paging(args);
      const hits = await ctx.search.searchNews({
        q: text.slice(0, 200),
        kind: kindOf(kind),
        page,
        per_page: perPage,
      });
      const items =
        hits.ids.length > 0 ? (await (await contentApi(ctx)).byIds(kindOf(kind), hits.ids)).items : [];
      return { items: items.map(articleOf), page, perPage, totalCount: hits.total };
    },
    authors: async (_root, args, ctx) =>
      pageOf(await (await contentApi(ctx)).authors(paging(args)), authorOf),
    author: async (_root, { id }, ctx) =>
      authorOf(await (await contentApi(ctx)).author(idOf(id, 'AUTHOR_NOT_FOUND'))),
    bookmarks: async (_root, _args, ctx) =>
      (await (await memberApi(ctx)).bookmarks()).map((bookmark) => ({
        id: String(bookmark.id),
        type: kindName(bookmark.type),
        createdAt: bookmark.created_at,
        article: articleOf(bookmark.article),
      })),
  },
  Mutation: {
    createArticle: async (_root, { input }, ctx) => articleOf(await (await memberApi(ctx)).create(input)),
    updateArticle: async (_root, { id, input }, ctx) =>
      articleOf(await (await memberApi(ctx)).update(idOf(id, 'ARTICLE_NOT_FOUND'), input)),
    addComment: async (_root, { kind, articleId, comment }, ctx) =>
      commentOf(
        await (await memberApi(ctx)).addComment(kindOf(kind), idOf(articleId, 'ARTICLE_NOT_FOUND'), comment),
      ),
    replyToComment: async (_root, { replyId, comment }, ctx) =>
      commentOf(await (await memberApi(ctx)).reply(idOf(replyId, 'COMMENT_NOT_FOUND'), comment)),
    deleteComment: async (_root, { id }, ctx) => {
      await (await memberApi(ctx)).deleteComment(idOf(id, 'COMMENT_NOT_FOUND'));
      return true;
    },
    rateComment: async (_root, { id, rating }, ctx) =>
      commentOf(await (await memberApi(ctx)).rateComment(idOf(id, 'COMMENT_NOT_FOUND'), rating)),
    createAuthor: async (_root, { name, bio }, ctx) =>
      authorOf(await (await memberApi(ctx)).createAuthor(name, bio)),
    setFollowingAuthor: async (_root, { id, following }, ctx) =>
      authorOf(await (await memberApi(ctx)).follow(idOf(id, 'AUTHOR_NOT_FOUND'), following)),
    setBookmarked: async (_root, { id, type, bookmarked }, ctx) =>
      (
        await (
          await memberApi(ctx)
        ).setBookmarked(kindOf(type ?? 'ARTICLE'), idOf(id, 'ARTICLE_NOT_FOUND'), bookmarked)
      ).map((entry) => ({ id: String(entry.id), type: kindName(entry.type) })),
    subscribeNewsletter: async (_root, { email }, ctx) => {
      await (await contentApi(ctx)).subscribe(email);
      return true;
    },
    confirmNewsletter: async (_root, { token }, ctx) => {
      await (await contentApi(ctx)).confirmSubscription(token);
      return true;
    },
    unsubscribeNewsletter: async (_root, { token }, ctx) => {
      await (await contentApi(ctx)).unsubscribe(token);
      return true;
    },
    sendContactForm: async (_root, { input }, ctx) => {
      await (await contentApi(ctx)).sendContactForm(input);
      return true;
    },
  },
};
