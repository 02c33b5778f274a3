import { brandName } from '../brands.ts';
import type { ProductDraft, ProductFamily } from '../draft.ts';
import { keywords } from '../keywords.ts';
import { colorVariants, type ItemRow, itemRows, optionVariants, sampleEditions } from './build.ts';

const folders: ItemRow[] = [
  [
    'DELI-5505',
    'deli',
    'товчтой файлын хавтас, А4',
    'Button Envelope Folder, A4',
    1_500,
    'china',
    'blue',
    {
      variants: colorVariants(['blue', 'red', 'green', 'yellow', 'clear'], 1_500),
    },
  ],
  ['DELI-DB-20', 'deli', 'хуудасны хавтас, 20 нүүртэй', 'Display Book, 20 pockets', 3_900, 'china', 'blue'],
  ['DELI-DB-40', 'deli', 'хуудасны хавтас, 40 нүүртэй', 'Display Book, 40 pockets', 5_900, 'china', 'blue'],
  ['DELI-DB-60', 'deli', 'хуудасны хавтас, 60 нүүртэй', 'Display Book, 60 pockets', 7_900, 'china', 'black'],
  ['DELI-DB-80', 'deli', 'хуудасны хавтас, 80 нүүртэй', 'Display Book, 80 pockets', 9_900, 'china', 'black'],
  [
    'EK-DB-40',
    'erich-krause',
    'хуудасны хавтас, 40 нүүртэй',
    'Display Book, 40 pockets',
    8_900,
    'russia',
    'purple',
  ],
  [
    'DELI-CLIP-A4',
    'deli',
    'пүршин хавчаартай хавтас, А4',
    'Spring Clip Folder, A4',
    2_900,
    'china',
    'blue',
    {
      variants: colorVariants(['blue', 'black'], 2_900),
    },
  ],
  [
    'ESSELTE-PP-100',
    'esselte',
    'файлын уут, А4, 100 ширхэг',
    'Punched Pockets, A4, 100 pack',
    12_900,
    'germany',
    'clear',
  ],
  ['DELI-CARD-TIES', 'deli', 'картон хавтас, уяатай, А4', 'Card Folder with Ties, A4', 900, 'china', 'brown'],
  ['DELI-CLIPBOARD', 'deli', 'хавчаартай самбар, А4', 'Clipboard, A4', 4_900, 'china', 'black'],
  [
    'DELI-EXP-13',
    'deli',
    'баримтын цүнх, А4, 13 тасалгаатай',
    'Expanding File, A4, 13 pockets',
    14_900,
    'china',
    'blue',
  ],
  ['EK-ZIP-A4', 'erich-krause', 'цахилгаантай хавтас, А4', 'Zip Bag Folder, A4', 2_500, 'russia', 'green'],
];

const binders: ItemRow[] = [
  [
    'LEITZ-1010-80',
    'leitz',
    '1010 архивын хавтас, 80 мм',
    '1010 Lever Arch File, 80 mm',
    19_900,
    'germany',
    'black',
    {
      variants: colorVariants(['black', 'blue', 'red', 'green'], 19_900),
    },
  ],
  [
    'LEITZ-1015-50',
    'leitz',
    '1015 архивын хавтас, 50 мм',
    '1015 Lever Arch File, 50 mm',
    17_900,
    'germany',
    'blue',
    {
      variants: colorVariants(['blue', 'black'], 17_900),
    },
  ],
  [
    'ESSELTE-NO1-75',
    'esselte',
    'No.1 Power архивын хавтас, 75 мм',
    'No.1 Power Lever Arch File, 75 mm',
    12_900,
    'germany',
    'red',
    {
      variants: colorVariants(['red', 'black', 'blue'], 12_900),
    },
  ],
  [
    'DELI-LAF',
    'deli',
    'архивын хавтас',
    'Lever Arch File',
    6_900,
    'china',
    'blue',
    {
      variants: optionVariants([
        ['size:spine-50', '50', 6_900],
        ['size:spine-75', '75', 7_900],
      ]),
    },
  ],
  ['DELI-RING-2', 'deli', 'цагирагтай хавтас, 2 цагираг, А4', '2-Ring Binder, A4', 4_900, 'china', 'green'],
  ['LEITZ-BOX-80', 'leitz', 'баримтын хайрцаг, 80 мм', 'Archive Box, 80 mm', 14_900, 'germany', 'white'],
  ['EK-LAF-70', 'erich-krause', 'архивын хавтас, 70 мм', 'Lever Arch File, 70 mm', 9_900, 'russia', 'black'],
];

const demo = (): ProductDraft[] => [
  ...itemRows(
    {
      taxon: 'office-supplies/filing/folders',
      kind: 'folder',
      keyword: keywords.folder,
      store: 'office-market',
      stock: [20, 200],
      description: {
        mn: 'Баримт бичгийг цэгцтэй, хамгаалалттай хадгална.',
        en: 'Keeps documents tidy and safe.',
      },
    },
    folders,
    brandName,
  ),
  ...itemRows(
    {
      taxon: 'office-supplies/filing/binders',
      kind: 'binder',
      keyword: keywords.binder,
      store: 'office-market',
      stock: [10, 120],
      description: {
        mn: 'Бат бөх механизмтай, нурууны шошготой архивын хавтас.',
        en: 'Sturdy lever mechanism, spine label pocket.',
      },
    },
    binders,
    brandName,
  ),
];

/** Folders, display books, lever arch files and archive boxes. */
export const filing: ProductFamily = { name: 'filing', demo, sample: sampleEditions(demo) };
