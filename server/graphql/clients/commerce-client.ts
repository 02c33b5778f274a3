import type { ProductDto, SiteDataDto, TaxonDto } from '../../catalog/types.ts';
import type { Clock } from '../../clock.ts';
import type { TokenResponse } from '../../commerce/oauth.ts';
import { expectOk, type ServiceRequest, type Transport } from './transport.ts';

/** Spec §7: the main API's timeout. */
export const COMMERCE_TIMEOUT_MS = 60_000;
// Refresh a little before expiry so a request never carries a token that dies on the way.
const REFRESH_MARGIN_MS = 60_000;

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

  constructor(
    private readonly transport: Transport,
    private readonly credentials: { clientId: string; clientSecret: string },
    private readonly clock: Clock,
    private readonly timeoutMs = COMMERCE_TIMEOUT_MS,
  ) {}

  siteData(options: { loadStoreLocations?: boolean; loadZones?: boolean } = {}): Promise<SiteDataDto> {
    return this.get('/api/v2/site_data', {
      load_store_locations: options.loadStoreLocations ?? false,
      load_zones: options.loadZones ?? false,
    });
  }

  async taxons(): Promise<TaxonDto[]> {
    return (await this.get<{ taxons: TaxonDto[] }>('/api/v2/taxons/all')).taxons;
  }

  productBySlug(slug: string): Promise<ProductDto> {
    return this.get(`/api/v2/products/${encodeURIComponent(slug)}`);
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
      const token = await this.accessToken();
      const headers = { ...request.headers, authorization: `Bearer ${token.value}` };
      return this.transport({ ...request, headers }, this.timeoutMs);
    };
    let response = await attempt();
    if (response.status === 401) {
      // The secret may have rotated or the service restarted with another one: one fresh token.
      this.token = undefined;
      response = await attempt();
    }
    return expectOk<Body>(response);
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
