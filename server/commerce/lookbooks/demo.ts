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

/**
 * Two look books over demo products by SKU (the same on every machine, like the catalog). The home
 * office one holds the Parker IM pen, out of stock in the demo, so "add all to cart" shows a skip.
 */
export const demoLookBooks: LookBookInput[] = [
  {
    slug: 'home-office',
    title: 'Гэрийн оффис',
    intro_html:
      '<p>Гэрээсээ ажиллахад хэрэгтэй бүхэн нэг ширээн дээр: тэмдэглэлийн дэвтэр, найдвартай үзэг, тооны машин, цаасны хэрэгсэл.</p>',
    translations: {
      en: {
        title: 'Home office',
        intro_html:
          '<p>Everything for working from home on one desk: notebooks, a pen you can rely on, a calculator and desk tools.</p>',
      },
      ru: { title: 'Домашний офис' },
    },
    looks: [
      {
        caption: 'Өглөөний ширээ: дэвтэр, үзэг, тооны машин',
        translations: { en: { caption: 'The morning desk: notebook, pen and calculator' } },
        spots: [
          { sku: 'MOLESKINE-CLASSIC-L', x: 22, y: 34 },
          { sku: 'PARKER-JOTTER-1-BLU', x: 50, y: 62 },
          { sku: 'CASIO-GX-12B', x: 78, y: 36 },
        ],
      },
      {
        caption: 'Цаас, баримт бичгийн булан',
        translations: { en: { caption: 'The paperwork corner' } },
        spots: [
          { sku: 'OXFORD-SP-A4-100', x: 20, y: 64 },
          { sku: 'LEITZ-5502', x: 50, y: 32 },
          { sku: 'DELI-810', x: 80, y: 64 },
          { sku: 'STABILO-HL-BOSSORIGINAL4', x: 50, y: 78 },
        ],
      },
      {
        caption: 'Бэлэг болгоход тохиромжтой үзэг',
        translations: { en: { caption: 'A pen worth giving' } },
        spots: [
          { sku: 'PARKER-IM-1-BLA', x: 34, y: 50 },
          { sku: 'FC-GRIP-HB', x: 70, y: 50 },
        ],
      },
    ],
  },
  {
    slug: 'tsagaan-tal-gifts',
    title: 'Цагаан Тал: баярын бэлэг',
    intro_html:
      '<p>Цагаан сар, ой тэмдэглэлт өдөрт: Цагаан Тал архины шугамаас бэлгийн хайрцаг, хундага, модон хайрцагтай Алтан архи.</p><p>Зөвхөн 21 ба түүнээс дээш насны хүнд худалдана.</p>',
    translations: {
      en: {
        title: 'Tsagaan Tal: holiday gifts',
        intro_html:
          '<p>For the Lunar New Year and anniversaries: gift boxes, glasses and Gold in a wooden case from the Tsagaan Tal line.</p><p>Sold only to customers aged 21 and over.</p>',
      },
      ru: { title: 'Цагаан Тал: праздничные подарки' },
    },
    looks: [
      {
        caption: 'Хүндэт зочинд: Алтан ба Хаан Нөөц',
        translations: { en: { caption: 'For an honoured guest: Gold and Khaan Reserve' } },
        spots: [
          { sku: 'TT-GOLD-WOOD-100', x: 26, y: 46 },
          { sku: 'TT-KHAAN-075', x: 56, y: 40 },
          { sku: 'TT-GLASSES-6', x: 80, y: 68 },
        ],
      },
      {
        caption: 'Бэлгийн багц',
        translations: { en: { caption: 'The gift set' } },
        spots: [
          { sku: 'TT-GIFT-GLASSES-GB', x: 30, y: 50 },
          { sku: 'TT-CLASSIC-075', x: 70, y: 46 },
        ],
      },
    ],
  },
];

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
