import type { ProductDraft, ProductFamily, Text, VariantDraft } from '../draft.ts';
import { property } from '../draft.ts';
import { keywords } from '../keywords.ts';
import { type Edition, type ItemSpec, item, optionVariants, sampleEditions } from './build.ts';

/**
 * Цагаан Тал ("White Steppe"): the shop's own premium vodka line, with its own brand microsite.
 * Sold only to customers aged 21 and over (the age gate is the web app's; the text is here).
 */
const AGE_NOTE: Text = {
  mn: 'Согтууруулах ундааг 21 наснаас дээш хүнд худалдана.',
  en: 'Sold only to customers aged 21 and over.',
};

type Volume = '0.5l' | '0.75l' | '1l' | 'gift-box';
const volumeCodes: Record<Volume, string> = { '0.5l': '050', '0.75l': '075', '1l': '100', 'gift-box': 'GB' };

function volumes(prices: Partial<Record<Volume, number>>): VariantDraft[] {
  return optionVariants(
    (Object.keys(volumeCodes) as Volume[])
      .filter((volume) => prices[volume] !== undefined)
      .map((volume) => [`volume:${volume}`, volumeCodes[volume], prices[volume]!]),
  );
}

const line = (
  spec: Pick<ItemSpec, 'name' | 'sku' | 'variants' | 'taxon'> & {
    story: Text;
    abv: number;
    filter: Text;
    color?: ItemSpec['color'];
    gift?: boolean;
  },
): ProductDraft =>
  item({
    name: spec.name,
    description: { mn: `${spec.story.mn} ${AGE_NOTE.mn}`, en: `${spec.story.en} ${AGE_NOTE.en}` },
    taxon: spec.taxon,
    brand: 'tsagaan-tal',
    store: 'tsagaan-tal',
    kind: spec.taxon === giftSets ? 'gift-box' : 'vodka',
    color: spec.color ?? 'clear',
    sku: spec.sku,
    price: 0,
    ...(spec.variants ? { variants: spec.variants } : {}),
    properties: [
      property('abv', `${spec.abv}%`),
      property('grain', { mn: 'Монгол улаан буудай', en: 'Mongolian wheat' }),
      property('filter', spec.filter),
    ],
    keyword: keywords.vodka,
    suggestion: [spec.name.mn, spec.name.en, 'Цагаан Тал архи'],
    series: 'tsagaan-tal',
    country: 'mongolia',
    stock: [6, 72],
    ...(spec.gift || spec.variants?.some((v) => v.options.includes('volume:gift-box')) ? { gift: true } : {}),
  });

const silver: Text = { mn: 'Мөнгөн шүүлтүүр', en: 'Silver filtration' };
const birch: Text = { mn: 'Хусан нүүрсэн шүүлтүүр', en: 'Birch charcoal filtration' };
const signature = 'premium-vodka/tsagaan-tal/signature';
const reserve = 'premium-vodka/tsagaan-tal/reserve';
const giftSets = 'premium-vodka/tsagaan-tal/gift-sets';

const bottles = (): ProductDraft[] => [
  line({
    name: { mn: 'Цагаан Тал Сонгодог архи', en: 'Tsagaan Tal Classic Vodka', ru: 'Водка Цагаан Тал Классик' },
    story: {
      mn: 'Монголын тал нутгийн улаан буудай, Хангайн булгийн уснаас таван удаа нэрсэн, цэвэр амттай архи.',
      en: 'Distilled five times from Mongolian steppe wheat and Khangai spring water, for a clean taste.',
    },
    taxon: signature,
    sku: 'TT-CLASSIC',
    variants: volumes({ '0.5l': 45_900, '0.75l': 62_900, '1l': 79_900 }),
    abv: 40,
    filter: silver,
  }),
  line({
    name: { mn: 'Цагаан Тал Хус архи', en: 'Tsagaan Tal Birch Vodka', ru: 'Водка Цагаан Тал Берёза' },
    story: {
      mn: 'Хусан модны нүүрсээр удаан шүүсэн тул зөөлөн, амтлаг.',
      en: 'Slowly filtered through birch charcoal for a soft, rounded finish.',
    },
    taxon: signature,
    sku: 'TT-BIRCH',
    variants: volumes({ '0.5l': 49_900, '0.75l': 67_900, '1l': 84_900 }),
    abv: 40,
    filter: birch,
  }),
  line({
    name: { mn: 'Цагаан Тал Хангай Булаг архи', en: 'Tsagaan Tal Khangai Spring Vodka' },
    story: {
      mn: 'Хангайн нурууны булгийн зөөлөн усаар найруулсан.',
      en: 'Blended with soft spring water from the Khangai mountains.',
    },
    taxon: signature,
    sku: 'TT-KHANGAI',
    variants: volumes({ '0.5l': 54_900, '0.75l': 72_900, '1l': 92_900 }),
    abv: 40,
    filter: silver,
  }),
  line({
    name: { mn: 'Цагаан Тал Алтан архи', en: 'Tsagaan Tal Gold Vodka', ru: 'Водка Цагаан Тал Золотая' },
    story: {
      mn: 'Сонгомол улаан буудайгаар хийсэн нөөцийн цуврал. Баяр ёслол, хүндэт зочинд.',
      en: 'A reserve made from selected wheat, for celebrations and honoured guests.',
    },
    taxon: reserve,
    sku: 'TT-GOLD',
    variants: volumes({ '0.5l': 89_900, '0.75l': 119_900, '1l': 149_900, 'gift-box': 169_900 }),
    abv: 40,
    filter: silver,
    color: 'gold',
  }),
  line({
    name: { mn: 'Цагаан Тал Хаан Нөөц архи', en: 'Tsagaan Tal Khaan Reserve Vodka' },
    story: {
      mn: 'Долоон удаа нэрж, гурван шатлалтай шүүсэн, 42 хэмийн хүчтэй нөөцийн архи.',
      en: 'Distilled seven times and filtered in three stages; a 42% reserve.',
    },
    taxon: reserve,
    sku: 'TT-KHAAN',
    variants: volumes({ '0.75l': 189_900, '1l': 239_900, 'gift-box': 259_900 }),
    abv: 42,
    filter: birch,
    color: 'blue',
  }),
  line({
    name: { mn: 'Цагаан Тал Платинум архи', en: 'Tsagaan Tal Platinum Vodka' },
    story: {
      mn: 'Цагаан алтан шүүлтүүрээр шүүсэн, брэндийн хамгийн дээд зэрэглэлийн архи.',
      en: 'Platinum-filtered: the top of the range.',
    },
    taxon: reserve,
    sku: 'TT-PLATINUM',
    variants: volumes({ '0.75l': 249_900, 'gift-box': 349_900 }),
    abv: 40,
    filter: { mn: 'Цагаан алтан шүүлтүүр', en: 'Platinum filtration' },
    color: 'silver',
  }),
  line({
    name: {
      mn: 'Цагаан Тал Цагаан Сар 2027, хязгаарлагдмал хувилбар',
      en: 'Tsagaan Tal Lunar New Year 2027, Limited Edition',
    },
    story: {
      mn: 'Цагаан сарын баярт зориулсан, дугаарласан лонхтой бэлгийн хайрцаг.',
      en: 'A numbered bottle in a gift box for the Lunar New Year.',
    },
    taxon: reserve,
    sku: 'TT-TSAGAAN-SAR-2027',
    variants: volumes({ 'gift-box': 199_900 }),
    abv: 40,
    filter: silver,
    color: 'red',
  }),
];

const gifts = (): ProductDraft[] => [
  line({
    name: { mn: 'Цагаан Тал бэлгийн багц, 2 хундагатай', en: 'Tsagaan Tal Gift Set with Two Glasses' },
    story: {
      mn: 'Сонгодог архи 0.75 л, хоёр болор хундагатай бэлгийн хайрцаг.',
      en: 'Classic vodka 0.75 L with two crystal glasses in a gift box.',
    },
    taxon: giftSets,
    sku: 'TT-GIFT-GLASSES',
    variants: volumes({ 'gift-box': 89_900 }),
    abv: 40,
    filter: silver,
    gift: true,
  }),
  line({
    name: { mn: 'Цагаан Тал Алтан, модон хайрцагтай, 1 л', en: 'Tsagaan Tal Gold in a Wooden Case, 1 L' },
    story: {
      mn: 'Гар урлалын хушин хайрцагтай Алтан архи.',
      en: 'Gold vodka in a hand-made cedar case.',
    },
    taxon: giftSets,
    sku: 'TT-GOLD-WOOD',
    variants: volumes({ '1l': 299_900 }),
    abv: 40,
    filter: silver,
    color: 'gold',
    gift: true,
  }),
  item({
    name: { mn: 'Цагаан Тал хундага, 6 ширхэг', en: 'Tsagaan Tal Shot Glasses, set of 6' },
    description: { mn: 'Брэндийн таамгатай болор хундага.', en: 'Crystal shot glasses with the brand mark.' },
    taxon: giftSets,
    brand: 'tsagaan-tal',
    store: 'tsagaan-tal',
    kind: 'gift-box',
    color: 'clear',
    sku: 'TT-GLASSES-6',
    price: 28_900,
    keyword: keywords.giftSet,
    country: 'mongolia',
    stock: [5, 40],
    gift: true,
  }),
  item({
    name: { mn: 'Цагаан Тал футболк', en: 'Tsagaan Tal T-shirt' },
    description: { mn: '100% хөвөн, брэндийн хээтэй.', en: '100% cotton with the brand print.' },
    taxon: giftSets,
    brand: 'tsagaan-tal',
    store: 'tsagaan-tal',
    kind: 'apparel',
    color: 'black',
    sku: 'TT-TSHIRT',
    price: 35_900,
    variants: optionVariants(
      (['s', 'm', 'l', 'xl', 'xxl'] as const).map((size) => [
        `clothing_size:${size}`,
        size.toUpperCase(),
        35_900,
      ]),
    ),
    properties: [property('material', { mn: 'Хөвөн', en: 'Cotton' })],
    keyword: keywords.apparel,
    country: 'mongolia',
    stock: [3, 25],
  }),
  // An e-ticket (#18): buying it issues a ticket with a QR code; staff scan it at the door.
  // server/seed/demo-catalog.ts makes it a ticket to the `tsagaan-tal-tasting` event.
  item({
    name: { mn: 'Цагаан Тал амталгааны үдэш — тасалбар', en: 'Tsagaan Tal Tasting Evening — Ticket' },
    description: {
      mn: 'Архи үйлдвэрийн амталгааны үдэш: таван төрлийн архи, зууш, нэрэгчтэй уулзалт. Цахим тасалбар. 21 наснаас дээш.',
      en: 'A tasting evening at the distillery: five vodkas, snacks and the master distiller. E-ticket. 21 and over.',
    },
    taxon: giftSets,
    brand: 'tsagaan-tal',
    store: 'tsagaan-tal',
    kind: 'gift-box',
    color: 'white',
    sku: 'TT-TASTING',
    price: 59_900,
    keyword: keywords.giftSet,
    country: 'mongolia',
    stock: [40, 60],
  }),
  // Priced at 1 ₮ as a placeholder until the vendor sets a price: the search rule must hide it.
  item({
    name: { mn: 'Цагаан Тал бэлгийн уут', en: 'Tsagaan Tal Gift Bag' },
    description: { mn: 'Лонхны бэлгийн цаасан уут.', en: 'A paper gift bag for one bottle.' },
    taxon: giftSets,
    brand: 'tsagaan-tal',
    store: 'tsagaan-tal',
    kind: 'gift-box',
    color: 'white',
    sku: 'TT-GIFT-BAG',
    price: 1,
    keyword: keywords.giftSet,
    country: 'mongolia',
    stock: [50, 100],
  }),
];

const vodkaEditions: Edition[] = [
  [{ mn: 'Наадмын хувилбар', en: 'Naadam Edition' }, 'NDM'],
  [{ mn: 'Шинэ жилийн хувилбар', en: 'New Year Edition' }, 'NYE'],
  [{ mn: 'Цуглуулгын хувилбар', en: "Collector's Edition" }, 'COL'],
  [{ mn: 'Зочид буудлын хувилбар', en: 'Hospitality Edition' }, 'HSP'],
];

const demo = (): ProductDraft[] => [...bottles(), ...gifts()];

export const vodka: ProductFamily = { name: 'vodka', demo, sample: sampleEditions(demo, vodkaEditions) };
