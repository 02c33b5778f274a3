import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/index.ts';
import { ShopError } from '../../platform/errors.ts';
import type { EventStore } from '../../platform/events/index.ts';
import type { StaffActor } from '../staff/auth.ts';
import { createLookBook, setLookBookPublished } from './commands.ts';
import type { LookBookInput } from './content.ts';

/** app_meta key of the marker row: present = the demo look books are written. */
export const DEMO_LOOK_BOOKS_KEY = 'demo_look_books';

const SEED_ACTOR: StaffActor = { id: null, name: 'seed', email: null, roles: ['content'] };

/** One look as a row: its caption in Mongolian and English, then its hotspots as [SKU, x %, y %]. */
type LookRow = [caption: string, captionEn: string, spots: [sku: string, x: number, y: number][]];

interface BookRow {
  slug: string;
  title: { mn: string; en: string; ru: string };
  intro: { mn: string; en: string };
  looks: LookRow[];
}

/**
 * Two look books over demo products by SKU (the same on every machine, like the catalog). The home
 * office one holds the Parker IM pen, out of stock in the demo, so "add all to cart" shows a skip.
 */
const DEMO_BOOKS: BookRow[] = [
  {
    slug: 'home-office',
    title: { mn: 'Гэрийн оффис', en: 'Home office', ru: 'Домашний офис' },
    intro: {
      mn: '<p>Гэрээсээ ажиллахад хэрэгтэй бүхэн нэг ширээн дээр: тэмдэглэлийн дэвтэр, найдвартай үзэг, тооны машин, цаасны хэрэгсэл.</p>',
      en: '<p>Everything for working from home on one desk: notebooks, a pen you can rely on, a calculator and desk tools.</p>',
    },
    looks: [
      [
        'Өглөөний ширээ: дэвтэр, үзэг, тооны машин',
        'The morning desk: notebook, pen and calculator',
        [
          ['MOLESKINE-CLASSIC-L', 22, 34],
          ['PARKER-JOTTER-1-BLU', 50, 62],
          ['CASIO-GX-12B', 78, 36],
        ],
      ],
      [
        'Цаас, баримт бичгийн булан',
        'The paperwork corner',
        [
          ['OXFORD-SP-A4-100', 20, 64],
          ['LEITZ-5502', 50, 32],
          ['DELI-810', 80, 64],
          ['STABILO-HL-BOSSORIGINAL4', 50, 78],
        ],
      ],
      [
        'Бэлэг болгоход тохиромжтой үзэг',
        'A pen worth giving',
        [
          ['PARKER-IM-1-BLA', 34, 50],
          ['FC-GRIP-HB', 70, 50],
        ],
      ],
    ],
  },
  {
    slug: 'tsagaan-tal-gifts',
    title: {
      mn: 'Цагаан Тал: баярын бэлэг',
      en: 'Tsagaan Tal: holiday gifts',
      ru: 'Цагаан Тал: праздничные подарки',
    },
    intro: {
      mn: '<p>Цагаан сар, ой тэмдэглэлт өдөрт: Цагаан Тал архины шугамаас бэлгийн хайрцаг, хундага, модон хайрцагтай Алтан архи.</p><p>Зөвхөн 21 ба түүнээс дээш насны хүнд худалдана.</p>',
      en: '<p>For the Lunar New Year and anniversaries: gift boxes, glasses and Gold in a wooden case from the Tsagaan Tal line.</p><p>Sold only to customers aged 21 and over.</p>',
    },
    looks: [
      [
        'Хүндэт зочинд: Алтан ба Хаан Нөөц',
        'For an honoured guest: Gold and Khaan Reserve',
        [
          ['TT-GOLD-WOOD-100', 26, 46],
          ['TT-KHAAN-075', 56, 40],
          ['TT-GLASSES-6', 80, 68],
        ],
      ],
      [
        'Бэлгийн багц',
        'The gift set',
        [
          ['TT-GIFT-GLASSES-GB', 30, 50],
          ['TT-CLASSIC-075', 70, 46],
        ],
      ],
    ],
  },
];

/** The table as the input staff would send (create look book). */
export const demoLookBooks: LookBookInput[] = DEMO_BOOKS.map((book) => ({
  slug: book.slug,
  title: book.title.mn,
  intro_html: book.intro.mn,
  translations: {
    en: { title: book.title.en, intro_html: book.intro.en },
    ru: { title: book.title.ru },
  },
  looks: book.looks.map(([caption, captionEn, spots]) => ({
    caption,
    translations: { en: { caption: captionEn } },
    spots: spots.map(([sku, x, y]) => ({ sku, x, y })),
  })),
}));

/** Writes the demo look books once (published), through the log like staff would. */
export async function seedDemoLookBooks(
  db: Database,
  clock: Clock,
  store: EventStore,
): Promise<{ seeded: boolean }> {
  const marker = await db.query('select 1 from app_meta where key = $1', [DEMO_LOOK_BOOKS_KEY]);
  if (marker.rows[0]) return { seeded: false };
  const deps = { db, clock, store };
  for (const input of demoLookBooks) {
    try {
      const id = await createLookBook(deps, input, SEED_ACTOR);
      await setLookBookPublished(deps, id, true, SEED_ACTOR);
    } catch (error) {
      // another process starting at the same moment wrote it first
      if (!(error instanceof ShopError && error.shopCode === 'SLUG_TAKEN')) throw error;
    }
  }
  await db.query(`insert into app_meta (key, value) values ($1, '{}'::jsonb) on conflict (key) do nothing`, [
    DEMO_LOOK_BOOKS_KEY,
  ]);
  return { seeded: true };
}
