import type { ProductDto, SiteDataDto, TaxonDto, TokenResponse } from '../../commerce/contract.ts';
import type { Clock } from '../../platform/clock.ts';
import { expectOk, type ServiceRequest, type Transport } from './transport.ts';

/** Spec §7: the main API's timeout. */
export const COMMERCE_TIMEOUT_MS = 60_000;
// Refresh a little before expiry so a request never carries a token that dies on the way.
const REFRESH_MARGIN_MS = 60_000;

/**
 * Site data and the taxon list change when staff edit the catalog, not per request, yet every page
 * needs them (header menus, breadcrumbs): one read serves all pages for this long. Profile of SSR
 * /products before: several of the page's queries were these.
 */
export const SITE_DATA_TTL_MS = 30_000;

interface Token {
  value: string;
  expiresAt: number;
}

/**
 * Typed client of the commerce REST service. Holds one client-credentials token for the whole
 * gateway, fetched once (concurrent callers share the request) and renewed near expiry or on 401.
 */
export class CommerceClient {
  private token: Promise<Token> | undefined;
  private readonly cache = new Map<string, { expiresAt: number; value: Promise<unknown> }>();

  constructor(
    private readonly transport: Transport,
    private readonly credentials: { clientId: string; clientSecret: string },
    private readonly clock: Clock,
    private readonly timeoutMs = COMMERCE_TIMEOUT_MS,
  ) {}

  siteData(options: { loadStoreLocations?: boolean; loadZones?: boolean } = {}): Promise<SiteDataDto> {
    const query = {
      load_store_locations: options.loadStoreLocations ?? false,
      load_zones: options.loadZones ?? false,
    };
    return this.cached(`site_data:${JSON.stringify(query)}`, () => this.get('/api/v2/site_data', query));
  }

  taxons(): Promise<TaxonDto[]> {
    return this.cached(
      'taxons',
      async () => (await this.get<{ taxons: TaxonDto[] }>('/api/v2/taxons/all')).taxons,
    );
  }

  productBySlug(slug: string): Promise<ProductDto> {
    return this.get(`/api/v2/products/${encodeURIComponent(slug)}`);
  }

  /** Shared by concurrent callers; a failure is not kept, so the next call asks again. */
  private cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.clock.now().getTime();
    const hit = this.cache.get(key);
    if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
    const value = load();
    const entry = { expiresAt: now + SITE_DATA_TTL_MS, value };
    this.cache.set(key, entry);
    value.catch(() => {
      if (this.cache.get(key) === entry) this.cache.delete(key);
    });
    return value;
  }

  private get<Body>(path: string, query?: ServiceRequest['query']): Promise<Body> {
    return this.request<Body>({ method: 'GET', path, ...(query ? { query } : {}) });
  }

  /**
   * Any commerce route with the client token; domain APIs (orders, accounts, …) build on this and
   * add the shopper's own headers (order token, session) in `request.headers`.
   */
  async request<Body>(request: ServiceRequest): Promise<Body> {
    const attempt = async () => {
      // A staff route carries the staff member's own session instead of the client token.
      if (request.headers?.authorization) return this.transport(request, this.timeoutMs);
      const token = await this.accessToken();
      const headers = { ...request.headers, authorization: `Bearer ${token.value}` };
      return this.transport({ ...request, headers }, this.timeoutMs);
    };
    let response = await attempt();
    const code = (response.body as { code?: unknown } | null)?.code;
    if (response.status === 401 && code === 'SHOP_ERR_UNAUTHORIZED') {
      // The secret may have rotated or the service restarted with another one: one fresh token.
      // Only for the client token's own 401: a shopper's (wrong password, dead session) is an answer.
      this.token = undefined;
      response = await attempt();
    }
    return expectOk<Body>(response);
  }

  /**
   * The client token's `Authorization` value, for a call the typed methods cannot make (the order
   * updates stream); `fresh` drops the held token first (the service answered 401 to it).
   */
  async authorization(fresh = false): Promise<string> {
    if (fresh) this.token = undefined;
    return `Bearer ${(await this.accessToken()).value}`;
  }

  private async accessToken(): Promise<Token> {
    const current = this.token && (await this.token.catch(() => undefined));
    if (current && current.expiresAt - REFRESH_MARGIN_MS > this.clock.now().getTime()) return current;
    this.token = this.fetchToken();
    this.token.catch(() => {
      this.token = undefined;
    });
    return this.token;
  }

  private async fetchToken(): Promise<Token> {
    const response = await this.transport(
      {
        method: 'POST',
        path: '/oauth/token',
        body: {
          grant_type: 'client_credentials',
          client_id: this.credentials.clientId,
          client_secret: this.credentials.clientSecret,
        },
      },
      this.timeoutMs,
    );
    const body = expectOk<TokenResponse>(response);
    return { value: body.access_token, expiresAt: this.clock.now().getTime() + body.expires_in * 1000 };
  }
}
