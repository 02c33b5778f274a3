import type { Database } from '../platform/db/index.ts';
import type { SearchHit, SearchRequest, SearchResponse } from './document.ts';
import { DocumentChanges } from './document-changes.ts';

/**
 * What the answers may hold, measured as their JSON (what the process keeps is of that order). It was
 * 200 answers: a product page asks three shelves of 20–50 documents (~100 kB each), and 100 product
 * pages in rotation need 300 answers, so the cache emptied itself before a page came round again
 * (#21). 64 MB holds ~650 such shelves, or ~800 text searches with facets.
 */
export const CACHE_BUDGET_BYTES = 64 * 1024 * 1024;

/**
 * The span of time in which no document becomes visible or hidden and no sale starts or ends:
 * the same documents give the same answer anywhere inside it.
 */
interface Window {
  since: number;
  until: number;
}

interface Entry {
  generation: number;
  window: Window;
  response: SearchResponse<SearchHit>;
  /** the answer's JSON length, counted against the budget */
  bytes: number;
}

/**
 * Search answers per request, kept while the documents stay as they were (10k catalog, text + brand
 * + facets: the facet pass alone reads every document the text matches — 6 073 of 10 368 for `бэх`).
 *
 * Kept only while the documents stay the same: a NOTIFY from migration 0012's trigger (sent on
 * commit) empties it, and an answer computed while a change committed is not kept. Time matters too:
 * `available_on` and sale windows move documents in and out at their moments, so an answer is kept
 * only inside the window between two such moments. Without a live listener nothing is cached.
 * On a PostgreSQL server each search first catches up with the notifications (one `select 1` on the
 * listening connection), so a search made after a change committed anywhere sees that change.
 */
export class SearchResultCache {
  private generation = 0;
  private readonly changes: DocumentChanges;
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private windows: { generation: number; window: Window }[] = [];

  constructor(
    private readonly db: Database,
    private readonly budgetBytes = CACHE_BUDGET_BYTES,
  ) {
    this.changes = new DocumentChanges(db, () => this.invalidate());
  }

  /** Starts listening; false when it could not (then every search runs its SQL, as without a cache). */
  start(): Promise<boolean> {
    return this.changes.start();
  }

  async stop(): Promise<void> {
    this.invalidate();
    await this.changes.stop();
  }

  /** The cached answer for the request at `now`, or `compute()`'s, kept when nothing changed meanwhile. */
  async answer(
    request: SearchRequest,
    now: Date,
    compute: () => Promise<SearchResponse<SearchHit>>,
  ): Promise<SearchResponse<SearchHit>> {
    const [response] = await this.answerAll([request], now, compute);
    return response!;
  }

  /**
   * Several searches asked at one moment (`_msearch`: a product page's three shelves): one catch-up
   * with the notifications serves them all, where each search alone would make its own round trip.
   */
  async answerAll(
    requests: SearchRequest[],
    now: Date,
    compute: (request: SearchRequest) => Promise<SearchResponse<SearchHit>>,
  ): Promise<SearchResponse<SearchHit>[]> {
    // a change committed before these searches must be seen by them, though another connection made it
    let caughtUp = this.changes.live;
    if (caughtUp)
      caughtUp = await this.changes.caughtUp().then(
        () => true,
        () => false,
      );
    const responses: SearchResponse<SearchHit>[] = [];
    // one after another: PGlite has one connection, and a pool gains little on ≤10 small queries
    for (const request of requests) {
      const computeThis = () => compute(request);
      responses.push(await (caughtUp ? this.answerCaughtUp(request, now, computeThis) : computeThis()));
    }
    return responses;
  }

  private async answerCaughtUp(
    request: SearchRequest,
    now: Date,
    compute: () => Promise<SearchResponse<SearchHit>>,
  ): Promise<SearchResponse<SearchHit>> {
    if (!this.changes.live) return compute();
    const key = JSON.stringify(request);
    const at = now.getTime();
    const hit = this.entries.get(key);
    if (hit && hit.generation === this.generation && hit.window.since <= at && at < hit.window.until) {
      // most recently used last: Map keeps insertion order, the first key is the one to evict
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.response;
    }
    const generation = this.generation;
    const [window, response] = await Promise.all([this.windowAt(at, generation), compute()]);
    if (generation === this.generation && this.changes.live) {
      const bytes = JSON.stringify(response).length;
      // one answer bigger than the whole budget is not kept (it would evict everything for itself)
      if (bytes <= this.budgetBytes) {
        this.drop(key);
        this.entries.set(key, { generation, window, response, bytes });
        this.bytes += bytes;
        // least recently used first: Map keeps insertion order
        while (this.bytes > this.budgetBytes) this.drop(this.entries.keys().next().value as string);
      }
    }
    return response;
  }

  /** The answers kept and what they weigh: for tests and the operator's metrics. */
  size(): { answers: number; bytes: number } {
    return { answers: this.entries.size, bytes: this.bytes };
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  private invalidate(): void {
    this.generation += 1;
    this.entries.clear();
    this.bytes = 0;
    this.windows = [];
  }

  /** The moments around `at` when visibility or a sale changes; a few per generation at most. */
  private async windowAt(at: number, generation: number): Promise<Window> {
    const known = this.windows.find(
      (entry) => entry.generation === generation && entry.window.since <= at && at < entry.window.until,
    );
    if (known) return known.window;
    const { rows } = await this.db.query<{ since: Date | null; until: Date | null }>(
      `select greatest(max(available_on) filter (where available_on <= $1),
                       max(sale_start_at) filter (where sale_start_at <= $1),
                       max(sale_expire_at) filter (where sale_expire_at <= $1)) as since,
              least(min(available_on) filter (where available_on > $1),
                    min(sale_start_at) filter (where sale_start_at > $1),
                    min(sale_expire_at) filter (where sale_expire_at > $1)) as until
         from search_documents`,
      [new Date(at)],
    );
    const window = {
      since: rows[0]?.since ? new Date(rows[0].since).getTime() : Number.NEGATIVE_INFINITY,
      until: rows[0]?.until ? new Date(rows[0].until).getTime() : Number.POSITIVE_INFINITY,
    };
    if (generation === this.generation) this.windows = [...this.windows.slice(-3), { generation, window }];
    return window;
  }
}
