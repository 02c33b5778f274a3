import { openDatabase } from '../../server/platform/db/index.ts';
import { countFacetRows, wordMatches } from '../../server/search/facet-index-count.ts';
import { loadFacetData } from '../../server/search/facet-index-data.ts';
import { rankedPage } from '../../server/search/facet-index-rank.ts';
import { searchFacets } from '../../server/search/facets.ts';
import { buildWhere, Params } from '../../server/search/filters.ts';

/**
 * The in-memory facet index (server/search/facet-index.ts) on a seeded database: load time, the
 * longest event-loop stall during the load (searches wait that long), memory, and the time to count
 * a search's facets and its relevance page in memory next to the SQL statements'. Read-only.
 *   node --expose-gc --import tsx tests/bench/facet-index.ts postgres://…/s3_100k
 *   node --expose-gc --import tsx tests/bench/facet-index.ts /tmp/seeded-pglite-dir
 */
const target = process.argv[2];
const db = await openDatabase(target?.startsWith('postgres') ? { databaseUrl: target } : { dataDir: target });
const megabytes = (bytes: number) => Math.round(bytes / 1e6);
globalThis.gc?.();
const rssBefore = process.memoryUsage().rss;
let last = performance.now();
let worstStall = 0;
const ticker = setInterval(() => {
  const at = performance.now();
  worstStall = Math.max(worstStall, at - last);
  last = at;
}, 5);
const started = performance.now();
const data = await loadFacetData(db);
const loadMs = Math.round(performance.now() - started);
clearInterval(ticker);
globalThis.gc?.();
const memory = process.memoryUsage();
console.log({
  documents: data.size,
  lexemes: data.lexemes.length,
  postings: data.postings.length,
  loadMs,
  worstStallMs: Math.round(worstStall),
  rssMbBefore: megabytes(rssBefore),
  rssMbAfter: megabytes(memory.rss),
  heapUsedMb: megabytes(memory.heapUsed),
  arrayBuffersMb: megabytes(memory.arrayBuffers),
  // the positions a search of several words ranks by (facet-index-rank-and.ts), inside arrayBuffersMb
  positionsMb: megabytes(
    data.positions.byteLength + data.positionCounts.byteLength + data.lexemePositions.byteLength,
  ),
  typedArraysMb: megabytes(
    Object.values(data)
      .filter((value): value is ArrayBufferView => ArrayBuffer.isView(value))
      .reduce((sum, array) => sum + array.byteLength, 0),
  ),
});
const now = new Date();
const requests = [
  { query: 'бэх', brands: ['hp'] },
  { query: 'bekh' },
  {},
  { query: 'цаас', price_max: 20_000 },
];
for (const request of requests) {
  const mode = request.query ? 'words' : 'none';
  const times: number[] = [];
  for (let run = 0; run < 40; run++) {
    const at = performance.now();
    countFacetRows(data, request, now, mode);
    times.push(performance.now() - at);
  }
  times.sort((a, b) => a - b);
  const at = performance.now();
  await searchFacets(db, request, now, mode);
  console.log(JSON.stringify(request), {
    memoryMedianMs: times[20]!.toFixed(1),
    memoryP90Ms: times[36]!.toFixed(1),
    sqlMs: (performance.now() - at).toFixed(1),
  });
}
const median = (times: number[]) => times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
// relevance pages: the in-memory rank (match, rank, sort) next to the page statement
for (const query of ['бэх', 'хар хор', 'bekh hor', 'хар хор бэх', 'h b']) {
  const times: number[] = [];
  let total = 0;
  for (let run = 0; run < 21; run++) {
    const at = performance.now();
    const matches = wordMatches(data, { query }, now);
    if (!matches) throw new Error(`not ranked in memory: ${query}`);
    rankedPage(data, matches.ordinals, matches.words, 0, 40);
    times.push(performance.now() - at);
    total = matches.ordinals.length;
  }
  const sqlTimes: number[] = [];
  for (let run = 0; run < 5; run++) {
    const params = new Params();
    const where = buildWhere({ query }, now, 'words', params);
    const at = performance.now();
    await db.query(
      `select id from search_facet_rows where ${where.sql} order by ${where.rank!()} desc, id limit 40`,
      params.values,
    );
    sqlTimes.push(performance.now() - at);
  }
  console.log(`relevance page ${query}`, {
    matches: total,
    memoryMedianMs: median(times).toFixed(1),
    sqlMedianMs: median(sqlTimes).toFixed(1),
  });
}
await db.close();
