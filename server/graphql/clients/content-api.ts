import {
  type ArticleDto,
  type ArticleKind,
  type ArticleSummaryDto,
  type AuthorDto,
  type BookmarkDto,
  type BookmarkType,
  CLIENT_IP_HEADER,
  type CommentDto,
  type ContentPage,
  type OrderIdentity,
} from '../../commerce/contract.ts';
import type { CommerceClient } from './commerce-client.ts';
import { shopperHeaders } from './shopper-headers.ts';
import type { ServiceRequest } from './transport.ts';

export interface PageArgs {
  page?: number | null | undefined;
  perPage?: number | null | undefined;
}

export interface ArticleFields {
  title: string;
  summary?: string | null | undefined;
  bodyHtml: string;
  tags?: readonly string[] | null | undefined;
  imageUrl?: string | null | undefined;
}

/** The REST base of a kind: `/api/v2/news` or `/api/v2/articles`. */
const base = (kind: ArticleKind) => (kind === 'news' ? '/api/v2/news' : '/api/v2/articles');

function query(values: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

const paging = ({ page, perPage }: PageArgs) => ({ page, per_page: perPage });

/** News, articles, comments, authors, bookmarks, newsletter and contact of the commerce service. */
export class ContentApi {
  constructor(
    private readonly commerce: CommerceClient,
    private readonly identity: OrderIdentity,
    private readonly clientIp: string,
  ) {}

  private call<Body>(method: ServiceRequest['method'], path: string, body?: unknown): Promise<Body> {
    return this.commerce.request({
      method,
      path,
      headers: { ...shopperHeaders(this.identity), [CLIENT_IP_HEADER]: this.clientIp },
      ...(body === undefined ? {} : { body }),
    });
  }

  list(kind: ArticleKind, args: PageArgs & { tag?: string | null; authorId?: number }) {
    return this.call<ContentPage<ArticleSummaryDto>>(
      'GET',
      `${base(kind)}${query({ ...paging(args), tag: args.tag, author_id: args.authorId })}`,
    );
  }

  byIds(kind: ArticleKind, ids: readonly number[]) {
    return this.call<ContentPage<ArticleSummaryDto>>('GET', `${base(kind)}${query({ ids: ids.join(',') })}`);
  }

  mine(args: PageArgs) {
    return this.call<ContentPage<ArticleSummaryDto>>('GET', `/api/v2/articles/mine${query(paging(args))}`);
  }

  async tags(kind: ArticleKind) {
    return (await this.call<{ tags: { name: string; count: number }[] }>('GET', `${base(kind)}/tags`)).tags;
  }

  get(kind: ArticleKind, id: number) {
    return this.call<ArticleDto>('GET', `${base(kind)}/${id}`);
  }

  private articleBody(fields: ArticleFields) {
    return {
      title: fields.title,
      body_html: fields.bodyHtml,
      ...(fields.summary ? { summary: fields.summary } : {}),
      ...(fields.tags ? { tags: fields.tags } : {}),
      ...(fields.imageUrl ? { image_url: fields.imageUrl } : {}),
    };
  }

  create(fields: ArticleFields) {
    return this.call<ArticleDto>('POST', '/api/v2/articles', this.articleBody(fields));
  }

  update(id: number, fields: ArticleFields) {
    return this.call<ArticleDto>('PUT', `/api/v2/articles/${id}`, this.articleBody(fields));
  }

  comments(kind: ArticleKind, articleId: number, args: PageArgs) {
    return this.call<ContentPage<CommentDto>>(
      'GET',
      `${base(kind)}/${articleId}/comments${query(paging(args))}`,
    );
  }

  addComment(kind: ArticleKind, articleId: number, comment: string) {
    return this.call<CommentDto>('POST', `${base(kind)}/${articleId}/comments`, { comment });
  }

  reply(replyId: number, comment: string) {
    return this.call<CommentDto>('POST', '/api/v2/comments', { reply_id: replyId, comment });
  }

  async deleteComment(id: number): Promise<void> {
    await this.call('DELETE', `/api/v2/comments/${id}`);
  }

  rateComment(id: number, rating: number) {
    return this.call<CommentDto>('PUT', `/api/v2/comments/${id}/review`, { rating });
  }

  authors(args: PageArgs) {
    return this.call<ContentPage<AuthorDto>>('GET', `/api/v2/authors${query(paging(args))}`);
  }

  author(id: number) {
    return this.call<AuthorDto>('GET', `/api/v2/authors/${id}`);
  }

  createAuthor(name: string, bio?: string | null) {
    return this.call<AuthorDto>('POST', '/api/v2/authors', { name, ...(bio ? { bio } : {}) });
  }

  follow(id: number, following: boolean) {
    return this.call<AuthorDto>('PUT', `/api/v2/authors/${id}/${following ? 'follow' : 'unfollow'}`);
  }

  async bookmarks() {
    return (await this.call<{ bookmarks: BookmarkDto[] }>('GET', '/api/v2/bookmarks')).bookmarks;
  }

  async setBookmarked(type: BookmarkType, id: number, bookmarked: boolean) {
    const answer = bookmarked
      ? await this.call<{ ids: { type: BookmarkType; id: number }[] }>('POST', '/api/v2/bookmarks', {
          id,
          type,
        })
      : await this.call<{ ids: { type: BookmarkType; id: number }[] }>(
          'DELETE',
          `/api/v2/bookmarks/${id}${query({ type })}`,
        );
    return answer.ids;
  }

  async subscribe(email: string) {
    await this.call('POST', '/api/v2/subscribe', { email });
  }

  async confirmSubscription(token: string) {
    await this.call('POST', '/api/v2/subscribe/confirm', { token });
  }

  async unsubscribe(token: string) {
    await this.call('POST', '/api/v2/subscribe/unsubscribe', { token });
  }

  async sendContactForm(form: {
    name: string;
    email: string;
    phone?: string | null;
    subject: string;
    message: string;
  }) {
    await this.call('POST', '/api/v2/contact_forms', {
      name: form.name,
      email: form.email,
      subject: form.subject,
      message: form.message,
      ...(form.phone ? { phone: form.phone } : {}),
    });
  }
}
