import type { Text } from './draft.ts';

interface TaxonNode {
  slug: string;
  name: Text;
  icon?: string;
  children?: TaxonNode[];
}

const brandLeaves = (what: Text, codes: [string, string][]): TaxonNode[] =>
  codes.map(([slug, brand]) => ({
    slug,
    name: {
      mn: `${brand} ${what.mn}`,
      en: `${brand} ${what.en}`,
      ...(what.ru ? { ru: `${what.ru} ${brand}` } : {}),
    },
  }));

const HP: [string, string] = ['hp', 'HP'];
const CANON: [string, string] = ['canon', 'Canon'];
const EPSON: [string, string] = ['epson', 'Epson'];
const BROTHER: [string, string] = ['brother', 'Brother'];

/** The category tree: roots → sub-categories → leaves. Products hang on leaves. */
const tree: TaxonNode[] = [
  {
    slug: 'ink-toner',
    name: { mn: 'Бэх, хор', en: 'Ink & Toner', ru: 'Чернила и тонеры' },
    icon: 'droplet',
    children: [
      {
        slug: 'ink-cartridges',
        name: { mn: 'Бэхний хайрцаг', en: 'Ink Cartridges', ru: 'Картриджи' },
        children: brandLeaves({ mn: 'бэх', en: 'Ink', ru: 'Картриджи' }, [HP, CANON, EPSON, BROTHER]),
      },
      {
        slug: 'toner',
        name: { mn: 'Принтерийн хор', en: 'Toner Cartridges', ru: 'Тонер-картриджи' },
        children: brandLeaves({ mn: 'хор', en: 'Toner', ru: 'Тонер' }, [
          HP,
          CANON,
          BROTHER,
          ['kyocera', 'Kyocera'],
          ['samsung', 'Samsung'],
        ]),
      },
      {
        slug: 'ink-bottles',
        name: { mn: 'Бэх цэнэглэгч', en: 'Ink Bottles', ru: 'Чернила в бутылках' },
        children: brandLeaves({ mn: 'бэх цэнэглэгч', en: 'Ink Bottles' }, [EPSON, CANON, HP, BROTHER]),
      },
    ],
  },
  {
    slug: 'paper',
    name: { mn: 'Цаас', en: 'Paper', ru: 'Бумага' },
    icon: 'file-text',
    children: [
      {
        slug: 'office-paper',
        name: { mn: 'Оффисын цаас', en: 'Office Paper', ru: 'Офисная бумага' },
        children: [
          { slug: 'a4', name: { mn: 'А4 цаас', en: 'A4 Paper', ru: 'Бумага A4' } },
          { slug: 'a3', name: { mn: 'А3 цаас', en: 'A3 Paper', ru: 'Бумага A3' } },
          { slug: 'color', name: { mn: 'Өнгөт цаас', en: 'Colour Paper', ru: 'Цветная бумага' } },
        ],
      },
      {
        slug: 'photo-paper',
        name: { mn: 'Фото цаас', en: 'Photo Paper', ru: 'Фотобумага' },
        children: [
          { slug: 'glossy', name: { mn: 'Гялгар фото цаас', en: 'Glossy', ru: 'Глянцевая' } },
          { slug: 'matte', name: { mn: 'Матт фото цаас', en: 'Matte', ru: 'Матовая' } },
        ],
      },
      {
        slug: 'notebooks',
        name: { mn: 'Дэвтэр, тэмдэглэл', en: 'Notebooks & Notes', ru: 'Тетради и блокноты' },
        children: [
          { slug: 'notebooks', name: { mn: 'Дэвтэр', en: 'Notebooks', ru: 'Тетради' } },
          { slug: 'sticky-notes', name: { mn: 'Наалттай цаас', en: 'Sticky Notes', ru: 'Стикеры' } },
        ],
      },
    ],
  },
  {
    slug: 'office-supplies',
    name: { mn: 'Бичиг хэрэг', en: 'Office Supplies', ru: 'Канцтовары' },
    icon: 'pen-tool',
    children: [
      {
        slug: 'writing',
        name: { mn: 'Бичгийн хэрэгсэл', en: 'Writing', ru: 'Письменные принадлежности' },
        children: [
          { slug: 'pens', name: { mn: 'Үзэг', en: 'Pens', ru: 'Ручки' } },
          { slug: 'markers', name: { mn: 'Маркер', en: 'Markers', ru: 'Маркеры' } },
          { slug: 'highlighters', name: { mn: 'Тодруулагч', en: 'Highlighters', ru: 'Текстовыделители' } },
          { slug: 'pencils', name: { mn: 'Харандаа', en: 'Pencils', ru: 'Карандаши' } },
        ],
      },
      {
        slug: 'filing',
        name: { mn: 'Хавтас, архив', en: 'Filing', ru: 'Папки и архив' },
        children: [
          { slug: 'folders', name: { mn: 'Хавтас', en: 'Folders', ru: 'Папки' } },
          { slug: 'binders', name: { mn: 'Архивын хавтас', en: 'Lever Arch Files', ru: 'Регистраторы' } },
        ],
      },
      {
        slug: 'desk',
        name: { mn: 'Ширээний хэрэгсэл', en: 'Desk Accessories', ru: 'Настольные принадлежности' },
        children: [
          { slug: 'staplers', name: { mn: 'Үдэгч, цоолтуур', en: 'Staplers & Punches', ru: 'Степлеры' } },
          { slug: 'calculators', name: { mn: 'Тооны машин', en: 'Calculators', ru: 'Калькуляторы' } },
          {
            slug: 'tape-glue',
            name: { mn: 'Скоч, цавуу, хайч', en: 'Tape, Glue & Scissors', ru: 'Скотч и клей' },
          },
        ],
      },
    ],
  },
  {
    slug: 'printers',
    name: { mn: 'Принтер', en: 'Printers', ru: 'Принтеры' },
    icon: 'printer',
    children: [
      {
        slug: 'inkjet',
        name: { mn: 'Бэхэн принтер', en: 'Inkjet Printers', ru: 'Струйные принтеры' },
        children: brandLeaves({ mn: 'бэхэн принтер', en: 'Inkjet' }, [HP, CANON, EPSON, BROTHER]),
      },
      {
        slug: 'laser',
        name: { mn: 'Лазер принтер', en: 'Laser Printers', ru: 'Лазерные принтеры' },
        children: brandLeaves({ mn: 'лазер принтер', en: 'Laser' }, [HP, CANON, BROTHER]),
      },
    ],
  },
  {
    slug: 'premium-vodka',
    name: { mn: 'Дээд зэрэглэлийн архи', en: 'Premium Vodka', ru: 'Премиальная водка' },
    icon: 'wine',
    children: [
      {
        slug: 'tsagaan-tal',
        name: { mn: 'Цагаан Тал', en: 'Tsagaan Tal', ru: 'Цагаан Тал' },
        children: [
          { slug: 'signature', name: { mn: 'Сонгодог цуврал', en: 'Signature', ru: 'Классика' } },
          { slug: 'reserve', name: { mn: 'Нөөцийн цуврал', en: 'Reserve', ru: 'Резерв' } },
          { slug: 'gift-sets', name: { mn: 'Бэлгийн багц', en: 'Gift Sets', ru: 'Подарочные наборы' } },
        ],
      },
    ],
  },
];

export interface TaxonSeed {
  permalink: string;
  parent: string | null;
  name: Text;
  depth: number;
  position: number;
  icon: string | null;
}

/** The tree flattened parents-first; `permalink` is the full path without `/t/`. */
export function taxonSeeds(): TaxonSeed[] {
  const out: TaxonSeed[] = [];
  const walk = (nodes: TaxonNode[], parent: string | null, depth: number) =>
    nodes.forEach((node, position) => {
      const permalink = parent ? `${parent}/${node.slug}` : node.slug;
      out.push({ permalink, parent, name: node.name, depth, position, icon: node.icon ?? null });
      walk(node.children ?? [], permalink, depth + 1);
    });
  walk(tree, null, 0);
  return out;
}
