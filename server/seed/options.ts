import { colors } from '../commerce/catalog/colors.ts';
import type { Text } from './draft.ts';

export interface OptionTypeSeed {
  name: string;
  presentation: Text;
  values: { name: string; presentation: Text }[];
}

const same = (text: string): Text => ({ mn: text, en: text });

/** Option types and their values; variants refer to them as `type:value` ('volume:0.75l'). */
export const optionTypes: OptionTypeSeed[] = [
  {
    name: 'color',
    presentation: { mn: 'Өнгө', en: 'Colour', ru: 'Цвет' },
    values: Object.entries(colors).map(([name, color]) => ({
      name,
      presentation: { mn: color.mn, en: color.en, ru: color.ru },
    })),
  },
  {
    name: 'volume',
    presentation: { mn: 'Багтаамж', en: 'Volume', ru: 'Объём' },
    values: [
      { name: '0.5l', presentation: { mn: '0.5 л', en: '0.5 L', ru: '0,5 л' } },
      { name: '0.75l', presentation: { mn: '0.75 л', en: '0.75 L', ru: '0,75 л' } },
      { name: '1l', presentation: { mn: '1 л', en: '1 L', ru: '1 л' } },
      {
        name: 'gift-box',
        presentation: {
          mn: '0.75 л, бэлгийн хайрцагтай',
          en: '0.75 L in a gift box',
          ru: '0,75 л в подарочной коробке',
        },
      },
    ],
  },
  {
    name: 'size',
    presentation: { mn: 'Хэмжээ', en: 'Size', ru: 'Размер' },
    values: [
      { name: 'a3', presentation: { mn: 'А3', en: 'A3' } },
      { name: 'a4', presentation: { mn: 'А4', en: 'A4' } },
      { name: 'a5', presentation: { mn: 'А5', en: 'A5' } },
      { name: 'pocket', presentation: { mn: 'Халаасны (9×14 см)', en: 'Pocket (9×14 cm)' } },
      { name: 'large', presentation: { mn: 'Том (13×21 см)', en: 'Large (13×21 cm)' } },
      { name: 'spine-50', presentation: { mn: '50 мм нуруутай', en: '50 mm spine' } },
      { name: 'spine-75', presentation: { mn: '75 мм нуруутай', en: '75 mm spine' } },
    ],
  },
  {
    name: 'clothing_size',
    presentation: { mn: 'Хувцасны размер', en: 'Clothing size', ru: 'Размер одежды' },
    values: ['s', 'm', 'l', 'xl', 'xxl'].map((size) => ({
      name: size,
      presentation: same(size.toUpperCase()),
    })),
  },
  {
    name: 'pack',
    presentation: { mn: 'Савлагаа', en: 'Pack', ru: 'Упаковка' },
    values: [
      { name: 'single', presentation: { mn: '1 ширхэг', en: 'Single', ru: '1 шт.' } },
      { name: 'box-10', presentation: { mn: '10 ширхэг', en: 'Pack of 10', ru: '10 шт.' } },
      { name: 'box-12', presentation: { mn: '12 ширхэгтэй хайрцаг', en: 'Box of 12', ru: 'Коробка 12 шт.' } },
      {
        name: 'ream',
        presentation: { mn: '1 боодол (500 хуудас)', en: '1 ream (500 sheets)', ru: '1 пачка' },
      },
      {
        name: 'box-5',
        presentation: { mn: '1 хайрцаг (5 боодол)', en: 'Box of 5 reams', ru: 'Коробка 5 пачек' },
      },
      { name: 'sheets-20', presentation: { mn: '20 хуудас', en: '20 sheets', ru: '20 листов' } },
      { name: 'sheets-50', presentation: { mn: '50 хуудас', en: '50 sheets', ru: '50 листов' } },
      { name: 'sheets-100', presentation: { mn: '100 хуудас', en: '100 sheets', ru: '100 листов' } },
      { name: 'set-12', presentation: { mn: '12 өнгө', en: '12 colours', ru: '12 цветов' } },
      { name: 'set-24', presentation: { mn: '24 өнгө', en: '24 colours', ru: '24 цвета' } },
      { name: 'set-36', presentation: { mn: '36 өнгө', en: '36 colours', ru: '36 цветов' } },
    ],
  },
];
