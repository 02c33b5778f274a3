import { countries, type ProductDraft, type PropertyDraft } from '../draft.ts';
import { keywords } from '../keywords.ts';

/**
 * Digital goods (#16 licenses): printer software sold as license keys. Paying an order issues one key
 * per unit (server/commerce/orders/licenses.ts); server/seed/demo-catalog.ts adds these to the demo
 * catalog (not a family: the benchmark generator makes physical goods only) and marks them digital.
 * Stock is the keys the vendor allotted, so the usual stock rules still hold.
 */
const license = (value: PropertyDraft['value']): PropertyDraft => ({
  name: { mn: 'Лиценз', en: 'License', ru: 'Лицензия' },
  value,
});
const digitalDelivery: PropertyDraft = {
  name: { mn: 'Хүргэлт', en: 'Delivery', ru: 'Доставка' },
  value: { mn: 'Цахим түлхүүр', en: 'Digital key', ru: 'Электронный ключ' },
};

export const printerSoftware: readonly ProductDraft[] = [
  {
    name: {
      mn: 'HP Universal Print Driver Pro — лицензийн түлхүүр (5 компьютер)',
      en: 'HP Universal Print Driver Pro — License Key (5 PCs)',
      ru: 'HP Universal Print Driver Pro — лицензионный ключ (5 ПК)',
    },
    description: {
      mn: 'Оффисын бүх HP принтерт нэг драйвер: хэвлэлийн дараалал, хэвлэлийн тайлан, хэмнэлтийн горим. Цахим түлхүүрийг төлбөр баталгаажмагц захиалгын хуудсанд харуулна.',
      en: 'One driver for every HP printer in the office: print queues, usage reports, economy mode. The key shows on the order page as soon as payment is confirmed.',
    },
    taxon: 'printers/laser/hp',
    brand: 'hp',
    store: 'bekh-khor',
    kind: 'printer',
    color: 'white',
    sku: 'HP-UPD-PRO-5',
    price: 89_900,
    properties: [
      license({ mn: '5 компьютер, хугацаагүй', en: '5 PCs, perpetual', ru: '5 ПК, бессрочно' }),
      digitalDelivery,
    ],
    keyword: keywords.printer,
    suggestion: ['HP драйвер', 'print driver license'],
    country: countries.vietnam,
    stock: [200, 300],
  },
  {
    name: {
      mn: 'Epson ScanSmart Pro — програмын лиценз (1 компьютер)',
      en: 'Epson ScanSmart Pro — Software License (1 PC)',
      ru: 'Epson ScanSmart Pro — лицензия (1 ПК)',
    },
    description: {
      mn: 'Скан хийсэн баримтыг текст болгон таних (OCR, кирилл), PDF болгох, хавтаст ангилах програм. Цахим түлхүүрийг төлбөр баталгаажмагц захиалгын хуудсанд харуулна.',
      en: 'Turns scans into searchable text (OCR, Cyrillic included), PDFs and filed folders. The key shows on the order page as soon as payment is confirmed.',
    },
    taxon: 'printers/inkjet/epson',
    brand: 'epson',
    store: 'bekh-khor',
    kind: 'printer',
    color: 'black',
    sku: 'EPSON-SCANSMART-PRO-1',
    price: 49_900,
    properties: [
      license({ mn: '1 компьютер, хугацаагүй', en: '1 PC, perpetual', ru: '1 ПК, бессрочно' }),
      digitalDelivery,
    ],
    keyword: keywords.printer,
    suggestion: ['Epson програм', 'OCR software'],
    country: countries.philippines,
    stock: [200, 300],
  },
];

/** The SKUs server/seed/demo-catalog.ts marks digital, with what their key unlocks. */
export const DIGITAL_SKUS: Record<string, 'driver' | 'software'> = {
  'HP-UPD-PRO-5': 'driver',
  'EPSON-SCANSMART-PRO-1': 'software',
};
