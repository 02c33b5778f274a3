import type { Database } from '../platform/db/index.ts';

/** app_meta key of the marker row: present = the demo content (pages, brand stories, promotions) is written. */
export const DEMO_STOREFRONT_KEY = 'demo_storefront_content';

interface PageSeed {
  slug: string;
  title: { mn: string; en: string; ru?: string };
  body: { mn: string; en: string; ru?: string };
}

/**
 * The shop's own pages (spec §2 "Pages", §9 delivery and return windows). Numbers the checkout or the
 * configuration decide are `{placeholders}` (server/commerce/storefront/placeholders.ts), never typed in.
 */
export const demoPages: PageSeed[] = [
  {
    slug: 'delivery',
    title: { mn: 'Хүргэлт', en: 'Delivery', ru: 'Доставка' },
    body: {
      mn: `Улаанбаатар хотод захиалгыг төлбөр баталгаажсанаас хойш {delivery_hours} цагийн дотор хүргэнэ.

## Хүргэлтийн төрөл
- Энгийн хүргэлт: {delivery_hours} цагийн дотор, {standard_cost}₮. {free_delivery_from}₮-өөс дээш захиалгад үнэгүй.
- Шуурхай хүргэлт: {express_hours} цагийн дотор, {express_cost}₮.
- Орон нутгийн хүргэлт: {province_hours} цагийн дотор, {province_cost}₮. Принтерийг орон нутагт хүргэхгүй.
- Салбараас очиж авах: {pickup_hours} цагийн дотор бэлэн болно, үнэгүй.

## Анхаарах зүйл
Хүргэлтийн хаягаа тодорхой бичээрэй, эс бөгөөс хүргэлт хоцорч болно. Хүргэлтийн цагийг захиалга өгөхдөө сонгоно.`,
      en: `In Ulaanbaatar, orders are delivered within {delivery_hours} hours of the payment being confirmed.

## Delivery options
- Standard delivery: within {delivery_hours} hours, {standard_cost}₮. Free on orders over {free_delivery_from}₮.
- Express delivery: within {express_hours} hours, {express_cost}₮.
- Delivery to the provinces: within {province_hours} hours, {province_cost}₮. Printers are not sent to the provinces.
- Pickup at a branch: ready within {pickup_hours} hours, free.

## Please note
Write your delivery address precisely, or the delivery may be late. You choose the delivery time when you order.`,
      ru: `По Улан-Батору заказ доставляется в течение {delivery_hours} часов после подтверждения оплаты.

## Способы доставки
- Обычная доставка: в течение {delivery_hours} часов, {standard_cost}₮. Бесплатно при заказе от {free_delivery_from}₮.
- Экспресс-доставка: в течение {express_hours} часов, {express_cost}₮.
- Доставка в аймаки: в течение {province_hours} часов, {province_cost}₮.
- Самовывоз из филиала: готово в течение {pickup_hours} часов, бесплатно.`,
    },
  },
  {
    slug: 'returns',
    title: { mn: 'Буцаалт', en: 'Returns', ru: 'Возврат' },
    body: {
      mn: `Барааг хүлээн авснаас хойш {return_hours} цагийн дотор буцаах хүсэлтээ "Миний захиалгууд" хэсгээс илгээнэ үү.

## Буцаах нөхцөл
- Бараа эвдрээгүй, савлагаа нь бүрэн байх.
- Согтууруулах ундааг савлагааг нь нээсэн бол буцаахгүй.
- Төлбөрийг буцаалт батлагдсанаас хойш 3–5 хоногт таны төлсөн хэлбэрээр буцаан олгоно.

Асуулт байвал 7700-1500 дугаарт залгана уу.`,
      en: `Ask for a return within {return_hours} hours of receiving the goods, from "My orders".

## Conditions
- The item is undamaged and its packaging complete.
- Alcohol cannot be returned once opened.
- The money goes back the way you paid within 3–5 days of the return being accepted.

Questions: call 7700-1500.`,
    },
  },
  {
    slug: 'payment',
    title: { mn: 'Төлбөрийн нөхцөл', en: 'Payment', ru: 'Оплата' },
    body: {
      mn: `Захиалгын төлбөрийг дараах хэлбэрээр төлөх боломжтой.

- Банкны шилжүүлэг ба интернэт банк
- QPay QR төлбөр
- Банкны карт ба хадгалсан карт
- Хэтэвч, бэлгийн карт, купон, урамшууллын оноо
- Лизинг ба хувааж төлөх

Төлбөр баталгаажмагц захиалга баталгаажиж, НӨАТ-ын баримтыг и-мэйлээр илгээнэ.`,
      en: `You can pay for an order in these ways.

- Bank transfer and internet banking
- QPay QR payment
- Bank cards and saved cards
- Wallet, gift cards, coupons and loyalty points
- Lease and instalments

The order is confirmed as soon as the payment is, and the VAT receipt is e-mailed to you.`,
    },
  },
  {
    slug: 'about',
    title: { mn: 'Бидний тухай', en: 'About us', ru: 'О нас' },
    body: {
      mn: `Shoppy бол принтерийн бэх, хор, цаас, бичиг хэргийг нэг дороос санал болгодог Монгол онлайн дэлгүүр юм.

Бид 2012 оноос хойш Улаанбаатар хотын байгууллага, сургууль, гэр бүлд оффисын хэрэгслийг хүргэж байна. Мөн Цагаан Тал архины брэндийн албан ёсны борлуулагч.`,
      en: `Shoppy is a Mongolian online shop for printer ink, toner, paper and office supplies in one place.

Since 2012 we have delivered office supplies to companies, schools and families in Ulaanbaatar. We are also the official seller of the Tsagaan Tal vodka brand.`,
    },
  },
  {
    slug: 'contacts',
    title: { mn: 'Холбоо барих', en: 'Contacts', ru: 'Контакты' },
    body: {
      mn: `## Утас
7700-1500 (Даваа–Баасан 09:00–20:00, Бямба–Ням 10:00–18:00)

## И-мэйл
info@shoppy.mn

## Хаяг
Сүхбаатар дүүрэг, 1-р хороо, Энхтайваны өргөн чөлөө 15, Улаанбаатар`,
      en: `## Phone
7700-1500 (Mon–Fri 09:00–20:00, Sat–Sun 10:00–18:00)

## E-mail
info@shoppy.mn

## Address
15 Peace Avenue, 1st khoroo, Sukhbaatar district, Ulaanbaatar`,
    },
  },
  {
    slug: 'terms',
    title: { mn: 'Үйлчилгээний нөхцөл', en: 'Terms of service', ru: 'Условия обслуживания' },
    body: {
      mn: `Энэ сайтаар худалдан авалт хийснээр та дараах нөхцөлийг зөвшөөрч байна.

- Согтууруулах ундааг зөвхөн 21 нас хүрсэн хүнд худалдана.
- Барааны үнэ төгрөгөөр, НӨАТ орсон байна.
- Захиалгыг төлбөрийн хугацаанд төлөөгүй бол цуцлагдана.
- Хүргэлт ба буцаалтын нөхцөлийг тус тусын хуудаснаас харна уу.`,
      en: `By buying on this site you accept these terms.

- Alcohol is sold only to customers aged 21 and over.
- Prices are in tugrik and include VAT.
- An order not paid by its payment deadline is cancelled.
- Delivery and returns follow their own pages.`,
    },
  },
  {
    slug: 'privacy',
    title: { mn: 'Нууцлалын бодлого', en: 'Privacy policy', ru: 'Политика конфиденциальности' },
    body: {
      mn: `Бид таны утас, и-мэйл, хүргэлтийн хаягийг зөвхөн захиалгыг биелүүлэх, танд мэдэгдэл илгээхэд ашиглана.

- Картын дугаарыг бид хадгалахгүй: зөвхөн сүүлийн 4 оронг хадгална.
- Таны мэдээллийг гуравдагч этгээдэд худалдахгүй.
- Бүртгэлээ устгуулах хүсэлтээ info@shoppy.mn хаягаар илгээнэ үү.`,
      en: `We use your phone, e-mail and delivery address only to fulfil your orders and send you notices.

- We do not keep card numbers: only their last 4 digits.
- We never sell your data to third parties.
- To have your account deleted, write to info@shoppy.mn.`,
    },
  },
];

/** Brand stories (spec §2 Brands: "its story where present"): a few brands have one. */
export const brandStories: Record<string, { mn: string; en: string }> = {
  'tsagaan-tal': {
    mn: `Цагаан Тал нь Монголын тал нутгийн цэвэр ус, улаан буудайгаар 6 удаа нэрж, нүүрс, кварц, мөнгө, сувд, алмазаар шүүж, 500 гаруй цаг амрааж бүтээсэн архи юм.

Газар, хүн, бэлэг — энэ гурав бидний түүхийн үндэс.`,
    en: `Tsagaan Tal is distilled 6 times from the clean water and wheat of the Mongolian steppe, filtered through charcoal, quartz, silver, pearls and diamond, and rested over 500 hours.

Land, people, gift: the three roots of our story.`,
  },
  bicheech: {
    mn: 'Бичээч бол 2005 оноос хойш Монголд үйлдвэрлэж буй сурагчийн дэвтэр, бичиг хэргийн брэнд юм. Монгол бичиг, кирилл үсгийн зөв бичих дэвтрүүдээрээ алдартай.',
    en: 'Bicheech has made school notebooks and stationery in Mongolia since 2005, best known for its Mongolian-script and Cyrillic handwriting books.',
  },
  hp: {
    mn: 'HP нь 1939 онд Калифорнид үүсгэн байгуулагдсан, принтер, хорны дэлхийн тэргүүлэгч үйлдвэрлэгч. Жинхэнэ HP хор нь хэвлэлийн чанар, принтерийн насжилтыг хамгаална.',
    en: 'Founded in California in 1939, HP is a world leader in printers and toner. Original HP cartridges keep print quality high and printers running longer.',
  },
  canon: {
    mn: 'Canon нь 1937 оноос хойш дүрс боловсруулах технологиор мэргэшсэн Японы компани. Бэхэн болон лазер принтерийн хангамжаа манай дэлгүүрээс авна уу.',
    en: 'Canon has specialised in imaging since 1937 in Japan. Find its inkjet and laser printer supplies here.',
  },
  epson: {
    mn: 'Epson-ы EcoTank принтерүүд нь хайрцаггүй, сав бүхий бэхний системээрээ хуудас бүрийн өртгийг бууруулдаг.',
    en: 'Epson EcoTank printers use refillable ink tanks instead of cartridges, lowering the cost of every page.',
  },
};

const DAY = 86_400_000;

/** Demo promotions: their products chosen by category, their dates relative to the seed's clock. */
const demoPromotions = [
  {
    code: 'back-to-school',
    name: 'Хичээлийн шинэ жилд бэлдье',
    description: 'Дэвтэр, үзэг, харандаа, хавтас — сурагчдад хэрэгтэй бүхэн нэг дор.',
    en: {
      name: 'Ready for the new school year',
      description: 'Notebooks, pens, pencils and folders: everything a pupil needs in one place.',
    },
    taxons: ['paper/notebooks', 'office-supplies/writing', 'office-supplies/filing'],
    days: 21,
  },
  {
    code: 'office-ink',
    name: 'Оффисын хэвлэлийн долоо хоног',
    description: 'Принтерийн хор, бэх, А4 цаасыг хямд үнээр нөөцлөөрэй.',
    en: { name: 'Office printing week', description: 'Stock up on toner, ink and A4 paper.' },
    taxons: ['ink-toner/toner', 'paper/office-paper/a4'],
    days: 7,
  },
];

/**
 * Writes the demo pages and brand stories once (deterministic: the same text everywhere). Apart from
 * the catalog's marker, so a database seeded before the pages existed gets them on its next start.
 */
export async function seedStorefrontContent(db: Database, now: Date): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [7_274_017]);
    const marker = await tx.query('select 1 from app_meta where key = $1', [DEMO_STOREFRONT_KEY]);
    if (marker.rows[0]) return { seeded: false };
    await tx.query(
      `insert into pages (slug, title, body, translations, position)
       select slug, title, body, translations, position
         from jsonb_to_recordset($1::jsonb) as r(slug text, title text, body text, translations jsonb, position int)
       on conflict (slug) do nothing`,
      [
        JSON.stringify(
          demoPages.map((page, position) => ({
            slug: page.slug,
            title: page.title.mn,
            body: page.body.mn,
            position,
            translations: {
              en: { title: page.title.en, body: page.body.en },
              ...(page.title.ru
                ? { ru: { title: page.title.ru, ...(page.body.ru ? { body: page.body.ru } : {}) } }
                : {}),
            },
          })),
        ),
      ],
    );
    // only a brand without a story of its own: staff may have written one already
    await tx.query(
      `update brands b set story = r.mn,
              translations = b.translations || jsonb_build_object('en', coalesce(b.translations->'en', '{}'::jsonb)
                || jsonb_build_object('story', r.en))
         from jsonb_to_recordset($1::jsonb) as r(code text, mn text, en text)
        where b.code = r.code and b.story = ''`,
      [JSON.stringify(Object.entries(brandStories).map(([code, story]) => ({ code, ...story })))],
    );
    for (const promotion of demoPromotions) {
      // 12 products of the promotion's categories, in id order: the same on every machine
      await tx.query(
        `insert into promotions (code, name, description, translations, starts_at, ends_at, product_ids)
         select $1, $2, $3, $4::jsonb, $5, $6,
                coalesce((select array_agg(id order by id) from (
                  select p.id from products p join taxons t on t.id = p.taxon_id
                   where exists (select 1 from unnest($7::text[]) as prefix
                                  where t.permalink = prefix or t.permalink like prefix || '/%')
                   order by p.id limit 12) picked), '{}')
         on conflict (code) do nothing`,
        [
          promotion.code,
          promotion.name,
          promotion.description,
          JSON.stringify({ en: promotion.en }),
          new Date(now.getTime() - DAY),
          new Date(now.getTime() + promotion.days * DAY),
          promotion.taxons,
        ],
      );
    }
    await tx.query(`insert into app_meta (key, value) values ($1, '{}'::jsonb)`, [DEMO_STOREFRONT_KEY]);
    return { seeded: true };
  });
}
