import type { Text } from './draft.ts';

export interface BrandSeed {
  code: string;
  name: Text;
}

const latin = (code: string, name: string): BrandSeed => ({ code, name: { mn: name, en: name } });

/** Logos are generated: `/images/brands/<code>.svg` (server/commerce/catalog/images.ts). */
export const brands: BrandSeed[] = [
  latin('hp', 'HP'),
  latin('canon', 'Canon'),
  latin('epson', 'Epson'),
  latin('brother', 'Brother'),
  latin('kyocera', 'Kyocera'),
  latin('samsung', 'Samsung'),
  latin('xerox', 'Xerox'),
  latin('double-a', 'Double A'),
  latin('paperone', 'PaperOne'),
  latin('navigator', 'Navigator'),
  latin('svetocopy', 'SvetoCopy'),
  latin('ballet', 'Ballet'),
  latin('iq', 'IQ'),
  latin('kodak', 'Kodak'),
  latin('fujifilm', 'Fujifilm'),
  { code: 'bicheech', name: { mn: 'Бичээч', en: 'Bicheech', ru: 'Бичээч' } },
  latin('erich-krause', 'Erich Krause'),
  latin('hatber', 'Hatber'),
  latin('moleskine', 'Moleskine'),
  latin('oxford', 'Oxford'),
  latin('post-it', 'Post-it'),
  latin('deli', 'Deli'),
  latin('pilot', 'Pilot'),
  latin('uni', 'Uni-ball'),
  latin('pentel', 'Pentel'),
  latin('zebra', 'Zebra'),
  latin('bic', 'BIC'),
  latin('parker', 'Parker'),
  latin('mg', 'M&G'),
  latin('edding', 'Edding'),
  latin('sharpie', 'Sharpie'),
  latin('stabilo', 'Stabilo'),
  latin('faber-castell', 'Faber-Castell'),
  latin('staedtler', 'Staedtler'),
  latin('koh-i-noor', 'Koh-i-Noor'),
  latin('leitz', 'Leitz'),
  latin('esselte', 'Esselte'),
  latin('kangaro', 'Kangaro'),
  latin('max', 'MAX'),
  latin('casio', 'Casio'),
  latin('citizen', 'Citizen'),
  latin('scotch', 'Scotch'),
  latin('uhu', 'UHU'),
  latin('pritt', 'Pritt'),
  { code: 'tsagaan-tal', name: { mn: 'Цагаан Тал', en: 'Tsagaan Tal', ru: 'Цагаан Тал' } },
];

const byCode = new Map(brands.map((brand) => [brand.code, brand]));

/** The brand's name as it is printed on the product (Latin for international brands). */
export function brandName(code: string, locale: 'mn' | 'en' = 'mn'): string {
  const brand = byCode.get(code);
  if (!brand) throw new Error(`Unknown brand ${code}`);
  return brand.name[locale];
}

export interface StoreSeed {
  code: string;
  name: string;
  vendorId: number;
}

/** The shop's own counters and the vendors selling through it (spec §3 store: name, logo, code, vendor). */
export const stores: StoreSeed[] = [
  { code: 'bekh-khor', name: 'Бэх Хор Төв', vendorId: 1 },
  { code: 'office-market', name: 'Оффис Маркет', vendorId: 2 },
  { code: 'bicheech', name: 'Бичээч бичиг хэрэг', vendorId: 3 },
  { code: 'tsagaan-tal', name: 'Цагаан Тал Дистрибьюшн', vendorId: 4 },
];

export interface BadgeSeed {
  code: string;
  name: Text;
  color: string;
}

export const badges: BadgeSeed[] = [
  { code: 'new', name: { mn: 'Шинэ', en: 'New', ru: 'Новинка' }, color: '#2a9d8f' },
  { code: 'sale', name: { mn: 'Хямдрал', en: 'Sale', ru: 'Скидка' }, color: '#e63946' },
  { code: 'hot', name: { mn: 'Эрэлттэй', en: 'Hot', ru: 'Хит' }, color: '#f4a261' },
  { code: 'gift', name: { mn: 'Бэлэг', en: 'Gift', ru: 'Подарок' }, color: '#8e44ad' },
  { code: 'limited', name: { mn: 'Хязгаарлагдмал', en: 'Limited', ru: 'Лимитед' }, color: '#b8860b' },
  { code: 'eco', name: { mn: 'Эко', en: 'Eco', ru: 'Эко' }, color: '#2a9d4b' },
];
