/**
 * Shopper queries against the demo catalog and what must come first (issue #21): each `relevant`
 * pattern is matched against a hit's Mongolian and English names. Used by relevance.test.ts (the first
 * hit must be relevant; the set's precision at 5 must not fall) and tests/bench/relevance.ts (the
 * figures). Queries are written as shoppers type them: typos, truncations, Latin-keyboard Mongolian,
 * mixed scripts, Russian and English names, SKUs and model numbers, brand + kind.
 */
export interface RelevanceFixture {
  query: string;
  kind:
    | 'exact'
    | 'typo'
    | 'truncated'
    | 'transliterated'
    | 'mixed script'
    | 'russian'
    | 'english'
    | 'sku'
    | 'brand + kind';
  relevant: RegExp;
}

const toner = /хор|toner/i;
const ink = /бэх|ink/i;

export const relevanceFixtures: RelevanceFixture[] = [
  // exact Mongolian words
  { query: 'хар хор', kind: 'exact', relevant: /хар хор/ },
  { query: 'бэх', kind: 'exact', relevant: ink },
  { query: 'цаас', kind: 'exact', relevant: /цаас/ },
  { query: 'дэвтэр', kind: 'exact', relevant: /дэвтэр/ },
  { query: 'архи', kind: 'exact', relevant: /архи |Vodka/ },
  { query: 'бал үзэг', kind: 'exact', relevant: /бал үзэг/ },
  { query: 'тооны машин', kind: 'exact', relevant: /тооны машин/ },
  { query: 'фото цаас', kind: 'exact', relevant: /фото цаас/ },
  { query: 'лазер принтер', kind: 'exact', relevant: /лазер принтер/ },
  { query: 'үдэгч', kind: 'exact', relevant: /үдэгч/ },
  // typos: one letter changed, added, dropped, or two swapped
  { query: 'тонре', kind: 'typo', relevant: toner },
  { query: 'tonre', kind: 'typo', relevant: toner },
  { query: 'cannon', kind: 'typo', relevant: /^Canon / },
  { query: 'bicheeech', kind: 'typo', relevant: /Бичээч/ },
  { query: 'принтр', kind: 'typo', relevant: /принтер/ },
  { query: 'маркр', kind: 'typo', relevant: /маркер/ },
  { query: 'бумгаа', kind: 'typo', relevant: /цаас|paper/i },
  { query: 'stapels', kind: 'typo', relevant: /staples/i },
  { query: 'cartrigde', kind: 'typo', relevant: /cartridge/i },
  { query: 'kyocra', kind: 'typo', relevant: /^Kyocera/ },
  { query: 'brothre', kind: 'typo', relevant: /^Brother/ },
  { query: 'тодруулагчч', kind: 'typo', relevant: /тодруулагч/ },
  { query: 'харандаа', kind: 'exact', relevant: /харандаа/ },
  { query: 'харнадаа', kind: 'typo', relevant: /харандаа/ },
  { query: 'highlihgter', kind: 'typo', relevant: /highlighter/i },
  { query: 'calculatr', kind: 'typo', relevant: /calculator/i },
  // truncations: what a shopper stops typing at
  { query: 'картриж', kind: 'truncated', relevant: /cartridge/i },
  { query: 'картри', kind: 'truncated', relevant: /cartridge/i },
  { query: 'принт', kind: 'truncated', relevant: /принтер/ },
  { query: 'тэмдэглэ', kind: 'truncated', relevant: /тэмдэглэ/ },
  { query: 'лаз', kind: 'truncated', relevant: /лазер/ },
  { query: 'цагаан та', kind: 'truncated', relevant: /^Цагаан Тал/ },
  { query: 'epso', kind: 'truncated', relevant: /^Epson/ },
  { query: 'kyoc', kind: 'truncated', relevant: /^Kyocera/ },
  // Mongolian typed on a Latin keyboard
  { query: 'arhi', kind: 'transliterated', relevant: /архи |Vodka/ },
  { query: 'tsagaan tal', kind: 'transliterated', relevant: /^Цагаан Тал/ },
  { query: 'devter', kind: 'transliterated', relevant: /дэвтэр/ },
  { query: 'tsaas', kind: 'transliterated', relevant: /цаас/ },
  { query: 'hor', kind: 'transliterated', relevant: /хор/ },
  { query: 'har hor', kind: 'transliterated', relevant: /хар хор/ },
  { query: 'beh', kind: 'transliterated', relevant: ink },
  { query: 'bal uzeg', kind: 'transliterated', relevant: /бал үзэг/ },
  { query: 'hayich', kind: 'transliterated', relevant: /хайч/ },
  { query: 'udeegch', kind: 'transliterated', relevant: /үдэгч|үдээс/ },
  // mixed scripts and model numbers
  { query: 'hp бэх', kind: 'mixed script', relevant: /^HP .*бэх/ },
  { query: 'canon хор', kind: 'mixed script', relevant: /^Canon .*хор/ },
  { query: 'epson цаас', kind: 'mixed script', relevant: /^Epson .*цаас/ },
  { query: 'brother принтер', kind: 'mixed script', relevant: /^Brother .*принтер/ },
  { query: 'А4 цаас', kind: 'mixed script', relevant: /А4 цаас|A4.*Paper/ },
  // Russian and English names
  { query: 'тонер', kind: 'russian', relevant: toner },
  { query: 'картридж', kind: 'russian', relevant: /cartridge/i },
  { query: 'бумага', kind: 'russian', relevant: /цаас|paper/i },
  { query: 'водка', kind: 'russian', relevant: /архи |Vodka/ },
  { query: 'toner', kind: 'english', relevant: toner },
  { query: 'ink cartridge', kind: 'english', relevant: /ink cartridge/i },
  { query: 'notebook', kind: 'english', relevant: /notebook/i },
  { query: 'vodka', kind: 'english', relevant: /vodka/i },
  { query: 'stapler', kind: 'english', relevant: /stapler/i },
  { query: 'photo paper', kind: 'english', relevant: /photo paper/i },
  // SKUs and model numbers
  { query: 'HP 305', kind: 'sku', relevant: /^HP 305/ },
  { query: 'pg-445', kind: 'sku', relevant: /PG-445/ },
  { query: 'CF230A', kind: 'sku', relevant: /CF230A/ },
  { query: 'tn-2375', kind: 'sku', relevant: /TN-2375/ },
  { query: 'L3250', kind: 'sku', relevant: /L3250/ },
  // brand + kind
  { query: 'hp toner', kind: 'brand + kind', relevant: /^HP .*Toner/ },
  { query: 'canon ink', kind: 'brand + kind', relevant: /^Canon .*Ink/ },
  { query: 'pilot pen', kind: 'brand + kind', relevant: /^Pilot .*Pen/ },
  { query: 'casio calculator', kind: 'brand + kind', relevant: /^Casio .*Calculator/ },
  { query: 'deli хавтас', kind: 'brand + kind', relevant: /^Deli .*хавтас/ },
];

/** A hit's text the patterns are matched against: its Mongolian and English names. */
export function fixtureText(hit: { name: string; translated?: { en?: { name?: string } } }): string {
  return `${hit.name} ${hit.translated?.en?.name ?? ''}`;
}

export interface FixtureScore {
  fixture: RelevanceFixture;
  /** relevant hits in the first five over the relevant products there are, at most five */
  precision: number;
  firstRelevant: boolean;
  top: string[];
}

type Hit = { name: string; translated?: { en?: { name?: string } } };

/**
 * Precision at 5 of each fixture: `search` answers the query's first five hits, `visible` is every
 * product a search can show (so a query with only three relevant products is not held to five).
 */
export function scoreFixtures(
  answers: Map<string, Hit[]>,
  visible: Hit[],
  fixtures = relevanceFixtures,
): FixtureScore[] {
  return fixtures.map((fixture) => {
    const top = (answers.get(fixture.query) ?? []).slice(0, 5);
    const relevantThere = visible.filter((hit) => fixture.relevant.test(fixtureText(hit))).length;
    const found = top.filter((hit) => fixture.relevant.test(fixtureText(hit))).length;
    return {
      fixture,
      precision: found / Math.max(1, Math.min(5, relevantThere)),
      firstRelevant: top[0] !== undefined && fixture.relevant.test(fixtureText(top[0])),
      top: top.map((hit) => hit.name),
    };
  });
}

export const meanPrecision = (scores: FixtureScore[]) =>
  scores.reduce((sum, score) => sum + score.precision, 0) / scores.length;
