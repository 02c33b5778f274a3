/**
 * Colour option values: the key is the option value's `name`; `hex` paints product images and
 * swatches, the words are the Mongolian presentation and its translations.
 */
export interface ColorInfo {
  hex: string;
  mn: string;
  en: string;
  ru: string;
}

export const colors = {
  black: { hex: '#1f1f24', mn: 'Хар', en: 'Black', ru: 'Чёрный' },
  cyan: { hex: '#009fe3', mn: 'Цэнхэр', en: 'Cyan', ru: 'Голубой' },
  magenta: { hex: '#e5007d', mn: 'Ягаан', en: 'Magenta', ru: 'Пурпурный' },
  yellow: { hex: '#ffcc00', mn: 'Шар', en: 'Yellow', ru: 'Жёлтый' },
  tricolor: { hex: '#6d5bd0', mn: 'Өнгөт', en: 'Tri-colour', ru: 'Трёхцветный' },
  blue: { hex: '#1d4ed8', mn: 'Хөх', en: 'Blue', ru: 'Синий' },
  red: { hex: '#d62828', mn: 'Улаан', en: 'Red', ru: 'Красный' },
  green: { hex: '#2a9d4b', mn: 'Ногоон', en: 'Green', ru: 'Зелёный' },
  orange: { hex: '#f77f00', mn: 'Улбар шар', en: 'Orange', ru: 'Оранжевый' },
  pink: { hex: '#f472b6', mn: 'Цайвар ягаан', en: 'Pink', ru: 'Розовый' },
  purple: { hex: '#7c3aed', mn: 'Нил ягаан', en: 'Purple', ru: 'Фиолетовый' },
  white: { hex: '#f4f4f2', mn: 'Цагаан', en: 'White', ru: 'Белый' },
  silver: { hex: '#9ca3af', mn: 'Мөнгөлөг', en: 'Silver', ru: 'Серебристый' },
  gold: { hex: '#c9a227', mn: 'Алтлаг', en: 'Gold', ru: 'Золотой' },
  brown: { hex: '#8b5a2b', mn: 'Бор', en: 'Brown', ru: 'Коричневый' },
  clear: { hex: '#9fd3e6', mn: 'Тунгалаг', en: 'Clear', ru: 'Прозрачный' },
  assorted: { hex: '#ef476f', mn: 'Холимог', en: 'Assorted', ru: 'Ассорти' },
} as const satisfies Record<string, ColorInfo>;

export type ColorKey = keyof typeof colors;

export function isColorKey(value: string): value is ColorKey {
  return Object.hasOwn(colors, value);
}
