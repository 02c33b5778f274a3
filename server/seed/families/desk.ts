import { brandName } from '../brands.ts';
import { type ProductDraft, type ProductFamily, property } from '../draft.ts';
import { keywords } from '../keywords.ts';
import { colorVariants, type ItemRow, itemRows, sampleEditions } from './build.ts';

const staplers: ItemRow[] = [
  [
    'KANGARO-T10',
    'kangaro',
    'Trendy-10 жижиг үдэгч',
    'Trendy-10 Mini Stapler',
    3_900,
    'india',
    'blue',
    {
      properties: [property('capacity', { mn: '10 хуудас', en: '10 sheets' })],
    },
  ],
  [
    'KANGARO-HD45',
    'kangaro',
    'HD-45 үдэгч',
    'HD-45 Stapler',
    9_900,
    'india',
    'black',
    {
      properties: [property('capacity', { mn: '20 хуудас', en: '20 sheets' })],
    },
  ],
  [
    'MAX-HD10',
    'max',
    'HD-10 жижиг үдэгч',
    'HD-10 Mini Stapler',
    5_900,
    'japan',
    'blue',
    {
      variants: colorVariants(['blue', 'pink', 'black'], 5_900),
      properties: [property('capacity', { mn: '20 хуудас', en: '20 sheets' })],
    },
  ],
  [
    'MAX-HD50',
    'max',
    'HD-50 үдэгч',
    'HD-50 Stapler',
    14_900,
    'japan',
    'black',
    {
      properties: [property('capacity', { mn: '30 хуудас', en: '30 sheets' })],
    },
  ],
  ['DELI-0221', 'deli', '0221 үдэгч', '0221 Stapler', 4_900, 'china', 'blue'],
  [
    'DELI-0394',
    'deli',
    '0394 хүчтэй үдэгч, 100 хуудас',
    '0394 Heavy-Duty Stapler, 100 sheets',
    39_900,
    'china',
    'black',
    {
      properties: [property('capacity', { mn: '100 хуудас', en: '100 sheets' })],
    },
  ],
  ['LEITZ-5502', 'leitz', '5502 үдэгч', '5502 Stapler', 29_900, 'germany', 'silver'],
  ['MAX-NO10-1000', 'max', 'үдээс №10, 1000 ширхэг', 'No.10 Staples, 1000 pcs', 1_500, 'japan', 'silver'],
  ['KANGARO-246', 'kangaro', 'үдээс 24/6, 1000 ширхэг', 'Staples 24/6, 1000 pcs', 1_900, 'india', 'silver'],
  ['DELI-0231', 'deli', 'үдээс авагч', 'Staple Remover', 1_500, 'china', 'black'],
  ['KANGARO-DP600', 'kangaro', 'DP-600 цоолтуур, 2 нүхтэй', 'DP-600 2-Hole Punch', 12_900, 'india', 'black'],
  ['DELI-0102', 'deli', 'цоолтуур, 2 нүхтэй, 20 хуудас', '2-Hole Punch, 20 sheets', 6_900, 'china', 'blue'],
];

const calculatorTypes = {
  desktop: { mn: 'ширээний тооны машин, 12 оронтой', en: 'Desktop Calculator, 12 digits' },
  scientific: { mn: 'инженерийн тооны машин', en: 'Scientific Calculator' },
  check: { mn: 'шалгах функцтэй тооны машин, 12 оронтой', en: 'Check & Correct Calculator, 12 digits' },
};

const calculator = (
  brand: string,
  model: string,
  type: keyof typeof calculatorTypes,
  price: number,
  extra: ItemRow[7] = {},
): ItemRow => [
  `${brand}-${model}`.toUpperCase().replace(/[^A-Z0-9-]+/g, ''),
  brand,
  `${model} ${calculatorTypes[type].mn}`,
  `${model} ${calculatorTypes[type].en}`,
  price,
  'china',
  type === 'scientific' ? 'black' : 'silver',
  {
    properties: [
      property('digits', type === 'scientific' ? '10+2' : '12'),
      property('power', { mn: 'Нарны зай, батарей', en: 'Solar and battery' }),
    ],
    ...extra,
  },
];

const calculators: ItemRow[] = [
  calculator('casio', 'MX-12B', 'desktop', 19_900),
  calculator('casio', 'GX-12B', 'desktop', 34_900),
  calculator('casio', 'DJ-120D Plus', 'check', 59_900),
  calculator('casio', 'fx-82MS', 'scientific', 24_900),
  calculator('casio', 'fx-570MS', 'scientific', 32_900),
  calculator('casio', 'fx-991ES Plus', 'scientific', 44_900),
  calculator('casio', 'fx-991CW', 'scientific', 59_900, {
    variants: colorVariants(['black', 'white'], 59_900),
  }),
  calculator('casio', 'JS-20WK', 'desktop', 49_900),
  calculator('citizen', 'SDC-888X', 'desktop', 29_900),
  calculator('citizen', 'CT-555N', 'desktop', 22_900),
  calculator('deli', '1238', 'desktop', 14_900),
  calculator('deli', 'D82MS', 'scientific', 15_900),
];

const tapeAndGlue: ItemRow[] = [
  [
    'SCOTCH-MAGIC-19',
    'scotch',
    'Magic скоч, 19 мм × 33 м',
    'Magic Tape, 19 mm × 33 m',
    6_900,
    'usa',
    'clear',
  ],
  [
    'DELI-TAPE-48',
    'deli',
    'савлагааны скоч, 48 мм × 100 м',
    'Packing Tape, 48 mm × 100 m',
    3_900,
    'china',
    'clear',
    {
      variants: colorVariants(['clear', 'brown'], 3_900),
    },
  ],
  [
    'DELI-TAPE-12',
    'deli',
    'бичгийн скоч, 12 мм × 30 м',
    'Stationery Tape, 12 mm × 30 m',
    900,
    'china',
    'clear',
  ],
  ['UHU-STIC-21', 'uhu', 'Stic хуурай цавуу, 21 г', 'Stic Glue Stick, 21 g', 4_900, 'germany', 'yellow'],
  ['PRITT-22', 'pritt', 'хуурай цавуу, 22 г', 'Glue Stick, 22 g', 5_500, 'germany', 'red'],
  ['UHU-ALL-35', 'uhu', 'шингэн цавуу, 35 мл', 'All Purpose Glue, 35 ml', 7_900, 'germany', 'yellow'],
  ['DELI-810', 'deli', 'скочны тавиур', 'Tape Dispenser', 9_900, 'china', 'black'],
  ['DELI-6009', 'deli', 'хайч, 17.5 см', 'Scissors, 17.5 cm', 3_900, 'china', 'blue'],
];

const demo = (): ProductDraft[] => [
  ...itemRows(
    {
      taxon: 'office-supplies/desk/staplers',
      kind: 'stapler',
      keyword: keywords.stapler,
      store: 'office-market',
      stock: [10, 150],
      description: {
        mn: 'Оффисын өдөр тутмын хэрэгсэл, удаан эдэлгээтэй.',
        en: 'An everyday office tool built to last.',
      },
    },
    staplers,
    brandName,
  ),
  ...itemRows(
    {
      taxon: 'office-supplies/desk/calculators',
      kind: 'calculator',
      keyword: keywords.calculator,
      store: 'bekh-khor',
      stock: [5, 60],
      description: {
        mn: 'Нягтлан бодох бүртгэл, сургалтад. 1 жилийн баталгаатай.',
        en: 'For accounting and school. One-year warranty.',
      },
    },
    calculators,
    brandName,
  ),
  ...itemRows(
    {
      taxon: 'office-supplies/desk/tape-glue',
      kind: 'tape',
      keyword: keywords.tape,
      store: 'office-market',
      stock: [20, 250],
      description: { mn: 'Оффис, гэр, сургуульд.', en: 'For the office, home and school.' },
    },
    tapeAndGlue,
    brandName,
  ),
];

/** Staplers and punches, calculators, tape, glue and scissors. */
export const desk: ProductFamily = { name: 'desk', demo, sample: sampleEditions(demo) };
