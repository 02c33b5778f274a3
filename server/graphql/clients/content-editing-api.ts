import type {
  ContentPage,
  NewsHistoryEntry,
  StaffNewsDto,
  StaffNewsSummaryDto,
  StaffPageDto,
  Translations,
} from '../../commerce/contract.ts';
import type { CommerceClient } from './commerce-client.ts';

/** A page as the staff API answers it, with its version and its log. */
export type StaffPageDetailDto = StaffPageDto & { version: number; history: NewsHistoryEntry[] };

export interface NewsBody {
  title: string;
  summary?: string;
  body_html: string;
  tags?: string[];
  image_url?: string;
  author_id?: number | null;
  published?: boolean;
  version?: number;
}

export interface PageBody {
  title: string;
  body: string;
  translations: Translations;
  position?: number;
  published?: boolean;
  version?: number;
}

/** The news and pages editors' staff routes (#18) on the commerce service, as one staff member. */
export class ContentEditingApi {
  constructor(
    private readonly commerce: CommerceClient,
    private readonly session: string,
  ) {}

  private call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, extra: object = {}): Promise<T> {
    return this.commerce.request({
      method,
      path,
      headers: { authorization: `Bearer ${this.session}` },
      ...extra,
    });
  }

  newsList(page: number, perPage: number): Promise<ContentPage<StaffNewsSummaryDto>> {
    return this.call('GET', '/api/v2/admin/news', { query: { page, per_page: perPage } });
  }

  news(id: number): Promise<StaffNewsDto> {
    return this.call('GET', `/api/v2/admin/news/${id}`);
  }

  saveNews(id: number | null, body: NewsBody): Promise<StaffNewsDto> {
    return id === null
      ? this.call('POST', '/api/v2/admin/news', { body })
      : this.call('PUT', `/api/v2/admin/news/${id}`, { body });
  }

  publishNews(id: number, published: boolean): Promise<StaffNewsDto> {
    return this.call('POST', `/api/v2/admin/news/${id}/${published ? 'publish' : 'unpublish'}`);
  }

  async deleteNews(id: number): Promise<void> {
    await this.call('DELETE', `/api/v2/admin/news/${id}`);
  }

  async pages(): Promise<StaffPageDto[]> {
    return (await this.call<{ pages: StaffPageDto[] }>('GET', '/api/v2/admin/pages')).pages;
  }

  page(slug: string): Promise<StaffPageDetailDto> {
    return this.call('GET', `/api/v2/admin/pages/${encodeURIComponent(slug)}`);
  }

  createPage(slug: string, body: PageBody): Promise<StaffPageDetailDto> {
    return this.call('POST', '/api/v2/admin/pages', { body: { slug, ...body } });
  }

  editPage(slug: string, body: PageBody): Promise<StaffPageDetailDto> {
    return this.call('PUT', `/api/v2/admin/pages/${encodeURIComponent(slug)}`, { body });
  }

  publishPage(slug: string, published: boolean): Promise<StaffPageDetailDto> {
    return this.call(
      'POST',
      `/api/v2/admin/pages/${encodeURIComponent(slug)}/${published ? 'publish' : 'unpublish'}`,
    );
  }

  async deletePage(slug: string): Promise<void> {
    await this.call('DELETE', `/api/v2/admin/pages/${encodeURIComponent(slug)}`);
  }
}
