import type {
  LookBookDto,
  LookBookHistoryEntry,
  LookBookInput,
  LookBookPageDto,
  StoredLookDto,
} from '../../commerce/contract.ts';
import type { CommerceClient } from './commerce-client.ts';

/** What the staff API answers for one look book: the shop's view, its log and the looks as stored. */
export type StaffLookBookDto = LookBookDto & {
  history: LookBookHistoryEntry[];
  stored_looks: StoredLookDto[];
};

/** Look books on the commerce service (#17): the shop's routes, and as one staff member the admin ones. */
export class LookBooksApi {
  constructor(
    private readonly commerce: CommerceClient,
    /** The staff session, for the admin routes. */
    private readonly session?: string,
  ) {}

  private get staff(): Record<string, string> {
    return this.session ? { authorization: `Bearer ${this.session}` } : {};
  }

  list(page: number, perPage: number): Promise<LookBookPageDto> {
    return this.commerce.request({
      method: 'GET',
      path: '/api/v2/look_books',
      query: { page, per_page: perPage },
    });
  }

  bySlug(slug: string): Promise<LookBookDto> {
    return this.commerce.request({ method: 'GET', path: `/api/v2/look_books/${encodeURIComponent(slug)}` });
  }

  staffList(page: number, perPage: number): Promise<LookBookPageDto> {
    return this.commerce.request({
      method: 'GET',
      path: '/api/v2/admin/look_books',
      query: { page, per_page: perPage },
      headers: this.staff,
    });
  }

  staffGet(id: number): Promise<StaffLookBookDto> {
    return this.commerce.request({
      method: 'GET',
      path: `/api/v2/admin/look_books/${id}`,
      headers: this.staff,
    });
  }

  save(id: number | null, body: LookBookInput & { version?: number }): Promise<StaffLookBookDto> {
    return this.commerce.request({
      method: id === null ? 'POST' : 'PUT',
      path: id === null ? '/api/v2/admin/look_books' : `/api/v2/admin/look_books/${id}`,
      body,
      headers: this.staff,
    });
  }

  publish(id: number, published: boolean): Promise<StaffLookBookDto> {
    return this.commerce.request({
      method: 'POST',
      path: `/api/v2/admin/look_books/${id}/${published ? 'publish' : 'unpublish'}`,
      headers: this.staff,
    });
  }

  async remove(id: number): Promise<void> {
    await this.commerce.request({
      method: 'DELETE',
      path: `/api/v2/admin/look_books/${id}`,
      headers: this.staff,
    });
  }
}
