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

type Brand = 'hp' | 'canon' | 'epson' | 'brother';
type Functions = 'print' | 'aio' | 'fax';

/** brand, model, technology, colour printing, functions, connectivity, pages per minute, price, country */
type Row = [Brand, string, 'inkjet' | 'laser', boolean, Functions, string, number, number, CountryKey];

const rows: Row[] = [
  ['hp', 'DeskJet 2710', 'inkjet', true, 'aio', 'USB, Wi-Fi', 7, 249_900, 'china'],
  ['hp', 'DeskJet 2320', 'inkjet', true, 'aio', 'USB', 7, 189_900, 'china'],
  ['hp', 'DeskJet Ink Advantage 2775', 'inkjet', true, 'aio', 'USB, Wi-Fi', 7.5, 279_900, 'china'],
  ['hp', 'Smart Tank 515', 'inkjet', true, 'aio', 'USB, Wi-Fi', 11, 589_900, 'china'],
  ['hp', 'Smart Tank 580', 'inkjet', true, 'aio', 'USB, Wi-Fi', 12, 649_900, 'china'],
  ['hp', 'OfficeJet Pro 9013', 'inkjet', true, 'fax', 'USB, Wi-Fi, Ethernet', 22, 1_290_000, 'china'],
  ['canon', 'PIXMA G3410', 'inkjet', true, 'aio', 'USB, Wi-Fi', 8.8, 549_900, 'vietnam'],
  ['canon', 'PIXMA G2420', 'inkjet', true, 'aio', 'USB', 9.1, 479_900, 'vietnam'],
  ['canon', 'PIXMA G3420', 'inkjet', true, 'aio', 'USB, Wi-Fi', 9.1, 569_900, 'vietnam'],
  ['canon', 'PIXMA TS3340', 'inkjet', true, 'aio', 'USB, Wi-Fi', 7.7, 229_900, 'vietnam'],
  ['canon', 'PIXMA MG2540S', 'inkjet', true, 'aio', 'USB', 8, 169_900, 'vietnam'],
  ['epson', 'L3250', 'inkjet', true, 'aio', 'USB, Wi-Fi', 10, 589_900, 'philippines'],
  ['epson', 'L3210', 'inkjet', true, 'aio', 'USB', 10, 519_900, 'philippines'],
  ['epson', 'L5290', 'inkjet', true, 'fax', 'USB, Wi-Fi, Ethernet', 10, 799_900, 'philippines'],
  ['epson', 'L8050', 'inkjet', true, 'print', 'USB, Wi-Fi', 8, 1_090_000, 'philippines'],
  ['epson', 'L15150', 'inkjet', true, 'fax', 'USB, Wi-Fi, Ethernet', 25, 3_290_000, 'philippines'],
  ['brother', 'DCP-T420W', 'inkjet', true, 'aio', 'USB, Wi-Fi', 16, 549_900, 'philippines'],
  ['brother', 'DCP-T720DW', 'inkjet', true, 'aio', 'USB, Wi-Fi', 17, 749_900, 'philippines'],
  ['brother', 'MFC-T920DW', 'inkjet', true, 'fax', 'USB, Wi-Fi, Ethernet', 17, 949_900, 'philippines'],
  ['hp', 'LaserJet M111w', 'laser', false, 'print', 'USB, Wi-Fi', 20, 349_900, 'vietnam'],
  ['hp', 'LaserJet M211dw', 'laser', false, 'print', 'USB, Wi-Fi, Ethernet', 29, 549_900, 'vietnam'],
  ['hp', 'LaserJet MFP M236sdw', 'laser', false, 'aio', 'USB, Wi-Fi, Ethernet', 29, 899_900, 'vietnam'],
  ['hp', 'LaserJet MFP M141a', 'laser', false, 'aio', 'USB', 20, 449_900, 'vietnam'],
  [
    'hp',
    'Color LaserJet Pro 4203dw',
    'laser',
    true,
    'print',
    'USB, Wi-Fi, Ethernet',
    33,
    1_890_000,
    'vietnam',
  ],
  ['canon', 'i-SENSYS LBP6030B', 'laser', false, 'print', 'USB', 18, 299_900, 'vietnam'],
  ['canon', 'i-SENSYS MF3010', 'laser', false, 'aio', 'USB', 18, 449_900, 'vietnam'],
  ['canon', 'i-SENSYS MF443dw', 'laser', false, 'aio', 'USB, Wi-Fi, Ethernet', 38, 1_290_000, 'vietnam'],
  ['canon', 'i-SENSYS LBP623Cdw', 'laser', true, 'print', 'USB, Wi-Fi, Ethernet', 21, 1_190_000, 'vietnam'],
  ['brother', 'HL-L2350DW', 'laser', false, 'print', 'USB, Wi-Fi', 30, 499_900, 'vietnam'],
  ['brother', 'HL-1110', 'laser', false, 'print', 'USB', 20, 279_900, 'china'],
  ['brother', 'DCP-L2540DN', 'laser', false, 'aio', 'USB, Ethernet', 30, 749_900, 'vietnam'],
  ['brother', 'MFC-L2710DW', 'laser', false, 'fax', 'USB, Wi-Fi, Ethernet', 30, 899_900, 'vietnam'],
];

const technologies = {
  inkjet: { mn: 'бэхэн', en: 'Inkjet' },
  laser: { mn: 'лазер', en: 'Laser' },
};
const functionNames: Record<Functions, { mn: string; en: string }> = {
  print: { mn: 'Хэвлэх', en: 'Print' },
  aio: { mn: 'Хэвлэх, хувилах, скан', en: 'Print, copy, scan' },
  fax: { mn: 'Хэвлэх, хувилах, скан, факс', en: 'Print, copy, scan, fax' },
};

function printer([
  brandCode,
  model,
  tech,
  colour,
  functions,
  connectivity,
  ppm,
  price,
  country,
]: Row): ProductDraft {
  const brand = brandName(brandCode);
  const technology = technologies[tech];
  const tone = colour ? { mn: 'өнгөт', en: 'Colour' } : { mn: 'хар цагаан', en: 'Mono' };
  const multi = functions !== 'print';
  const origin = countries[country];
  return {
    name: {
      mn: `${brand} ${model} ${tone.mn} ${technology.mn} принтер${multi ? ', олон үйлдэлт' : ''}`,
      en: `${brand} ${model} ${tone.en} ${technology.en} ${multi ? 'All-in-One Printer' : 'Printer'}`,
      ru: `${multi ? 'МФУ' : 'Принтер'} ${brand} ${model}`,
    },
    description: {
      mn:
        `${functionNames[functions].mn}. Минутад ${ppm} хуудас хэвлэнэ. Холболт: ${connectivity}. ` +
        '1 жилийн албан ёсны баталгаатай; Улаанбаатар хотод үнэгүй хүргэж, суурилуулна.',
      en:
        `${functionNames[functions].en}. Prints ${ppm} pages a minute. Connects by ${connectivity}. ` +
        'One-year official warranty; free delivery and set-up in Ulaanbaatar.',
    },
    taxon: `printers/${tech}/${brandCode}`,
    brand: brandCode,
    store: 'bekh-khor',
    kind: 'printer',
    color: tech === 'laser' ? 'white' : 'black',
    sku: `${brandCode.toUpperCase()}-${model.toUpperCase().replace(/[^A-Z0-9]+/g, '-')}`,
    price,
    properties: [
      property('technology', { mn: technology.mn, en: technology.en }),
      property('color', colour ? { mn: 'Өнгөт', en: 'Colour' } : { mn: 'Хар цагаан', en: 'Monochrome' }),
      property('functions', functionNames[functions]),
      property('speed', { mn: `${ppm} хуудас/мин`, en: `${ppm} ppm` }),
      property('connectivity', connectivity),
      property('warranty', { mn: '1 жил', en: '1 year' }),
      property('country', origin),
    ],
    keyword: keywords.printer,
    suggestion: [`${brand} ${model}`, `${brand} принтер`, `${technology.mn} принтер`],
    series: `${brandCode}-${model.split(' ')[0]}`.toLowerCase(),
    country: origin,
    stock: [1, 10],
  };
}

export const printers: ProductFamily = {
  name: 'printers',
  demo: () => rows.map(printer),
  sample(rng) {
    const row = rng.pick(rows);
    const [brand, model, tech, colour, functions, connectivity, ppm, price, country] = row;
    return printer([
      brand,
      reshuffleDigits(model, rng),
      tech,
      colour,
      functions,
      connectivity,
      ppm,
      shelfPrice(rng, price * 0.85, price * 1.2),
      country,
    ]);
  },
};
