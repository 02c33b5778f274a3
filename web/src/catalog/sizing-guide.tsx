import { useT } from '../i18n/intl.ts';

/** Spec §9 sizable option keys, each with its chart. */
export const SIZABLE_KEYS = ['clothing_size', 'shoe_size', 'pants_size'] as const;
export type SizableKey = (typeof SIZABLE_KEYS)[number];

type Column = 'size' | 'chest' | 'waist' | 'hips' | 'inseam' | 'eu' | 'us' | 'foot';

/**
 * Body measures in centimetres for the sizes the shop sells (common EU/Asian charts; the shop's
 * suppliers size to them). A size's row is the body it fits, not the garment's own measures.
 */
const charts: Record<SizableKey, { columns: Column[]; rows: (string | number)[][] }> = {
  clothing_size: {
    columns: ['size', 'chest', 'waist', 'hips'],
    rows: [
      ['XS', '80–84', '62–66', '86–90'],
      ['S', '84–88', '66–70', '90–94'],
      ['M', '88–96', '70–78', '94–102'],
      ['L', '96–104', '78–86', '102–110'],
      ['XL', '104–112', '86–94', '110–118'],
      ['XXL', '112–120', '94–102', '118–126'],
    ],
  },
  pants_size: {
    columns: ['size', 'waist', 'hips', 'inseam'],
    rows: [
      [28, '71–73', '88–90', 78],
      [30, '76–78', '93–95', 80],
      [32, '81–83', '98–100', 81],
      [34, '86–88', '103–105', 82],
      [36, '91–93', '108–110', 83],
      [38, '96–98', '113–115', 84],
    ],
  },
  shoe_size: {
    columns: ['eu', 'us', 'foot'],
    rows: [
      [36, 5, 23],
      [37, 6, 23.5],
      [38, 7, 24],
      [39, 7.5, 25],
      [40, 8, 25.5],
      [41, 8.5, 26],
      [42, 9, 26.5],
      [43, 10, 27.5],
      [44, 11, 28],
      [45, 12, 29],
    ],
  },
};

/**
 * The sizing guide of a sizable product: a disclosure (closed until asked) with one table per size
 * kind the product's variants use.
 */
export function SizingGuide({ keys }: { keys: readonly SizableKey[] }) {
  const t = useT();
  if (keys.length === 0) return null;
  return (
    <details className="sizing-guide">
      <summary>{t('product.sizingGuide.title')}</summary>
      {keys.map((key) => (
        <table key={key} className="sizing-guide__table">
          <caption>{t(`product.sizingGuide.${key}`)}</caption>
          <thead>
            <tr>
              {charts[key].columns.map((column) => (
                <th key={column} scope="col">
                  {t(`product.sizingGuide.column.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {charts[key].rows.map((row) => (
              <tr key={String(row[0])}>
                {row.map((cell, at) =>
                  at === 0 ? (
                    <th key={charts[key].columns[at]} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={charts[key].columns[at]}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </details>
  );
}
