import type { Database } from '../platform/db/index.ts';
import type { SearchRequest } from './document.ts';
import { DocumentChanges } from './document-changes.ts';
import { browsePage, browseSort } from './facet-index-browse.ts';
import { browseMatches, type CountedRow, countFacetRows, wordMatches } from './facet-index-count.ts';
import { type FacetData, loadFacetData } from './facet-index-data.ts';
import { rankedPage } from './facet-index-rank.ts';
import { type CountedFacets, type FacetRow, toFacets } from './facets.ts';
import type { TextMode } from './filters.ts';
import { correctText } from './typo.ts';

/** Writes come in bursts (a stock import, a rebuild): one reload after the burst, not one per statement. */
export const RELOAD_DEBOUNCE_MS = 250;
/** After a load, the next one waits this many times its duration (see scheduleReload). */
export const RELOAD_REST_FACTOR = 3;

/**
 * Facet counts from memory instead of SQL (issue #3: the facet statement read every matching row,
 * 60k of them for a common word at 100k products). The narrow document copy is held as columns with
 * an inverted index of its lexemes (facet-index-data.ts); a search's facets are counted there exactly
 * as facets.ts's statement counts them (facet-index-count.ts). Labels still come from the catalog
 * tables, one small statement per search, so a renamed brand shows at once.
 *
 * Never a stale count: the index belongs to one generation of the documents. Every committed change
 * notifies (migration 0012), which drops the index and reloads it a moment later; until then, and
 * whenever notifications cannot be trusted, `facets()` answers null and the search runs its SQL.
 */
export class FacetIndex {
  private generation = 0;
  private readonly changes: DocumentChanges;
  private data: FacetData | null = null;
  private dataGeneration = -1;
  private timer: NodeJS.Timeout | null = null;
  private loading: Promise<void> | null = null;
  /** stops the load in flight when the index stops */
  private readonly stopping = new AbortController();
  private waiters: (() => void)[] = [];
  /** when the last load ended and how long it took (performance.now() milliseconds) */
  private lastLoad = { endedAt: 0, ms: 0 };

  constructor(
    private readonly db: Database,
    private readonly onError: (error: unknown) => void = () => {},
    private readonly debounceMs = RELOAD_DEBOUNCE_MS,
  ) {
    this.changes = new DocumentChanges(db, () => this.invalidate());
  }

  /** Listens for changes and loads the index; false when it cannot listen (then it never answers). */
  async start(): Promise<boolean> {
    if (!(await this.changes.start())) return false;
    await this.reload();
    return true;
  }

  async stop(): Promise<void> {
    this.changes.live = false;
    this.stopping.abort(new Error('facet index stopped'));
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.invalidate();
    await this.loading;
    await this.changes.stop();
    for (const wake of this.waiters.splice(0)) wake();
  }

  /**
   * Resolves once the index holds the documents as committed before the call (or it stopped): for
   * tests and benchmarks.
   */
  async fresh(): Promise<void> {
    if (this.changes.started) await this.changes.caughtUp().catch(() => {});
    if (this.isFresh() || !this.changes.live) return;
    await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  /** Process memory the loaded index holds, in bytes (typed arrays; strings and maps not counted). */
  arrayBytes(): number {
    const data = this.data;
    if (!data) return 0;
    return Object.values(data)
      .filter((value): value is ArrayBufferView => ArrayBuffer.isView(value))
      .reduce((sum, array) => sum + array.byteLength, 0);
  }

  /**
   * The text with its unmatched words read as the catalog words one typo away (typo.ts); null when
   * none changed or nothing is loaded. A vocabulary a moment stale is good enough for a guess: the
   * corrected text then runs as an ordinary search.
   */
  correct(text: string): string | null {
    return this.data ? correctText(this.data, text) : null;
  }

  /**
   * The search's facets and total from memory, or null when the index cannot answer for certain
   * (stale, loading, not listening, a fuzzy match or words it does not hold): then use SQL.
   */
  async facets(request: SearchRequest, now: Date, mode: TextMode): Promise<CountedFacets | null> {
    const data = await this.current();
    if (!data) return null;
    const counted = countFacetRows(data, request, now, mode);
    if (!counted) return null;
    const rows = await this.labelled(counted);
    return { facets: toFacets(rows), total: counted.find((row) => row.facet === 'price')?.total ?? 0 };
  }

  /**
   * The ids of a word search's relevance page (`offset`, `limit`) and the number of matches, ranked
   * in memory exactly as the page statement ranks them (facet-index-rank.ts, facet-index-rank-and.ts);
   * null when the index cannot answer (stale, or a word it does not hold for certain): then use SQL.
   * Exact-SKU documents are the caller's (query.ts); a fuzzy search never comes here.
   */
  async relevancePage(
    request: SearchRequest,
    now: Date,
    offset: number,
    limit: number,
  ): Promise<{ ids: number[]; total: number } | null> {
    const data = await this.current();
    if (!data) return null;
    const matches = wordMatches(data, request, now);
    if (!matches) return null;
    const ids = rankedPage(data, matches.ordinals, matches.words, offset, limit);
    return ids && { ids, total: matches.ordinals.length };
  }

  /**
   * The ids of a page without text (`offset`, `limit`) and the number of matches, in the statement's
   * order (facet-index-browse.ts); null when the index cannot answer (stale, a sort it does not
   * hold): then use SQL.
   */
  async browsePage(
    request: SearchRequest,
    now: Date,
    offset: number,
    limit: number,
  ): Promise<{ ids: number[]; total: number } | null> {
    const sort = browseSort(request.sort ?? 'relevance');
    if (!sort) return null;
    const data = await this.current();
    if (!data) return null;
    const ordinals = browseMatches(data, request, now);
    return {
      ids: browsePage(data, ordinals, sort, request.seed ?? 0, offset, limit),
      total: ordinals.length,
    };
  }

  /** The loaded data when it holds every change committed before the call; null otherwise. */
  private async current(): Promise<FacetData | null> {
    if (!this.isFresh() || !this.changes.started) return null;
    // a change committed before this search, on any connection, must be seen by it
    try {
      await this.changes.caughtUp();
    } catch {
      return null;
    }
    return this.isFresh() ? this.data : null;
  }

  private isFresh(): boolean {
    return this.changes.live && this.data !== null && this.dataGeneration === this.generation;
  }

  private invalidate(): void {
    this.generation += 1;
    // dropped rather than kept beside the next load: one copy in memory at a time
    this.data = null;
    if (!this.changes.live) return;
    this.scheduleReload();
  }

  /**
   * The next load waits for the burst to end (the debounce) and for the last load's rest: under steady
   * writes (stock moving with every order) a catalog whose load takes seconds would otherwise reload
   * back to back, a core busy for ever; resting RELOAD_REST_FACTOR times the last load's duration caps
   * that at a quarter of one, and SQL answers meanwhile.
   */
  private scheduleReload(): void {
    if (this.timer) clearTimeout(this.timer);
    const rested = this.lastLoad.endedAt + RELOAD_REST_FACTOR * this.lastLoad.ms - performance.now();
    this.timer = setTimeout(
      () => {
        this.timer = null;
        void this.reload();
      },
      Math.max(this.debounceMs, rested),
    );
  }

  /** One load at a time; a change during a load makes it useless, and its own timer loads again. */
  private async reload(): Promise<void> {
    if (this.loading || !this.changes.live || !this.changes.started) return;
    const started = performance.now();
    this.loading = (async () => {
      try {
        await this.changes.caughtUp();
        const generation = this.generation;
        const data = await loadFacetData(this.db, this.stopping.signal);
        // a change committed while the chunks were read has notified by now
        await this.changes.caughtUp();
        if (generation === this.generation && this.changes.live) {
          this.data = data;
          this.dataGeneration = generation;
          for (const wake of this.waiters.splice(0)) wake();
        }
      } catch (error) {
        if (this.changes.live) this.onError(error);
      }
    })();
    await this.loading;
    this.loading = null;
    this.lastLoad = { endedAt: performance.now(), ms: performance.now() - started };
    // a change came while loading: load again after this load's rest (a timer set during the load
    // counted from the load before, so it is replaced)
    if (this.changes.live && !this.isFresh()) this.scheduleReload();
  }

  /** facets.ts's labels: brand names, option value presentations and their translations. */
  private async labelled(rows: CountedRow[]): Promise<FacetRow[]> {
    const keysOf = (facet: CountedRow['facet']) =>
      rows.filter((row) => row.facet === facet && row.key !== null).map((row) => row.key as string);
    const brands = keysOf('brand');
    const options = keysOf('option');
    const labels = new Map<string, Pick<FacetRow, 'label' | 'translations'>>();
    if (brands.length || options.length) {
      const found = await this.db.query<{
        facet: string;
        key: string;
        label: string;
        translations: FacetRow['translations'];
      }>(
        `select 'brand' as facet, code as key, name as label, translations
           from brands where code = any($1::text[])
         union all
         select 'option', k.key, ov.presentation, ov.translations
           from unnest($2::text[]) as k(key)
           join option_types ot on ot.name = split_part(k.key, ':', 1)
           join option_values ov on ov.option_type_id = ot.id and ov.name = substr(k.key, length(ot.name) + 2)`,
        [brands, options],
      );
      for (const row of found.rows) labels.set(`${row.facet}:${row.key}`, row);
    }
    return rows.map((row) => {
      const label = row.facet === 'taxon' ? undefined : labels.get(`${row.facet}:${row.key}`);
      return { ...row, label: label?.label ?? null, translations: label?.translations ?? null };
    });
  }
}
