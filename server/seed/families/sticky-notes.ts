import type { ProductDraft } from '../draft.ts';
import { keywords } from '../keywords.ts';
import { colorVariants, type ItemSpec, item } from './build.ts';

/** Sticky notes and index flags: small, cheap, always in stock. */
export const stickyNotes = (): ProductDraft[] => {
  const sticky = (
    sku: string,
    name: [string, string],
    brand: string,
    price: number,
    extra: Partial<ItemSpec>,
  ) =>
    item({
      name: { mn: name[0], en: name[1] },
      description: {
        mn: 'Ул мөргүй хуулагдана, дахин наагдана.',
        en: 'Peels off cleanly and sticks again.',
      },
      taxon: 'paper/notebooks/sticky-notes',
      brand,
      store: 'office-market',
      kind: 'sticky-notes',
      color: 'yellow',
      sku,
      price,
      keyword: keywords.stickyNotes,
      country: brand === 'post-it' ? 'usa' : 'china',
      stock: [20, 200],
      ...extra,
    });
  return [
    sticky(
      'POSTIT-76-100',
      ['Post-it наалттай цаас, 76×76 мм, 100 хуудас', 'Post-it Notes, 76×76 mm, 100 sheets'],
      'post-it',
      6_900,
      {
        variants: colorVariants(['yellow', 'pink', 'blue', 'green'], 6_900),
      },
    ),
    sticky(
      'POSTIT-SS-5x90',
      [
        'Post-it Super Sticky наалттай цаас, 5 өнгө, 450 хуудас',
        'Post-it Super Sticky Notes, 5 colours, 450 sheets',
      ],
      'post-it',
      24_900,
      { color: 'assorted' },
    ),
    sticky(
      'POSTIT-FLAGS-5',
      ['Post-it тэмдэглэгээний тууз, 5 өнгө', 'Post-it Index Flags, 5 colours'],
      'post-it',
      9_900,
      {
        color: 'assorted',
      },
    ),
    sticky(
      'DELI-76-100',
      ['Deli наалттай цаас, 76×76 мм, 100 хуудас', 'Deli Sticky Notes, 76×76 mm, 100 sheets'],
      'deli',
      2_900,
      {
        variants: colorVariants(['yellow', 'pink', 'green'], 2_900),
      },
    ),
    sticky(
      'DELI-38-300',
      ['Deli наалттай цаас, 38×51 мм, 300 хуудас', 'Deli Sticky Notes, 38×51 mm, 300 sheets'],
      'deli',
      3_500,
      {},
    ),
    sticky(
      'DELI-NEON-400',
      ['Deli неон наалттай цаас, 76×76 мм, 400 хуудас', 'Deli Neon Sticky Notes, 76×76 mm, 400 sheets'],
      'deli',
      7_900,
      {
        color: 'assorted',
      },
    ),
  ];
};
