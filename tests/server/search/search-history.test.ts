import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_HISTORY_SIZE, SearchHistory } from '../../../server/commerce/accounts/search-history.ts';
import { createTestShop, type TestShop } from '../../support/shop.ts';
import { shopper, signUp } from '../commerce/accounts/support.ts';

let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => shop.close());

const SEARCH = `query ($input: SearchInput!) { search(input: $input) { total } }`;
const HISTORY = '{ searchHistory }';
const MERGE = 'mutation ($texts: [String!]!) { mergeSearchHistory(texts: $texts) }';
const CLEAR = 'mutation { clearSearchHistory }';

type Caller = ReturnType<typeof shopper>;

async function searchFor(caller: Caller, text: string, page = 1) {
  const { body } = await caller.gql(SEARCH, { input: { text, page } });
  expect(body.errors).toBeUndefined();
}

async function historyOf(caller: Caller): Promise<string[]> {
  const { body } = await caller.gql<{ searchHistory: string[] }>(HISTORY);
  return body.data!.searchHistory;
}

describe('search history of a logged-in shopper (spec §3 User, §9 max 10)', () => {
  it('records searches newest first, unique whatever the case and spaces, 10 at most', async () => {
    const { caller } = await signUp(shop.app, shop.db, 'history1@example.mn');
    await searchFor(caller, 'бэх');
    await searchFor(caller, 'hp 652');
    await searchFor(caller, '  БЭХ ');
    expect(await historyOf(caller)).toEqual(['БЭХ', 'hp 652']);
    for (let n = 1; n <= 12; n++) await searchFor(caller, `цаас ${n}`);
    const history = await historyOf(caller);
    expect(history).toHaveLength(SEARCH_HISTORY_SIZE);
    expect(history[0]).toBe('цаас 12');
    expect(history.at(-1)).toBe('цаас 3');
  });

  it('records neither browsing (no text) nor the later pages of one search', async () => {
    const { caller } = await signUp(shop.app, shop.db, 'history2@example.mn');
    await searchFor(caller, '   ');
    await searchFor(caller, 'хор', 2);
    expect(await historyOf(caller)).toEqual([]);
  });

  it('keeps one shopper’s history from another, and a guest has none and cannot change any', async () => {
    const { caller: first } = await signUp(shop.app, shop.db, 'history3@example.mn');
    const { caller: second } = await signUp(shop.app, shop.db, 'history4@example.mn');
    await searchFor(first, 'canon');
    expect(await historyOf(second)).toEqual([]);
    const guest = shopper(shop.app);
    await searchFor(guest, 'canon');
    expect(await historyOf(guest)).toEqual([]);
    for (const mutation of [CLEAR, MERGE]) {
      const { body } = await guest.gql(mutation, { texts: ['x'] });
      expect(body.errors?.[0]?.extensions?.code).toBe('LOGIN_REQUIRED');
    }
    expect(await historyOf(first)).toEqual(['canon']);
  });

  it('puts the browser’s list on top at login, and clears', async () => {
    const { caller } = await signUp(shop.app, shop.db, 'history5@example.mn');
    await searchFor(caller, 'epson');
    await searchFor(caller, 'canon');
    const { body } = await caller.gql<{ mergeSearchHistory: string[] }>(MERGE, {
      texts: ['hp', 'EPSON', '  ', 'a'.repeat(5000)],
    });
    expect(body.data!.mergeSearchHistory).toEqual(['hp', 'EPSON', 'a'.repeat(200), 'canon']);
    const cleared = await caller.gql<{ clearSearchHistory: string[] }>(CLEAR);
    expect(cleared.body.data!.clearSearchHistory).toEqual([]);
    expect(await historyOf(caller)).toEqual([]);
  });

  it('refuses more than 20 texts at once with a coded error, changing nothing', async () => {
    const { caller } = await signUp(shop.app, shop.db, 'history6@example.mn');
    await searchFor(caller, 'хор');
    const { body } = await caller.gql(MERGE, { texts: Array.from({ length: 21 }, (_, n) => `t${n}`) });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await historyOf(caller)).toEqual(['хор']);
  });

  it('keeps 10 when many searches of one shopper land at once', async () => {
    const { caller, userId } = await signUp(shop.app, shop.db, 'history7@example.mn');
    const history = new SearchHistory(shop.db);
    await Promise.all(Array.from({ length: 25 }, (_, n) => history.record(Number(userId), `q${n}`)));
    const texts = await historyOf(caller);
    expect(texts).toHaveLength(SEARCH_HISTORY_SIZE);
    expect(new Set(texts).size).toBe(SEARCH_HISTORY_SIZE);
  });
});
