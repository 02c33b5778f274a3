import type { Sql } from '../platform/db/index.ts';

/** app_meta key: the demo news, articles and comments are written once per database. */
export const DEMO_CONTENT_KEY = 'demo_content';

const DAY = 24 * 3600 * 1000;

interface SeedArticle {
  kind: 'news' | 'article';
  author: number;
  daysAgo: number;
  title: string;
  summary: string;
  body: string;
  tags: string[];
  comments?: { reader: number; text: string; replies?: { reader: number; text: string }[] }[];
}

const AUTHORS = [
  { name: 'Ганбатын Сарнай', bio: 'Оффисын тоног төхөөрөмжийн зөвлөх, 10 жил принтертэй ажилласан.' },
  { name: 'Батын Тэмүүлэн', bio: 'Бичиг хэргийн бараа, сургуулийн хэрэгслийн тоймч.' },
  { name: 'Shoppy мэдээ', bio: 'Дэлгүүрийн шинэ мэдээ, урамшуулал, салбарын мэдээлэл.' },
];

/** Readers who comment: names only, no accounts (a seeded account would be a login nobody owns). */
const READERS = [
  { first: 'Болормаа', last: 'Д.' },
  { first: 'Энхжин', last: 'Б.' },
  { first: 'Мөнх-Эрдэнэ', last: 'Г.' },
];

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

const CONTENT: SeedArticle[] = [
  {
    kind: 'news',
    author: 2,
    daysAgo: 1,
    title: 'Хан-Уул дүүрэгт шинэ салбар нээгдлээ',
    summary: 'Зайсангийн салбар маань захиалгаа очиж авах боломжтойгоор үүдээ нээлээ.',
    body: p(
      'Эрхэм харилцагч та бүхэндээ баярлалаа. Хан-Уул дүүргийн 11-р хороо, Зайсангийн гудамж 8 тоотод шинэ салбар маань нээгдлээ.',
      'Онлайнаар өгсөн захиалгаа <strong>24 цагийн дотор</strong> энэ салбараас очиж авах боломжтой. Ажлын цаг: Даваа–Баасан 09:00–20:00, Бямба–Ням 10:00–18:00.',
    ),
    tags: ['салбар', 'мэдээ'],
    comments: [
      {
        reader: 0,
        text: 'Машины зогсоол бий юу?',
        replies: [{ reader: 2, text: 'Байгаа, барилгын урд талд.' }],
      },
    ],
  },
  {
    kind: 'news',
    author: 2,
    daysAgo: 4,
    title: 'Хичээлийн шинэ жилийн хямдрал эхэллээ',
    summary: 'Дэвтэр, үзэг, цүнх зэрэг сургуулийн хэрэгсэл 30% хүртэл хямдарлаа.',
    body: p(
      'Хичээлийн шинэ жилийг угтан сургуулийн бүх хэрэгсэл 30% хүртэл хямдарлаа.',
      'Урамшуулал сарын сүүл хүртэл үргэлжилнэ. Хэтэвчээр төлбөл худалдан авалтын 2%-ийн урамшуулал нэмэгдэнэ.',
    ),
    tags: ['хямдрал', 'сургууль'],
  },
  {
    kind: 'news',
    author: 2,
    daysAgo: 9,
    title: 'Хүргэлтийн цаг шинэчлэгдлээ',
    summary: 'Улаанбаатар хотод захиалгаа 24 цагийн дотор хүлээн авна.',
    body: p(
      'Улаанбаатар хотын хүргэлт одооноос 24 цагийн дотор хийгдэнэ. Зарим бараа 48–72 цагт хүрнэ.',
      'Хүргэлтийн хаягаа тодорхой (байр, тоот) бичвэл захиалга хурдан хүрэхэд тусална.',
    ),
    tags: ['хүргэлт', 'мэдээ'],
  },
  {
    kind: 'article',
    author: 0,
    daysAgo: 2,
    title: 'Принтерийн хорыг хэрхэн зөв хадгалах вэ',
    summary: 'Хорын хайрцгийг хуурай, сэрүүн газар босоо байдлаар хадгалвал удаан эдэлнэ.',
    body:
      '<h2>Хадгалах нөхцөл</h2>' +
      p(
        'Хорын хайрцгийг <strong>10–30 градусын</strong> дулаантай, нарны шууд тусгалгүй газар хадгална.',
        'Савлагааг нь хэрэглэх хүртлээ бүү нээ: агаарт удаан байвал хор бөөгнөрч хэвлэлт судалтай гардаг.',
      ) +
      '<h2>Суурилуулахын өмнө</h2>' +
      '<ul><li>Хайрцгийг 5–6 удаа зөөлөн сэгсэрнэ.</li><li>Хамгаалалтын туузыг бүрэн сугална.</li><li>Туршилтын хуудас хэвлэнэ.</li></ul>',
    tags: ['принтер', 'хор', 'зөвлөгөө'],
    comments: [
      {
        reader: 0,
        text: 'Маш хэрэгтэй зөвлөгөө байна, баярлалаа!',
        replies: [{ reader: 1, text: 'Би ч бас сэгсрэхийг мартдаг байсан юм байна.' }],
      },
      { reader: 2, text: 'Өнгөт хорыг ч гэсэн ингэж хадгалах уу?' },
    ],
  },
  {
    kind: 'article',
    author: 0,
    daysAgo: 6,
    title: 'Лазер уу, бэх үү: гэрийн оффист аль принтер тохирох вэ',
    summary: 'Сард хэдэн хуудас хэвлэдгээсээ хамаарч сонголтоо хий.',
    body: p(
      'Сард 300-аас олон хуудас хар цагаанаар хэвлэдэг бол лазер принтер хямд тусна.',
      'Гэрэл зураг, өнгөт зураг голчлон хэвлэдэг бол бэхэн принтер илүү тохиромжтой.',
    ),
    tags: ['принтер', 'зөвлөгөө'],
    comments: [{ reader: 1, text: 'Би лазер авсандаа сэтгэл хангалуун байгаа.' }],
  },
  {
    kind: 'article',
    author: 1,
    daysAgo: 3,
    title: 'Хүүхдийн сургуулийн цүнхэнд юу хийх вэ',
    summary: 'Нэгдүгээр ангийн сурагчийн бэлтгэлийн жагсаалт.',
    body:
      p('Хичээлийн эхний өдрөөс өмнө дараах зүйлсийг бэлдээрэй.') +
      '<ol><li>12 ба 48 хуудастай дэвтэр</li><li>Харандаа, баллуур, үзүүрлэгч</li><li>Өнгийн харандаа</li><li>Шугам, хайч, цавуу</li></ol>',
    tags: ['сургууль', 'зөвлөгөө'],
    comments: [
      {
        reader: 2,
        text: 'Усан будгийг ч гэсэн нэмээрэй.',
        replies: [{ reader: 0, text: 'Тийм ээ, зургийн хичээлд хэрэгтэй.' }],
      },
    ],
  },
  {
    kind: 'article',
    author: 1,
    daysAgo: 8,
    title: 'Оффисын цаасны нягтыг хэрхэн сонгох вэ',
    summary: '80 г/м² цаас өдөр тутмын хэвлэлтэд хангалттай.',
    body: p(
      'Ихэнх оффист 80 г/м² нягттай A4 цаас хэрэглэдэг. Гэрээ, танилцуулга хэвлэхэд 100–120 г/м² цаас илүү үнэтэй харагдана.',
      'Цаасаа чийгнээс хамгаалж, хайрцагт нь хадгалбал принтерт гацахгүй.',
    ),
    tags: ['цаас', 'оффис'],
  },
];

/**
 * The demo news and articles (#17): three news items by the shop, four articles by two authors,
 * comments and replies by three readers. Deterministic: the same text and order every time, dated
 * days before the seeding clock. Written once (its own app_meta marker), so a shop seeded before
 * this content existed gets it on its next start.
 */
export async function seedDemoContent(tx: Sql, now: Date): Promise<boolean> {
  const marker = await tx.query('select 1 from app_meta where key = $1', [DEMO_CONTENT_KEY]);
  if (marker.rows.length > 0) return false;
  const authorIds: number[] = [];
  for (const author of AUTHORS) {
    const { rows } = await tx.query<{ id: number }>(
      'insert into authors (name, bio, created_at) values ($1, $2, $3) returning id',
      [author.name, author.bio, new Date(now.getTime() - 30 * DAY)],
    );
    authorIds.push((rows[0] as { id: number }).id);
  }
  const readerName = (index: number) => {
    const reader = READERS[index] as (typeof READERS)[number];
    return `${reader.first} ${reader.last}`;
  };
  // oldest first, so ids grow with the date as they would have
  for (const item of [...CONTENT].sort((a, b) => b.daysAgo - a.daysAgo)) {
    const at = new Date(now.getTime() - item.daysAgo * DAY);
    const text = item.body
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    const { rows } = await tx.query<{ id: number }>(
      `insert into articles (kind, author_id, title, summary, body_html, body_text, tags, published_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $8) returning id`,
      [item.kind, authorIds[item.author], item.title, item.summary, item.body, text, item.tags, at],
    );
    const articleId = (rows[0] as { id: number }).id;
    let minute = 60;
    for (const comment of item.comments ?? []) {
      const { rows: made } = await tx.query<{ id: number }>(
        'insert into comments (article_id, author_name, body, created_at) values ($1, $2, $3, $4) returning id',
        [articleId, readerName(comment.reader), comment.text, new Date(at.getTime() + minute++ * 60_000)],
      );
      for (const reply of comment.replies ?? []) {
        await tx.query(
          'insert into comments (article_id, parent_id, author_name, body, created_at) values ($1, $2, $3, $4, $5)',
          [
            articleId,
            made[0]?.id,
            readerName(reply.reader),
            reply.text,
            new Date(at.getTime() + minute++ * 60_000),
          ],
        );
      }
    }
  }
  await tx.query('insert into app_meta (key, value) values ($1, $2::jsonb)', [
    DEMO_CONTENT_KEY,
    JSON.stringify({ seeded_at: now.toISOString(), articles: CONTENT.length }),
  ]);
  return true;
}
