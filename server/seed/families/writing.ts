import type { ColorKey } from '../../commerce/catalog/colors.ts';
import { brandName } from '../brands.ts';
import { type CountryKey, type ProductDraft, type ProductFamily, roundToHundred } from '../draft.ts';
import { keywords } from '../keywords.ts';
import { colorVariants, type ItemSpec, item, optionVariants, sampleEditions } from './build.ts';
import { pens } from './pens.ts';

const common = (spec: Omit<ItemSpec, 'store' | 'stock'> & Partial<ItemSpec>): ProductDraft =>
  item({ store: 'bicheech', stock: [20, 200], ...spec });

const markerTypes = {
  whiteboard: { mn: 'самбарын маркер', en: 'Whiteboard Marker' },
  permanent: { mn: 'байнгын маркер', en: 'Permanent Marker' },
};

/** brand, model ('' for the plain one), type, colours (one 'assorted' = a set), price, country */
type MarkerRow = [string, string, keyof typeof markerTypes, ColorKey[], number, CountryKey];

const markers: MarkerRow[] = [
  ['edding', '360', 'whiteboard', ['black', 'blue', 'red', 'green'], 4_900, 'germany'],
  ['edding', '3000', 'permanent', ['black', 'blue', 'red', 'green'], 4_500, 'germany'],
  ['pilot', 'V Board Master', 'whiteboard', ['black', 'blue', 'red', 'green'], 5_900, 'japan'],
  ['sharpie', 'Fine', 'permanent', ['black', 'blue', 'red'], 3_900, 'usa'],
  ['sharpie', 'Ultra Fine', 'permanent', ['black', 'blue', 'red'], 3_900, 'usa'],
  ['deli', '', 'whiteboard', ['black', 'blue', 'red'], 1_500, 'china'],
  ['deli', '', 'permanent', ['black', 'blue', 'red'], 1_500, 'china'],
  ['edding', '360, 4 өнгийн багц', 'whiteboard', ['assorted'], 17_900, 'germany'],
  ['sharpie', 'Fine, 12 өнгийн багц', 'permanent', ['assorted'], 34_900, 'usa'],
];

function marker([brandCode, model, type, inks, price, country]: MarkerRow): ProductDraft {
  const brand = brandName(brandCode);
  const set = inks[0] === 'assorted';
  const [mnModel, setWords] = model.split(', ');
  const title = [brand, mnModel].filter(Boolean).join(' ');
  const enSet = set ? `, ${setWords?.startsWith('12') ? 'set of 12' : 'set of 4'}` : '';
  return common({
    name: {
      mn: `${title} ${markerTypes[type].mn}${set ? `, ${setWords}` : ''}`,
      en: `${title} ${markerTypes[type].en}${enSet}`,
    },
    description:
      type === 'whiteboard'
        ? {
            mn: 'Самбараас ул мөргүй арчигдана, үнэргүй бэх.',
            en: 'Wipes off whiteboards cleanly; low-odour ink.',
          }
        : {
            mn: 'Цаас, хуванцар, шил, металл дээр арилахгүй бичнэ.',
            en: 'Writes for good on paper, plastic, glass and metal.',
          },
    taxon: 'office-supplies/writing/markers',
    brand: brandCode,
    kind: 'marker',
    color: inks[0]!,
    sku: [brandCode, 'MK', type.slice(0, 4), mnModel?.replace(/\W+/g, '') || 'STD', ...(set ? ['SET'] : [])]
      .join('-')
      .toUpperCase(),
    price,
    ...(set ? {} : { variants: colorVariants(inks, price) }),
    keyword: keywords.marker,
    country,
  });
}

/** brand, model, colours (one 'assorted' = a set of 4), price, country */
type HighlighterRow = [string, string, ColorKey[], number, CountryKey];

const highlighters: HighlighterRow[] = [
  ['stabilo', 'Boss Original', ['yellow', 'green', 'pink', 'orange', 'blue'], 3_500, 'germany'],
  ['stabilo', 'Boss Pastel', ['pink', 'blue', 'green', 'yellow'], 3_900, 'germany'],
  ['faber-castell', 'Textliner 46', ['yellow', 'green', 'pink', 'orange'], 2_900, 'germany'],
  ['pilot', 'FriXion Light', ['yellow', 'pink', 'green'], 4_500, 'japan'],
  ['deli', '', ['yellow', 'green', 'pink'], 1_200, 'china'],
  ['stabilo', 'Boss Original 4 өнгө', ['assorted'], 13_900, 'germany'],
];

function highlighter([brandCode, model, inks, price, country]: HighlighterRow): ProductDraft {
  const set = inks[0] === 'assorted';
  const title = [brandName(brandCode), model.replace(' 4 өнгө', '')].filter(Boolean).join(' ');
  return common({
    name: {
      mn: `${title} тодруулагч${set ? ', 4 өнгийн багц' : ''}`,
      en: `${title} Highlighter${set ? ', set of 4' : ''}`,
    },
    description: {
      mn: 'Цаасыг нэвтлэхгүй, тод флуоресцент өнгө.',
      en: 'Bright fluorescent ink that does not bleed through.',
    },
    taxon: 'office-supplies/writing/highlighters',
    brand: brandCode,
    kind: 'marker',
    color: inks[0]!,
    sku: `${brandCode.toUpperCase()}-HL-${model.replace(/\W+/g, '') || 'STD'}`.toUpperCase(),
    price,
    ...(set ? {} : { variants: colorVariants(inks, price) }),
    keyword: keywords.highlighter,
    country,
  });
}

/** sku, brand, Mongolian name after the brand, English, price, country, colour, extra */
type PencilRow = [string, string, string, string, number, CountryKey, ColorKey, Partial<ItemSpec>?];

const pencils: PencilRow[] = [
  ['FC-9000-HB', 'faber-castell', '9000 харандаа, HB', '9000 Pencil, HB', 2_500, 'germany', 'green'],
  [
    'FC-GRIP-HB',
    'faber-castell',
    'Grip 2001 харандаа, HB',
    'Grip 2001 Pencil, HB',
    2_900,
    'germany',
    'silver',
  ],
  [
    'ST-NORIS-12',
    'staedtler',
    'Noris харандаа, HB, 12 ширхэг',
    'Noris Pencils, HB, 12 pack',
    14_900,
    'germany',
    'yellow',
  ],
  ['KIN-1500-2B', 'koh-i-noor', '1500 харандаа, 2B', '1500 Pencil, 2B', 1_900, 'czechia', 'yellow'],
  [
    'ST-MARS-4B',
    'staedtler',
    'Mars Lumograph харандаа, 4B',
    'Mars Lumograph Pencil, 4B',
    3_900,
    'germany',
    'blue',
  ],
  [
    'PENTEL-P205',
    'pentel',
    'P205 механик харандаа, 0.5 мм',
    'P205 Mechanical Pencil, 0.5 mm',
    8_900,
    'japan',
    'black',
    {
      variants: colorVariants(['black', 'blue'], 8_900),
    },
  ],
  [
    'PENTEL-PG1005',
    'pentel',
    'GraphGear 1000 механик харандаа, 0.5 мм',
    'GraphGear 1000 Mechanical Pencil, 0.5 mm',
    39_900,
    'japan',
    'silver',
  ],
  ['DELI-MP-07', 'deli', 'механик харандаа, 0.7 мм', 'Mechanical Pencil, 0.7 mm', 2_500, 'china', 'blue'],
  [
    'FC-COLOUR',
    'faber-castell',
    'өнгийн харандаа',
    'Colour Pencils',
    12_900,
    'germany',
    'assorted',
    {
      variants: optionVariants([
        ['pack:set-12', '12', 12_900],
        ['pack:set-24', '24', 24_900],
        ['pack:set-36', '36', roundToHundred(36_900)],
      ]),
    },
  ],
];

function pencil([sku, brandCode, mn, en, price, country, color, extra]: PencilRow): ProductDraft {
  const brand = brandName(brandCode);
  return common({
    name: { mn: `${brand} ${mn}`, en: `${brand} ${en}` },
    description: {
      mn: 'Хугардаггүй бал, тав тухтай барьц.',
      en: 'Break-resistant lead, comfortable grip.',
    },
    taxon: 'office-supplies/writing/pencils',
    brand: brandCode,
    kind: 'pencil',
    color,
    sku,
    price,
    keyword: keywords.pencil,
    country,
    ...extra,
  });
}

const demo = (): ProductDraft[] => [
  ...pens(),
  ...markers.map(marker),
  ...highlighters.map(highlighter),
  ...pencils.map(pencil),
];

export const writing: ProductFamily = { name: 'writing', demo, sample: sampleEditions(demo) };
