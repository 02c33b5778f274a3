import { colors } from '../../commerce/catalog/colors.ts';
import { brandName } from '../brands.ts';
import {
  type CountryKey,
  countries,
  type ProductDraft,
  type ProductFamily,
  property,
  reshuffleDigits,
  shelfPrice,
} from '../draft.ts';
import { keywords } from '../keywords.ts';
import { colorCode } from './ink-cartridges.ts';

type Brand = 'epson' | 'canon' | 'hp' | 'brother';

/** brand, model (black/colour when they differ), millilitres per bottle, shelf price, printers */
type Row = [Brand, string, number, number, string];

const rows: Row[] = [
  ['epson', '103', 65, 25_900, 'L3110, L3150, L3250, L5190'],
  ['epson', '101', 70, 27_900, 'L4150, L4160, L6160'],
  ['epson', '664', 70, 25_900, 'L120, L210, L355, L550'],
  ['epson', '001', 70, 29_900, 'L4160, L6170, L6190'],
  ['epson', '003', 65, 26_900, 'L1110, L3100, L3210'],
  ['epson', '008', 70, 49_900, 'L6550, L15150, L15160'],
  ['canon', 'GI-490', 70, 26_900, 'PIXMA G1410, G2410, G3410'],
  ['canon', 'GI-41', 70, 27_900, 'PIXMA G2420, G3420, G3460'],
  ['canon', 'GI-71', 70, 28_900, 'PIXMA G1020, G2020, G3020'],
  ['hp', 'GT53/GT52', 70, 25_900, 'Smart Tank 515, 615, Ink Tank 315'],
  ['hp', '32XL/31', 70, 29_900, 'Smart Tank 580, 7005, 7305'],
  ['brother', 'BTD60BK/BT5000', 48, 27_900, 'DCP-T310, DCP-T510W, DCP-T710W'],
];

const countryOf: Record<Brand, CountryKey> = {
  epson: 'indonesia',
  canon: 'japan',
  hp: 'malaysia',
  brother: 'china',
};

const CMYK = ['black', 'cyan', 'magenta', 'yellow'] as const;

function bottle([brandCode, model, ml, price, printers]: Row): ProductDraft {
  const brand = brandName(brandCode);
  const country = countries[countryOf[brandCode]];
  return {
    name: {
      mn: `${brand} ${model} бэх, ${ml} мл`,
      en: `${brand} ${model} Ink Bottle, ${ml} ml`,
      ru: `Чернила ${brand} ${model}, ${ml} мл`,
    },
    description: {
      mn:
        `Бэхэн савтай (ink tank) принтерт зориулсан оригинал бэх, ${ml} мл. Өнгөө сонгоно уу. ` +
        `Тохирох принтер: ${printers}.`,
      en: `Original ${ml} ml refill for ink tank printers; choose the colour. Fits ${printers}.`,
    },
    taxon: `ink-toner/ink-bottles/${brandCode}`,
    brand: brandCode,
    store: 'bekh-khor',
    kind: 'ink-bottle',
    color: 'black',
    sku: `${brandCode.toUpperCase()}-${model.replace('/', '-')}-INK`,
    price,
    variants: CMYK.map((color) => ({ code: colorCode[color]!, options: [`color:${color}`], price })),
    properties: [
      property('volume', { mn: `${ml} мл`, en: `${ml} ml` }),
      property('printers', printers),
      property('original', { mn: 'Оригинал', en: 'Original' }),
      property('country', country),
    ],
    keyword: keywords.inkBottle,
    suggestion: [
      `${brand} ${model}`,
      `${brand} ${model} бэх`,
      `${brand} ${colors.black.mn.toLowerCase()} бэх`,
    ],
    series: `${brandCode}-bottle-${model}`.toLowerCase().replace('/', '-'),
    country,
    stock: [6, 60],
  };
}

export const inkBottles: ProductFamily = {
  name: 'ink bottles',
  demo: () => rows.map(bottle),
  sample(rng) {
    const [brand, model, ml, price, printers] = rng.pick(rows);
    return bottle([
      brand,
      reshuffleDigits(model, rng),
      ml,
      shelfPrice(rng, price * 0.9, price * 1.2),
      printers,
    ]);
  },
};
