import { type ColorKey, colors } from '../../commerce/catalog/colors.ts';
import { brandName } from '../brands.ts';
import { type CountryKey, type ProductDraft, property } from '../draft.ts';
import { keywords } from '../keywords.ts';
import { colorProperty, colorVariants, item, optionVariants } from './build.ts';

const penTypes = {
  gel: { mn: 'гель үзэг', en: 'Gel Pen' },
  ballpoint: { mn: 'бал үзэг', en: 'Ballpoint Pen' },
  rollerball: { mn: 'роллер үзэг', en: 'Rollerball Pen' },
  erasable: { mn: 'арилдаг гель үзэг', en: 'Erasable Gel Pen' },
};

/** brand, model, type, tip in mm, colours (ink, or body for Parker), price of one, country */
type PenRow = [string, string, keyof typeof penTypes, number, ColorKey[], number, CountryKey];

const penRows: PenRow[] = [
  ['pilot', 'G2', 'gel', 0.5, ['black', 'blue', 'red'], 4_900, 'japan'],
  ['pilot', 'G2', 'gel', 0.7, ['black', 'blue', 'red'], 4_900, 'japan'],
  ['pilot', 'BPS-GP', 'ballpoint', 0.7, ['black', 'blue', 'red'], 2_500, 'japan'],
  ['pilot', 'FriXion Ball', 'erasable', 0.7, ['black', 'blue', 'red', 'green'], 6_900, 'japan'],
  ['pilot', 'V5 Hi-Tecpoint', 'rollerball', 0.5, ['black', 'blue', 'red'], 5_900, 'japan'],
  ['uni', 'Signo UM-151', 'gel', 0.38, ['black', 'blue', 'red'], 5_500, 'japan'],
  ['uni', 'Eye UB-157', 'rollerball', 0.7, ['black', 'blue', 'red'], 6_500, 'japan'],
  ['uni', 'Jetstream SXN-150', 'ballpoint', 0.7, ['black', 'blue', 'red'], 5_900, 'japan'],
  ['pentel', 'EnerGel BL77', 'gel', 0.7, ['black', 'blue', 'red'], 6_900, 'japan'],
  ['pentel', 'EnerGel BLN75', 'gel', 0.5, ['black', 'blue', 'red'], 6_500, 'japan'],
  ['pentel', 'R.S.V.P. BK91', 'ballpoint', 0.7, ['black', 'blue', 'red'], 2_900, 'japan'],
  ['zebra', 'Sarasa Clip', 'gel', 0.5, ['black', 'blue', 'red', 'green', 'purple'], 4_500, 'japan'],
  ['zebra', 'Z-Grip', 'ballpoint', 0.7, ['black', 'blue'], 2_500, 'japan'],
  ['bic', 'Cristal', 'ballpoint', 1, ['black', 'blue', 'red'], 1_000, 'france'],
  ['bic', 'Orange Fine', 'ballpoint', 0.8, ['black', 'blue'], 1_000, 'france'],
  ['bic', '4 Colours', 'ballpoint', 1, ['assorted'], 4_900, 'france'],
  ['erich-krause', 'R-301', 'ballpoint', 0.7, ['blue', 'black', 'red'], 1_200, 'russia'],
  ['erich-krause', 'Megapolis Gel', 'gel', 0.5, ['black', 'blue'], 2_900, 'russia'],
  ['mg', 'AGP', 'gel', 0.5, ['black', 'blue', 'red'], 1_500, 'china'],
  ['parker', 'Jotter', 'ballpoint', 1, ['silver', 'blue', 'black'], 59_900, 'france'],
  ['parker', 'IM', 'ballpoint', 1, ['black', 'blue'], 129_900, 'france'],
];

const tipText = (tip: number) => (Number.isInteger(tip) ? tip.toFixed(1) : String(tip));

function pen([brandCode, model, type, tip, inks, price, country]: PenRow): ProductDraft {
  const brand = brandName(brandCode);
  const kind = penTypes[type];
  const premium = brandCode === 'parker';
  return item({
    name: {
      mn: `${brand} ${model} ${kind.mn}, ${tipText(tip)} мм`,
      en: `${brand} ${model} ${kind.en}, ${tipText(tip)} mm`,
    },
    description: premium
      ? {
          mn: 'Ган их биетэй, бэлгийн хайрцагтай үзэг. Нэр сийлүүлж болно.',
          en: 'Steel-bodied pen in a gift box; engraving available.',
        }
      : {
          mn: `Жигд, тод бичдэг ${kind.mn}. Өнгөө сонгоно уу.`,
          en: `A ${kind.en.toLowerCase()} that writes smooth and clear; choose the colour.`,
        },
    taxon: 'office-supplies/writing/pens',
    brand: brandCode,
    store: premium ? 'bekh-khor' : 'bicheech',
    kind: 'pen',
    color: inks[0]!,
    sku: `${brandCode.toUpperCase()}-${model.replace(/\W+/g, '')}-${tip}`.toUpperCase(),
    price,
    ...(inks.length > 1 ? { variants: colorVariants(inks, price) } : {}),
    properties: [property('tip', { mn: `${tipText(tip)} мм`, en: `${tipText(tip)} mm` })],
    keyword: keywords.pen,
    series: `${brandCode}-${model}`.toLowerCase().replace(/\W+/g, '-'),
    country,
    stock: premium ? [2, 15] : [30, 300],
    ...(premium ? { gift: true } : {}),
  });
}

/** The shop's own-label gel pens, named by ink colour the way shoppers ask for them. */
function plainGelPen(color: 'black' | 'blue' | 'red'): ProductDraft {
  const ink = colors[color];
  return item({
    name: { mn: `${ink.mn} өнгийн гель үзэг, 0.5 мм`, en: `Deli ${ink.en} Gel Pen, 0.5 mm` },
    description: {
      mn: 'Өдөр тутмын хэрэглээний хямд гель үзэг. 12 ширхэгтэй хайрцгаар авбал хямд.',
      en: 'An everyday gel pen; cheaper by the box of 12.',
    },
    taxon: 'office-supplies/writing/pens',
    brand: 'deli',
    store: 'office-market',
    kind: 'pen',
    color,
    sku: `DELI-GEL-05-${color.toUpperCase()}`,
    price: 900,
    variants: optionVariants([
      ['pack:single', '1', 900],
      ['pack:box-12', '12', 9_900],
    ]),
    properties: [colorProperty(color), property('tip', { mn: '0.5 мм', en: '0.5 mm' })],
    keyword: keywords.pen,
    series: 'deli-gel-05',
    country: 'china',
    stock: [50, 400],
  });
}

export const pens = (): ProductDraft[] => [
  ...penRows.map(pen),
  plainGelPen('black'),
  plainGelPen('blue'),
  plainGelPen('red'),
];
