import type { ModerationItemDto, ModerationKindDto } from '../../commerce/contract.ts';
import type { CommerceClient } from './commerce-client.ts';

/** The moderation routes of the staff API (`/api/v2/admin/moderation`), as one staff member. */
export class ModerationApi {
  constructor(
    private readonly commerce: CommerceClient,
    private readonly session: string,
  ) {}

  recent(filter: {
    kind?: ModerationKindDto | undefined;
    hidden?: boolean | undefined;
    page: number;
    perPage: number;
  }) {
    const query: Record<string, string | number | boolean> = { page: filter.page, per_page: filter.perPage };
    if (filter.kind) query.kind = filter.kind;
    if (filter.hidden !== undefined) query.hidden = filter.hidden;
    return this.commerce.request<{
      items: ModerationItemDto[];
      total: number;
      page: number;
      per_page: number;
      more: boolean;
    }>({
      method: 'GET',
      path: '/api/v2/admin/moderation',
      query,
      headers: { authorization: `Bearer ${this.session}` },
    });
  }

  moderate(kind: ModerationKindDto, id: string, hide: boolean, reason: string) {
    return this.commerce.request<ModerationItemDto>({
      method: 'POST',
      path: `/api/v2/admin/moderation/${kind}/${encodeURIComponent(id)}/${hide ? 'hide' : 'unhide'}`,
      body: { reason },
      headers: { authorization: `Bearer ${this.session}` },
    });
  }
}
