import type { Clock } from '../../platform/clock.ts';
import type { Database, Sql } from '../../platform/db/index.ts';
import { STOCK_RECEIVED, stockStreamId } from '../catalog/stock-events.ts';
import { commerceEventStore } from '../event-store.ts';

/** app_meta marker: present = the demo lodge is written (a restart changes nothing). */
export const DEMO_LODGE_KEY = 'demo_lodge';
const HOTEL_ID = 'tsagaan-tal-lodge';
/** Rooms are sold through variants no search or generic add-to-cart reaches (0170_horeca.sql). */
const NEVER_ON_SALE = '2999-01-01T00:00:00Z';
/** A room's variant needs stock for checkout to reserve; the nights are what is really scarce. */
const ROOM_VARIANT_STOCK = 1_000_000;

const amenities = [
  ['wifi', 'wifi', 'Үнэгүй Wi-Fi', 'Free Wi-Fi'],
  ['breakfast', 'coffee', 'Өглөөний цай', 'Breakfast included'],
  ['sauna', 'flame', 'Саун', 'Sauna'],
  ['fireplace', 'flame-kindling', 'Зуух', 'Fireplace'],
  ['mountain-view', 'mountain', 'Уулын үзэмж', 'Mountain view'],
  ['parking', 'car', 'Зогсоол', 'Parking'],
  ['tasting', 'wine', 'Архины амталгаа', 'Vodka tasting'],
  ['horse-riding', 'tent', 'Морин аялал', 'Horse riding'],
] as const;

// slug, mn name, en name, capacity, beds (mn, en), m², weekday, weekend, amenities
const rooms = [
  [
    'steppe-standard',
    'Тал стандарт өрөө',
    'Steppe Standard Room',
    2,
    ['2 ор', 'Twin beds'],
    22,
    180_000,
    220_000,
    ['wifi', 'breakfast', 'parking'],
  ],
  [
    'steppe-double',
    'Тал давхар ортой өрөө',
    'Steppe Double Room',
    2,
    ['1 том ор', '1 double bed'],
    26,
    210_000,
    260_000,
    ['wifi', 'breakfast', 'mountain-view', 'parking'],
  ],
  [
    'family-ger',
    'Гэр бүлийн гэр',
    'Family Ger',
    4,
    ['1 том ор, 2 ор', '1 double, 2 single beds'],
    36,
    260_000,
    320_000,
    ['wifi', 'breakfast', 'fireplace', 'horse-riding', 'parking'],
  ],
  [
    'birch-suite',
    'Хус люкс',
    'Birch Suite',
    3,
    ['1 том ор, буйдан', '1 king bed, sofa bed'],
    48,
    390_000,
    470_000,
    ['wifi', 'breakfast', 'sauna', 'fireplace', 'mountain-view', 'parking'],
  ],
  [
    'khaan-suite',
    'Хаан люкс',
    'Khaan Suite',
    4,
    ['2 том ор', '2 king beds'],
    72,
    590_000,
    690_000,
    ['wifi', 'breakfast', 'sauna', 'fireplace', 'mountain-view', 'tasting', 'horse-riding', 'parking'],
  ],
] as const;

const text = (mn: string, en: string) => JSON.stringify({ mn, en });

/** The seasons of the year of `now` and the next: summer high season, Tsagaan Sar, winter low. */
function seasonRows(now: Date) {
  const year = now.getUTCFullYear();
  return [year, year + 1].flatMap((y) => [
    [text('Зуны өндөр улирал', 'Summer high season'), `${y}-06-15`, `${y}-08-31`, 130],
    [text('Өвлийн намжуу улирал', 'Winter low season'), `${y}-11-01`, `${y}-12-20`, 85],
  ]);
}

async function writeLodge(tx: Sql, now: Date): Promise<number[]> {
  await tx.query(
    `insert into hotels (id, name, description, address, phone, check_in_time, check_out_time, vat_percent,
                         city_tax_percent, photos)
     values ($1, $2, $3, $4, '7700-1577', '14:00', '12:00', 10, 1, $5)`,
    [
      HOTEL_ID,
      text('Цагаан Тал зочид буудал', 'Tsagaan Tal Lodge'),
      text(
        'Цагаан Тал архины үйлдвэрийн дэргэдэх, Тэрэлжийн хөндийд байрлах амралтын буудал. Өрөө бүрээс уул харагдана; орой бүр амталгааны үдэш болно.',
        'The vodka brand’s lodge in the Terelj valley, beside the distillery. Mountains from every window; a tasting evening every night.',
      ),
      text('Горхи-Тэрэлж, Улаанбаатараас 65 км', 'Gorkhi-Terelj, 65 km from Ulaanbaatar'),
      ['/images/horeca/lodge-1.svg', '/images/horeca/lodge-2.svg', '/images/horeca/lodge-3.svg'],
    ],
  );
  for (const [position, [id, icon, mn, en]] of amenities.entries()) {
    await tx.query('insert into hotel_amenities (id, name, icon, position) values ($1, $2, $3, $4)', [
      id,
      text(mn, en),
      icon,
      position,
    ]);
  }
  for (const [name, first, last, percent] of seasonRows(now)) {
    await tx.query(
      `insert into hotel_seasons (hotel_id, name, first_night, last_night, rate_percent) values ($1, $2, $3, $4, $5)`,
      [HOTEL_ID, name, first, last, percent],
    );
  }
  const { rows: taxon } = await tx.query<{ id: number }>(
    `select id from taxons where permalink like 'premium-vodka%' order by depth, id limit 1`,
  );
  const { rows: brand } = await tx.query<{ id: number }>(`select id from brands where code = 'tsagaan-tal'`);
  const variantIds: number[] = [];
  for (const [
    position,
    [slug, mn, en, capacity, beds, size, weekday, weekend, roomAmenities],
  ] of rooms.entries()) {
    const { rows: product } = await tx.query<{ id: number }>(
      `insert into products (slug, name, description, translations, taxon_id, brand_id, available_on, image)
       values ($1, $2, '', $3, $4, $5, $6, $7) returning id`,
      [
        `lodge-${slug}`,
        mn,
        JSON.stringify({ en: { name: en } }),
        taxon[0]!.id,
        brand[0]?.id ?? null,
        NEVER_ON_SALE,
        `/images/horeca/${slug}-1.svg`,
      ],
    );
    const { rows: variant } = await tx.query<{ id: number }>(
      `insert into variants (product_id, sku, is_master, price, selling_price)
       values ($1, $2, true, $3, $3) returning id`,
      [product[0]!.id, `LODGE-${slug.toUpperCase()}`, weekday],
    );
    variantIds.push(variant[0]!.id);
    await tx.query(
      `insert into hotel_rooms (hotel_id, slug, name, description, capacity, beds, size_m2, weekday_rate,
                                weekend_rate, amenity_ids, photos, variant_id, position)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        HOTEL_ID,
        slug,
        text(mn, en),
        text(
          `${size} м² өрөө, ${capacity} хүртэл зочинд. Баасан, Бямба гарагийн шөнө амралтын өдрийн үнээр.`,
          `A ${size} m² room for up to ${capacity} guests. Friday and Saturday nights are at the weekend rate.`,
        ),
        capacity,
        text(beds[0], beds[1]),
        size,
        weekday,
        weekend,
        roomAmenities,
        [1, 2, 3].map((n) => `/images/horeca/${slug}-${n}.svg`),
        variant[0]!.id,
        position,
      ],
    );
  }
  return variantIds;
}

/** Writes the demo lodge once: 5 rooms, 8 amenities, two seasons a year, weekend rates. */
export async function seedDemoLodge(db: Database, clock: Clock): Promise<{ seeded: boolean }> {
  const store = commerceEventStore(db);
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [DEMO_LODGE_KEY]);
    const marker = await tx.query('select 1 from app_meta where key = $1', [DEMO_LODGE_KEY]);
    if (marker.rows[0]) return { seeded: false };
    const hasCatalog = await tx.query(`select 1 from brands where code = 'tsagaan-tal'`);
    if (!hasCatalog.rows[0]) return { seeded: false };
    const variantIds = await writeLodge(tx, clock.now());
    for (const variantId of variantIds) {
      await store.append(
        stockStreamId(variantId),
        'no_stream',
        [
          {
            type: STOCK_RECEIVED,
            data: { variantId, quantity: ROOM_VARIANT_STOCK },
            metadata: { source: 'demo-lodge' },
          },
        ],
        tx,
      );
    }
    await tx.query(`insert into app_meta (key, value) values ($1, '{}'::jsonb)`, [DEMO_LODGE_KEY]);
    return { seeded: true };
  });
}
