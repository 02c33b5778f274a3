import { openDatabase } from '../../server/platform/db/index.ts';
import { countFacetRows } from '../../server/search/facet-index-count.ts';
import { loadFacetData } from '../../server/search/facet-index-data.ts';
import { searchFacets } from '../../server/search/facets.ts';

/**
 * The in-memory facet index (server/search/facet-index.ts) on a seeded database: load time, the
 * longest event-loop stall during the load (searches wait that long), memory, and the time to count
 * a search's facets in memory next to the SQL statement's. Read-only.
 *   node --expose-gc --import tsx tests/bench/facet-index.ts postgres://…/s3_100k
 */
const db = await openDatabase({ databaseUrl: process.argv[2] });
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
await db.close();
