/**
 * `npx tsx tests/bench/relevance.ts`: precision at 5 of the shopper query fixtures
 * (tests/server/search/relevance-fixtures.ts) on the demo catalog, per query and by kind, with the
 * queries whose first hit is wrong. PGlite by default; DATABASE_URL for a PostgreSQL server.
 */

import { meanPrecision, relevanceFixtures, scoreFixtures } from '../server/search/relevance-fixtures.ts';
import { searchApi } from '../server/search/search-client.ts';
import { createTestShop } from '../support/shop.ts';

const shop = await createTestShop();
try {
  const api = searchApi(shop);
  const answers = new Map();
  for (const { query } of relevanceFixtures)
    answers.set(query, (await api.search({ query, per_page: 5 })).body.hits);
  const scores = scoreFixtures(answers, await api.all({}));
  const kinds = [...new Set(scores.map((score) => score.fixture.kind))];
  for (const kind of kinds) {
    const ofKind = scores.filter((score) => score.fixture.kind === kind);
    console.log(
      `${kind.padEnd(16)} ${ofKind.length.toString().padStart(3)} queries  P@5 ${meanPrecision(ofKind).toFixed(3)}`,
    );
  }
  console.log(
    `${'all'.padEnd(16)} ${scores.length.toString().padStart(3)} queries  P@5 ${meanPrecision(scores).toFixed(3)}`,
  );
  for (const score of scores.filter((s) => s.precision < 1))
    console.log(
      `  ${score.precision.toFixed(2)} ${score.firstRelevant ? ' ' : '✗'} ${score.fixture.query}: ${score.top.join(' | ') || '(nothing)'}`,
    );
} finally {
  await shop.close();
}
