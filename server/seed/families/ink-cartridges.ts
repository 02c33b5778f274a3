import { type ColorKey, colors } from '../../commerce/catalog/colors.ts';
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

type Item = [ColorKey, string];

/**
 * One row per cartridge line: brand, models, black and colour shelf price, black and colour ISO page
 * yield, compatible printers. Models: `305` (black + tri-colour of one number), `21/22` (black 21,
 * colour 22), `cmyk:T073{n}` (four cartridges; `{c}` → BK/C/M/Y, `{n}` → 1–4, Epson's numbering),
 * `cmyk:CLI-581{c}/PGI-580PGBK` (colours by pattern, the black named apart).
 */
type Row = [CartridgeLine['brand'], string, number, number, number, number, string];

const rows: Row[] = [
  ['hp', '305', 32_900, 36_900, 120, 100, 'DeskJet 2710, 2320, Plus 4120'],
  ['hp', '305XL', 64_900, 69_900, 240, 200, 'DeskJet 2710, 2320, Plus 4120'],
  ['hp', '652', 29_900, 33_900, 360, 200, 'DeskJet Ink Advantage 1115, 2135, 3635'],
  ['hp', '123', 34_900, 38_900, 120, 100, 'DeskJet 2130, 2630, 3639'],
  ['hp', '123XL', 69_900, 74_900, 480, 330, 'DeskJet 2130, 2630, 3639'],
  ['hp', '302', 34_900, 38_900, 190, 165, 'DeskJet 1110, 2130, 3630'],
  ['hp', '302XL', 72_900, 77_900, 480, 330, 'DeskJet 1110, 2130, 3630'],
  ['hp', '650', 27_900, 31_900, 360, 200, 'DeskJet Ink Advantage 1015, 2515, 3515'],
  ['hp', '680', 28_900, 32_900, 480, 150, 'DeskJet Ink Advantage 1115, 2135, 3775'],
  ['hp', '46', 36_900, 41_900, 1500, 750, 'DeskJet Ink Advantage 2020hc, 2520hc'],
  ['hp', '21/22', 39_900, 44_900, 190, 165, 'DeskJet F2180, F4180, 3920'],
  ['hp', '27/28', 42_900, 47_900, 220, 190, 'DeskJet 3420, 3550, 3650'],
  ['hp', '901', 45_900, 49_900, 200, 360, 'OfficeJet J4580, J4680, 4500'],
  ['hp', 'cmyk:953', 89_900, 59_900, 1000, 700, 'OfficeJet Pro 7740, 8210, 8720'],
  ['hp', 'cmyk:953XL', 149_900, 109_900, 2000, 1600, 'OfficeJet Pro 7740, 8210, 8720'],
  ['hp', 'cmyk:963', 92_900, 64_900, 1000, 700, 'OfficeJet Pro 9010, 9013, 9020'],
  ['hp', 'cmyk:963XL', 159_900, 114_900, 2000, 1600, 'OfficeJet Pro 9010, 9013, 9020'],
  ['hp', 'cmyk:912', 79_900, 54_900, 300, 315, 'OfficeJet 8013, 8023'],
  ['canon', 'PG-445/CL-446', 36_900, 39_900, 180, 180, 'PIXMA MG2440, MG2540S, MX494'],
  ['canon', 'PG-445XL/CL-446XL', 59_900, 64_900, 400, 300, 'PIXMA MG2440, MG2540S, MX494'],
  ['canon', 'PG-40/CL-41', 44_900, 49_900, 490, 312, 'PIXMA iP1800, MP210, MP470'],
  ['canon', 'PG-510/CL-511', 39_900, 44_900, 220, 244, 'PIXMA MP240, MP250, MP480'],
  ['canon', 'PG-512/CL-513', 52_900, 57_900, 401, 349, 'PIXMA MP240, MP250, MP480'],
  ['canon', 'PG-46/CL-56', 27_900, 31_900, 400, 180, 'PIXMA E404, E464, E484'],
  ['canon', 'PG-540/CL-541', 42_900, 47_900, 180, 180, 'PIXMA MG3140, MG3540, MX474'],
  ['canon', 'PG-540XL/CL-541XL', 69_900, 74_900, 600, 400, 'PIXMA MG3140, MG3540, MX474'],
  ['canon', 'cmyk:CLI-581{c}/PGI-580PGBK', 45_900, 36_900, 200, 259, 'PIXMA TS705, TS6140, TR7540'],
  ['epson', 'cmyk:T073{n}', 25_900, 25_900, 245, 335, 'Stylus C79, CX3900, TX200'],
  ['epson', 'cmyk:16XL', 59_900, 49_900, 500, 450, 'WorkForce WF-2010W, WF-2540WF'],
  ['epson', 'cmyk:27XL', 69_900, 54_900, 1100, 1100, 'WorkForce WF-3620, WF-7110'],
  ['epson', 'cmyk:T128{n}', 26_900, 25_900, 170, 250, 'Stylus S22, SX125, SX425W'],
  ['brother', 'cmyk:LC3617{c}', 42_900, 36_900, 550, 550, 'MFC-J2330DW, MFC-J3530DW'],
  ['brother', 'cmyk:LC3619XL{c}', 79_900, 69_900, 3000, 1500, 'MFC-J2730DW, MFC-J3930DW'],
  ['brother', 'cmyk:LC535XL{c}/LC539XLBK', 59_900, 39_900, 2400, 1300, 'DCP-J100, DCP-J105'],
  ['brother', 'cmyk:LC663{c}', 54_900, 44_900, 2000, 1200, 'MFC-J2320, MFC-J2720'],
];

interface CartridgeLine {
  brand: 'hp' | 'canon' | 'epson' | 'brother';
  /** [colour, model] of each cartridge in the line */
  items: Item[];
  /** [black, colour] shelf prices */
  price: [number, number];
  /** [black, colour] page yields */
  pages: [number, number];
  printers: string;
}

const countryOf: Record<CartridgeLine['brand'], CountryKey> = {
  hp: 'malaysia',
  canon: 'vietnam',
  epson: 'indonesia',
  brother: 'china',
};

export const colorCode: Partial<Record<ColorKey, string>> = {
  black: 'BK',
  cyan: 'C',
  magenta: 'M',
  yellow: 'Y',
  tricolor: 'TRI',
};
const epsonDigit = { black: '1', cyan: '2', magenta: '3', yellow: '4' };

function items(models: string): Item[] {
  if (models.startsWith('cmyk:')) {
    const [pattern, blackModel] = models.slice(5).split('/') as [string, string | undefined];
    return (['black', 'cyan', 'magenta', 'yellow'] as const).map((color) => [
      color,
      color === 'black' && blackModel
        ? blackModel
        : pattern.replace('{c}', colorCode[color]!).replace('{n}', epsonDigit[color]),
    ]);
  }
  const [black, colour = black] = models.split('/') as [string, string | undefined];
  return [
    ['black', black],
    ['tricolor', colour],
  ];
}

const lines: CartridgeLine[] = rows.map(
  ([brand, models, black, colour, blackPages, colourPages, printers]) => ({
    brand,
    items: items(models),
    price: [black, colour],
    pages: [blackPages, colourPages],
    printers,
  }),
);

function cartridge(source: CartridgeLine, [color, model]: Item, price: number): ProductDraft {
  const brand = brandName(source.brand);
  const colorName = colors[color];
  const black = color === 'black';
  const pages = black ? source.pages[0] : source.pages[1];
  const adjective = colorName.mn.toLowerCase();
  return {
    name: {
      mn: `${brand} ${model} ${adjective} бэх`,
      en: `${brand} ${model} ${colorName.en} Ink Cartridge`,
      ru: `Картридж ${brand} ${model}, ${colorName.ru.toLowerCase()}`,
    },
    description: {
      mn:
        `Оригинал ${brand} ${model} ${adjective} бэхний хайрцаг. Ойролцоогоор ${pages} хуудас хэвлэнэ ` +
        `(ISO/IEC 24711). Тохирох принтер: ${source.printers}.`,
      en:
        `Original ${brand} ${model} ${colorName.en.toLowerCase()} ink cartridge. ` +
        `Prints about ${pages} pages (ISO/IEC 24711). Fits ${source.printers}.`,
    },
    taxon: `ink-toner/ink-cartridges/${source.brand}`,
    brand: source.brand,
    store: 'bekh-khor',
    kind: 'cartridge',
    color,
    sku: `${source.brand.toUpperCase()}-${model}-${colorCode[color]}`,
    price,
    properties: [
      property('color', colorName),
      property('yield', { mn: `~${pages} хуудас`, en: `~${pages} pages` }),
      property('printers', source.printers),
      property('original', { mn: 'Оригинал', en: 'Original' }),
      property('country', countries[countryOf[source.brand]]),
    ],
    keyword: keywords.inkCartridge,
    suggestion: [
      `${brand} ${model}`,
      `${brand} ${model} ${adjective} бэх`,
      `${brand} ${model} ${colorName.en}`,
    ],
    series: `${source.brand}-${source.items[0]![1]}`.toLowerCase(),
    country: countries[countryOf[source.brand]],
    stock: [3, 40],
  };
}

export const inkCartridges: ProductFamily = {
  name: 'ink cartridges',
  demo: () =>
    lines.flatMap((source) =>
      source.items.map((item) =>
        cartridge(source, item, item[0] === 'black' ? source.price[0] : source.price[1]),
      ),
    ),
  sample(rng) {
    const source = rng.pick(lines);
    const [color, model] = rng.pick(source.items);
    const base = color === 'black' ? source.price[0] : source.price[1];
    return cartridge(source, [color, reshuffleDigits(model, rng)], shelfPrice(rng, base * 0.85, base * 1.15));
  },
};
