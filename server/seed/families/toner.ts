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
import { colorCode } from './ink-cartridges.ts';

type Brand = 'hp' | 'canon' | 'brother' | 'kyocera' | 'samsung';

/**
 * brand, model, order code(s), black and colour shelf price, ISO page yield, compatible printers.
 * `cmyk:` makes four toners (black, cyan, magenta, yellow), with their order codes when listed.
 */
type Row = [Brand, string, string, number, number, number, string];

const rows: Row[] = [
  ['hp', '85A', 'CE285A', 189_900, 0, 1600, 'LaserJet P1102, M1132, M1212nf'],
  ['hp', '83A', 'CF283A', 199_900, 0, 1500, 'LaserJet Pro M125, M127, M201'],
  ['hp', '12A', 'Q2612A', 169_900, 0, 2000, 'LaserJet 1010, 1020, M1005'],
  ['hp', '26A', 'CF226A', 389_900, 0, 3100, 'LaserJet Pro M402, M426'],
  ['hp', '59A', 'CF259A', 429_900, 0, 3000, 'LaserJet Pro M404, M428'],
  ['hp', '79A', 'CF279A', 179_900, 0, 1000, 'LaserJet Pro M12, M26'],
  ['hp', '17A', 'CF217A', 189_900, 0, 1600, 'LaserJet Pro M102, M130'],
  ['hp', '30A', 'CF230A', 219_900, 0, 1600, 'LaserJet Pro M203, M227'],
  ['hp', '44A', 'CF244A', 149_900, 0, 1000, 'LaserJet Pro M15, M28'],
  ['hp', '107A', 'W1107A', 139_900, 0, 1000, 'Laser 107, MFP 135, MFP 137'],
  ['hp', '135A', 'W1350A', 169_900, 0, 1100, 'LaserJet M209, M211, M236'],
  ['hp', '207A', 'cmyk:W2210A,W2211A,W2213A,W2212A', 239_900, 259_900, 1350, 'Color LaserJet Pro M255, M282'],
  ['hp', '415A', 'cmyk:W2030A,W2031A,W2033A,W2032A', 369_900, 399_900, 2400, 'Color LaserJet Pro M454, M479'],
  ['canon', '725', '', 159_900, 0, 1600, 'i-SENSYS LBP6000, LBP6030, MF3010'],
  ['canon', '737', '', 209_900, 0, 2400, 'i-SENSYS MF211, MF226dn, MF249dw'],
  ['canon', '728', '', 189_900, 0, 2100, 'i-SENSYS MF4410, MF4550d, MF4870dn'],
  ['canon', '712', '', 149_900, 0, 1500, 'i-SENSYS LBP3010, LBP3100'],
  ['canon', '047', '', 149_900, 0, 1600, 'i-SENSYS LBP112, MF112, MF113w'],
  ['canon', '051', '', 179_900, 0, 1700, 'i-SENSYS LBP162dw, MF264dw, MF269dw'],
  ['canon', '057', '', 279_900, 0, 3100, 'i-SENSYS LBP223dw, MF443dw, MF445dw'],
  ['canon', '054', 'cmyk:', 229_900, 239_900, 1500, 'i-SENSYS LBP621Cw, MF641Cw, MF645Cx'],
  ['brother', 'TN-1075', '', 99_900, 0, 1000, 'HL-1110, DCP-1510, MFC-1810'],
  ['brother', 'TN-2375', '', 169_900, 0, 2600, 'HL-L2300D, DCP-L2500D, MFC-L2700DW'],
  ['brother', 'TN-2480', '', 229_900, 0, 3000, 'HL-L2350DW, DCP-L2550DN, MFC-L2710DW'],
  ['brother', 'TN-2090', '', 109_900, 0, 1000, 'HL-2132R, DCP-7057R'],
  ['brother', 'TN-3480', '', 329_900, 0, 8000, 'HL-L5000D, HL-L6250DN'],
  ['brother', 'TN-263', 'cmyk:', 149_900, 159_900, 1400, 'HL-L3230CDW, DCP-L3550CDW'],
  ['kyocera', 'TK-1170', '', 189_900, 0, 7200, 'ECOSYS M2040dn, M2540dn, M2640idw'],
  ['kyocera', 'TK-1150', '', 179_900, 0, 3000, 'ECOSYS P2235dn, M2135dn, M2735dw'],
  ['kyocera', 'TK-3160', '', 259_900, 0, 12_500, 'ECOSYS P3045dn, P3050dn, P3055dn'],
  ['kyocera', 'TK-1200', '', 169_900, 0, 3000, 'ECOSYS P2335d, M2235dn, M2735dw'],
  ['kyocera', 'TK-5240', 'cmyk:', 249_900, 289_900, 4000, 'ECOSYS P5026cdn, M5526cdn'],
  ['samsung', 'MLT-D101S', '', 129_900, 0, 1500, 'ML-2160, SCX-3400, SF-760P'],
  ['samsung', 'MLT-D111S', '', 119_900, 0, 1000, 'Xpress M2020, M2070'],
  ['samsung', 'MLT-D104S', '', 124_900, 0, 1500, 'ML-1660, SCX-3200'],
];

const countryOf: Record<Brand, CountryKey> = {
  hp: 'vietnam',
  canon: 'japan',
  brother: 'vietnam',
  kyocera: 'china',
  samsung: 'korea',
};

interface Toner {
  row: Row;
  color: ColorKey;
  model: string;
  code: string;
  price: number;
}

function expand(row: Row): Toner[] {
  const [, model, codes, black, colour] = row;
  if (!codes.startsWith('cmyk:')) return [{ row, color: 'black', model, code: codes, price: black }];
  const listed = codes.slice(5).split(',').filter(Boolean);
  return (['black', 'cyan', 'magenta', 'yellow'] as const).map((color, index) => ({
    row,
    color,
    model,
    code: listed[index] ?? '',
    price: color === 'black' ? black : colour,
  }));
}

function toner({ row, color, model, code, price }: Toner): ProductDraft {
  const [brandCode, , , , , pages, printers] = row;
  const brand = brandName(brandCode);
  const colorName = colors[color];
  const adjective = colorName.mn.toLowerCase();
  const suffix = code ? ` (${code})` : '';
  const country = countries[countryOf[brandCode]];
  return {
    name: {
      mn: `${brand} ${model} ${adjective} хор${suffix}`,
      en: `${brand} ${model} ${colorName.en} Toner Cartridge${suffix}`,
      ru: `Тонер-картридж ${brand} ${model}, ${colorName.ru.toLowerCase()}`,
    },
    description: {
      mn:
        `Оригинал лазер принтерийн ${adjective} хор. ${pages} хуудас хэвлэнэ (ISO/IEC 19752, 5% бүрхэлт). ` +
        `Тохирох принтер: ${printers}.`,
      en:
        `Original ${colorName.en.toLowerCase()} laser toner cartridge. Yields ${pages} pages ` +
        `(ISO/IEC 19752, 5% coverage). Fits ${printers}.`,
    },
    taxon: `ink-toner/toner/${brandCode}`,
    brand: brandCode,
    store: 'bekh-khor',
    kind: 'toner',
    color,
    sku: `${brandCode.toUpperCase()}-${model}-${code || colorCode[color]}`,
    price,
    properties: [
      property('color', colorName),
      property('yield', { mn: `${pages} хуудас`, en: `${pages} pages` }),
      property('printers', printers),
      property('original', { mn: 'Оригинал', en: 'Original' }),
      property('country', country),
    ],
    keyword: keywords.toner,
    suggestion: [`${brand} ${model}`, `${brand} ${model} хор`, ...(code ? [code] : [])],
    series: `${brandCode}-toner-${model}`.toLowerCase(),
    country,
    stock: [2, 18],
  };
}

export const toners: ProductFamily = {
  name: 'toner',
  demo: () => rows.flatMap(expand).map(toner),
  sample(rng) {
    const item = rng.pick(rows.flatMap(expand));
    return toner({
      ...item,
      model: reshuffleDigits(item.model, rng),
      code: item.code && reshuffleDigits(item.code, rng),
      price: shelfPrice(rng, item.price * 0.85, item.price * 1.15),
    });
  },
};
