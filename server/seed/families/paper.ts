import { brandName } from '../brands.ts';
import {
  type CountryKey,
  type ProductDraft,
  type ProductFamily,
  property,
  roundToHundred,
} from '../draft.ts';
import { keywords } from '../keywords.ts';
import { colorProperty, colorVariants, item, optionVariants, sampleEditions } from './build.ts';

/** brand, size, g/m², shelf price of one ream of 500 sheets, country */
type ReamRow = [string, 'A4' | 'A3', number, number, CountryKey];

const reams: ReamRow[] = [
  ['double-a', 'A4', 80, 27_900, 'thailand'],
  ['double-a', 'A4', 70, 23_900, 'thailand'],
  ['double-a', 'A3', 80, 55_900, 'thailand'],
  ['paperone', 'A4', 80, 24_900, 'indonesia'],
  ['paperone', 'A4', 70, 21_900, 'indonesia'],
  ['paperone', 'A3', 80, 49_900, 'indonesia'],
  ['navigator', 'A4', 80, 32_900, 'portugal'],
  ['navigator', 'A4', 90, 39_900, 'portugal'],
  ['svetocopy', 'A4', 80, 19_900, 'russia'],
  ['svetocopy', 'A3', 80, 42_900, 'russia'],
  ['ballet', 'A4', 80, 21_900, 'russia'],
  ['iq', 'A4', 80, 26_900, 'austria'],
  ['xerox', 'A4', 80, 25_900, 'indonesia'],
  ['deli', 'A4', 70, 17_900, 'china'],
];

/** Mongolian shops write the paper size in Cyrillic: А4. */
const cyrillicSize = (size: string) => size.replace('A', 'А');

function ream([brandCode, size, gsm, price, country]: ReamRow): ProductDraft {
  const brand = brandName(brandCode);
  const box = roundToHundred(price * 5 * 0.95);
  return item({
    name: {
      mn: `${brand} ${cyrillicSize(size)} цаас, ${gsm} гр, 500 хуудас`,
      en: `${brand} ${size} Copy Paper, ${gsm} gsm, 500 sheets`,
      ru: `Бумага ${brand} ${size}, ${gsm} г/м², 500 листов`,
    },
    description: {
      mn:
        `Хувилагч, лазер болон бэхэн принтерт тохиромжтой цагаан цаас. Нэг боодолд 500 хуудас; ` +
        `5 боодолтой хайрцгаар авбал хямд.`,
      en: 'Bright white paper for copiers, laser and inkjet printers. 500 sheets a ream; cheaper by the box.',
    },
    taxon: `paper/office-paper/${size.toLowerCase()}`,
    brand: brandCode,
    store: 'office-market',
    kind: 'ream',
    color: 'white',
    sku: `${brandCode.toUpperCase()}-${size}-${gsm}`,
    price,
    variants: optionVariants([
      ['pack:ream', 'R', price],
      ['pack:box-5', 'B5', box],
    ]),
    properties: [
      property('size', { mn: cyrillicSize(size), en: size }),
      property('weight', { mn: `${gsm} г/м²`, en: `${gsm} gsm` }),
      property('sheets', '500'),
    ],
    keyword: keywords.copyPaper,
    suggestion: [`${brand} ${cyrillicSize(size)} цаас`, `${cyrillicSize(size)} цаас`, `${size} paper`],
    series: `${brandCode}-copy-paper`,
    country,
    stock: [20, 240],
  });
}

const colorPapers = (): ProductDraft[] => [
  item({
    name: {
      mn: 'IQ Color пастел өнгөт цаас, А4, 80 гр, 100 хуудас',
      en: 'IQ Color Pastel Paper, A4, 80 gsm, 100 sheets',
    },
    description: {
      mn: 'Зар, урилга, гар урлалд зориулсан зөөлөн өнгийн цаас.',
      en: 'Soft pastel paper for notices, invitations and crafts.',
    },
    taxon: 'paper/office-paper/color',
    brand: 'iq',
    store: 'office-market',
    kind: 'ream',
    color: 'yellow',
    sku: 'IQ-COLOR-PASTEL-A4',
    price: 14_900,
    variants: colorVariants(['yellow', 'pink', 'blue', 'green', 'orange'], 14_900),
    properties: [
      property('size', { mn: 'А4', en: 'A4' }),
      property('weight', { mn: '80 г/м²', en: '80 gsm' }),
    ],
    keyword: keywords.copyPaper,
    country: 'austria',
    stock: [10, 80],
  }),
  item({
    name: {
      mn: 'IQ Color неон өнгөт цаас, А4, 80 гр, 100 хуудас',
      en: 'IQ Color Neon Paper, A4, 80 gsm, 100 sheets',
    },
    description: {
      mn: 'Анхаарал татах тод неон өнгө: үнийн шошго, зарлалд.',
      en: 'Bright neon colours that catch the eye: price tags and notices.',
    },
    taxon: 'paper/office-paper/color',
    brand: 'iq',
    store: 'office-market',
    kind: 'ream',
    color: 'orange',
    sku: 'IQ-COLOR-NEON-A4',
    price: 19_900,
    variants: colorVariants(['orange', 'yellow', 'pink', 'green'], 19_900),
    properties: [
      property('size', { mn: 'А4', en: 'A4' }),
      property('weight', { mn: '80 г/м²', en: '80 gsm' }),
    ],
    keyword: keywords.copyPaper,
    country: 'austria',
    stock: [10, 60],
  }),
  item({
    name: {
      mn: 'Deli холимог өнгөт цаас, А4, 70 гр, 100 хуудас',
      en: 'Deli Assorted Colour Paper, A4, 70 gsm, 100 sheets',
    },
    description: {
      mn: '10 өнгө, өнгө бүрд 10 хуудас. Сургууль, цэцэрлэгт.',
      en: 'Ten colours, ten sheets of each. For schools and kindergartens.',
    },
    taxon: 'paper/office-paper/color',
    brand: 'deli',
    store: 'office-market',
    kind: 'ream',
    color: 'assorted',
    sku: 'DELI-COLOR-MIX-A4',
    price: 15_900,
    properties: [colorProperty('assorted'), property('size', { mn: 'А4', en: 'A4' })],
    keyword: keywords.copyPaper,
    country: 'china',
    stock: [10, 80],
  }),
];

/** brand, line, finish, g/m², A4 price of 20 sheets, sizes sold, country */
type PhotoRow = [string, string, 'glossy' | 'matte', number, number, string[], CountryKey];

const photoRows: PhotoRow[] = [
  ['hp', 'Advanced', 'glossy', 250, 29_900, ['A4', '10x15', 'A3'], 'malaysia'],
  ['hp', 'Premium', 'matte', 180, 24_900, ['A4', '10x15'], 'malaysia'],
  ['canon', 'GP-501', 'glossy', 200, 21_900, ['A4', '10x15', 'A3'], 'japan'],
  ['canon', 'MP-101', 'matte', 170, 19_900, ['A4', '10x15'], 'japan'],
  ['epson', 'Premium', 'glossy', 255, 27_900, ['A4', '10x15', 'A3'], 'indonesia'],
  ['epson', 'Archival', 'matte', 192, 25_900, ['A4', '10x15'], 'indonesia'],
  ['kodak', 'Ultra Premium', 'glossy', 270, 23_900, ['A4', '10x15'], 'uk'],
  ['kodak', 'Premium', 'matte', 230, 19_900, ['A4', '10x15'], 'uk'],
  ['fujifilm', 'Premium', 'glossy', 240, 22_900, ['A4', '10x15'], 'japan'],
  ['fujifilm', 'Silk', 'matte', 230, 21_900, ['A4', '10x15'], 'japan'],
];

const finishes = {
  glossy: { mn: 'гялгар', en: 'Glossy', ru: 'глянцевая' },
  matte: { mn: 'матт', en: 'Matte', ru: 'матовая' },
};
const sizeNames: Record<string, { mn: string; en: string; factor: number }> = {
  A4: { mn: 'А4', en: 'A4', factor: 1 },
  '10x15': { mn: '10×15 см', en: '10×15 cm', factor: 0.6 },
  A3: { mn: 'А3', en: 'A3', factor: 1.6 },
};

function photoPaper(
  [brandCode, line, finish, gsm, a4Price, , country]: PhotoRow,
  size: string,
): ProductDraft {
  const brand = brandName(brandCode);
  const sizeName = sizeNames[size]!;
  const twenty = Math.max(15_900, roundToHundred(a4Price * sizeName.factor));
  return item({
    name: {
      mn: `${brand} ${line} ${finishes[finish].mn} фото цаас, ${sizeName.mn}, ${gsm} гр`,
      en: `${brand} ${line} ${finishes[finish].en} Photo Paper, ${sizeName.en}, ${gsm} gsm`,
      ru: `Фотобумага ${brand} ${line} ${finishes[finish].ru}, ${sizeName.en}, ${gsm} г/м²`,
    },
    description: {
      mn: `Бэхэн принтерт зориулсан ${finishes[finish].mn} гадаргуутай фото цаас. Хурдан хатна, өнгө тод.`,
      en: `${finishes[finish].en} photo paper for inkjet printers. Dries fast, keeps colours vivid.`,
    },
    taxon: `paper/photo-paper/${finish}`,
    brand: brandCode,
    store: 'bekh-khor',
    kind: 'photo-paper',
    color: 'white',
    sku: `${brandCode.toUpperCase()}-PHOTO-${line.replace(/\W+/g, '')}-${size}`.toUpperCase(),
    price: twenty,
    variants: optionVariants([
      ['pack:sheets-20', 'S20', twenty],
      ['pack:sheets-50', 'S50', roundToHundred(twenty * 2.3)],
      ['pack:sheets-100', 'S100', roundToHundred(twenty * 4.2)],
    ]),
    properties: [
      property('finish', finishes[finish]),
      property('size', sizeName),
      property('weight', { mn: `${gsm} г/м²`, en: `${gsm} gsm` }),
    ],
    keyword: keywords.photoPaper,
    series: `${brandCode}-photo-${line}`.toLowerCase().replace(/\W+/g, '-'),
    country,
    stock: [5, 40],
  });
}

/** A free sample handed out with printers: selling price 0, so search must never list it. */
const freeSample = (): ProductDraft =>
  item({
    name: { mn: 'HP фото цаасны дээж, 10×15 см, 5 хуудас', en: 'HP Photo Paper Sample, 10×15 cm, 5 sheets' },
    description: {
      mn: 'Принтер худалдан авсан хэрэглэгчид үнэгүй олгоно.',
      en: 'Given free with a printer purchase.',
    },
    taxon: 'paper/photo-paper/glossy',
    brand: 'hp',
    store: 'bekh-khor',
    kind: 'photo-paper',
    color: 'white',
    sku: 'HP-PHOTO-SAMPLE-10x15',
    price: 0,
    keyword: keywords.photoPaper,
    country: 'malaysia',
    stock: [50, 100],
  });

const demo = (): ProductDraft[] => [
  ...reams.map(ream),
  ...colorPapers(),
  ...photoRows.flatMap((row) => row[5].map((size) => photoPaper(row, size))),
  freeSample(),
];

export const paper: ProductFamily = { name: 'paper', demo, sample: sampleEditions(demo) };
