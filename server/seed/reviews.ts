import { reviewStreamId } from '../commerce/reviews/events.ts';
import type { Sql } from '../platform/db/index.ts';
import type { EventStore } from '../platform/events/index.ts';
import { rngFor } from './rng.ts';

/**
 * Demo reviewers: ids far above any real account's (users.id is a serial that starts at 1), so a
 * shopper never finds a seeded review as their own.
 */
const FIRST_REVIEWER_ID = 900_001;
const reviewers = [
  'Болормаа Б.',
  'Тэмүүлэн Г.',
  'Сарангэрэл Д.',
  'Энхжаргал Н.',
  'Мөнх-Очир С.',
  'Оюунчимэг Ж.',
  'Батзориг Т.',
  'Номин-Эрдэнэ Л.',
];

/** Words by the stars they come with: a shopper who gave 2 does not write "excellent". */
const comments: Record<number, readonly string[]> = {
  5: [
    'Маш сайн бараа, хүлээж байснаас ч илүү. Хүргэлт хурдан ирсэн.',
    'Чанар нь гайхалтай, дахин захиална. Баярлалаа!',
    'Оффисдоо хэрэглэж байна, ямар ч асуудалгүй. Санал болгож байна.',
    'Үнэдээ тохирсон, сайхан савласан байсан.',
  ],
  4: [
    'Сайн бараа, гэхдээ хүргэлт нэг өдөр хоцорсон.',
    'Чанар сайн, үнэ бага зэрэг өндөр санагдсан.',
    'Ерөнхийдөө сэтгэл хангалуун байна. Хайрцаг нь жаахан хонхойсон ирсэн.',
  ],
  3: ['Дунд зэрэг. Зурагт харагдаж байснаас жаахан өөр.', 'Хэрэглэхэд болно, гэхдээ онцгой зүйлгүй.'],
  2: ['Хүлээлтэд хүрсэнгүй, удалгүй дуусчихлаа.'],
  1: ['Буруу өнгөтэй ирсэн, солиулах гэж удлаа.'],
};

/** Mostly 4 and 5 stars, as on a shop people like, with the odd low one. */
const ratingFor = (draw: number) =>
  draw < 0.45 ? 5 : draw < 0.8 ? 4 : draw < 0.92 ? 3 : draw < 0.97 ? 2 : 1;

/**
 * Reviews with ratings (and a few price opinions) on popular demo products (#17): twenty visible
 * products spread over the catalog, 2 to 6 reviews each, the same on every machine (seeded by slug).
 * Appended as the shoppers' facts through the store, so the reviews projection, the ratings and the
 * search documents follow as they do for a real review.
 */
export async function seedReviews(tx: Sql, store: EventStore, slugs: readonly string[]): Promise<number> {
  const { rows } = await tx.query<{ id: number; slug: string }>(
    `select p.id, p.slug from products p join search_documents d on d.id = p.id
      where p.slug = any($1::text[]) and d.has_image and d.total_on_hand > 0 order by p.id`,
    [slugs],
  );
  // spread over the whole catalog (ink, paper, office supplies, vodka), twenty products
  const step = Math.max(1, Math.floor(rows.length / 20));
  const popular = rows.filter((_, index) => index % step === 0).slice(0, 20);
  let written = 0;
  for (const product of popular) {
    const rng = rngFor(`reviews:${product.slug}`);
    const count = rng.int(2, 6);
    const first = rng.int(0, reviewers.length - 1);
    const events = [];
    for (let n = 0; n < count; n++) {
      const at = (first + n) % reviewers.length;
      const rating = ratingFor(rng.next());
      events.push({
        type: 'ReviewWritten',
        data: {
          reviewId: `seed-${product.id}-${n}`,
          userId: FIRST_REVIEWER_ID + at,
          authorName: reviewers[at]!,
          rating,
          comment: rng.pick(comments[rating]!),
          images: [],
          verified: rng.chance(0.6),
        },
        metadata: { actor: 'seed' },
      });
      if (rng.chance(0.5)) {
        events.push({
          type: 'PriceOpinionGiven',
          data: {
            userId: FIRST_REVIEWER_ID + at,
            opinion: rating >= 4 ? rng.pick(['good', 'fair']) : 'high',
          },
          metadata: { actor: 'seed' },
        });
      }
    }
    await store.append(reviewStreamId(product.id), 'no_stream', events, tx);
    written += count;
  }
  return written;
}
