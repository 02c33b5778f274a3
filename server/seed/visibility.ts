/**
 * Products the spec §5 search rule must hide (selling_price > 1, total_on_hand > 0, available_on not
 * in the future, an image), chosen by slug so the cases are stable and easy to find in tests. The
 * two placeholder prices (0 ₮ photo paper sample, 1 ₮ gift bag) are in the family data itself.
 */
export const hiddenCases = {
  /** available_on 1–6 weeks after the seed's "now" */
  comingSoon: [
    'hp-smart-tank-580-colour-inkjet-all-in-one-printer',
    'epson-l8050-colour-inkjet-printer',
    'hp-color-laserjet-pro-4203dw-colour-laser-printer',
    'tsagaan-tal-lunar-new-year-2027-limited-edition',
    'bicheech-2027-diary-a5',
  ],
  /** received, then counted out at a stocktake: every variant at 0 on hand */
  soldOut: [
    'hp-953xl-magenta-ink-cartridge',
    'canon-pg-40-black-ink-cartridge',
    'hp-26a-black-toner-cartridge-cf226a',
    'kyocera-tk-5240-yellow-toner-cartridge',
    'navigator-a4-copy-paper-90-gsm-500-sheets',
    'parker-im-ballpoint-pen-1-0-mm',
    'casio-fx-991cw-scientific-calculator',
    'tsagaan-tal-platinum-vodka',
  ],
  /** no photo yet */
  noImage: ['deli-staple-remover', 'erich-krause-zip-bag-folder-a4'],
  /** selling price 0 or 1: placeholders that must never be listed */
  placeholderPrice: ['hp-photo-paper-sample-10-15-cm-5-sheets', 'tsagaan-tal-gift-bag'],
} as const;

export type HiddenCase = 'comingSoon' | 'soldOut' | 'noImage';
