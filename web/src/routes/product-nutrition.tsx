import '../horeca/product-facts.css';
import { Wine } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { NutritionFieldsFragment } from '../graphql/generated/graphql.ts';
import { formatShopNumber } from '../i18n/formats.ts';
import { useT } from '../i18n/intl.ts';

/**
 * Nutrition and alcohol facts (#18, spec §7 /products/{id}/nutrition) for the vodka line: strength
 * and standard drinks first (what a drinker needs), then energy and nutrients per 100 ml and per
 * serving, then allergens. Rendered only for a product that has facts.
 */
export function NutritionTable({ facts }: { facts: NutritionFieldsFragment | null }) {
  const t = useT();
  const intl = useIntl();
  if (!facts) return null;
  const n = (value: number) => formatShopNumber(intl, value);
  const grams = (value: number) => t('nutrition.grams', { value: n(value) });
  // per serving: the 100 ml figure scaled, one decimal (the API gives energy per serving itself)
  const serving = (value: number) => Math.round((value * facts.servingMl) / 100 / 0.1) / 10;
  const mass = (value: number) => [grams(value), grams(serving(value))] as const;
  const abv = t('nutrition.percent', { value: n(facts.abvPercent) });
  const rows: (readonly [string, string, string])[] = [
    [t('nutrition.abv'), abv, abv],
    [t('nutrition.alcohol'), ...mass(facts.alcoholGramsPer100ml)],
    [
      t('nutrition.standardDrinks'),
      n(facts.standardDrinksPer100ml),
      n(Math.round((facts.standardDrinksPer100ml * facts.servingMl) / 100 / 0.01) / 100),
    ],
    [
      t('nutrition.energy'),
      t('nutrition.kcal', { value: n(facts.energyKcalPer100ml) }),
      t('nutrition.kcal', { value: n(facts.energyKcalPerServing) }),
    ],
    [t('nutrition.carbohydrates'), ...mass(facts.carbohydratesG)],
    [t('nutrition.sugars'), ...mass(facts.sugarsG)],
    [t('nutrition.fat'), ...mass(facts.fatG)],
    [t('nutrition.protein'), ...mass(facts.proteinG)],
    [
      t('nutrition.sodium'),
      t('nutrition.milligrams', { value: n(facts.sodiumMg) }),
      t('nutrition.milligrams', { value: n(serving(facts.sodiumMg)) }),
    ],
  ];
  return (
    <section className="nutrition" aria-labelledby="nutrition-title">
      <h2 id="nutrition-title" className="nutrition__title">
        <Wine size={20} aria-hidden="true" />
        {t('nutrition.title')}
      </h2>
      <table className="nutrition__table">
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t('nutrition.fact')}</span>
            </th>
            <th scope="col">{t('nutrition.per100ml')}</th>
            <th scope="col">{t('nutrition.perServing', { ml: facts.servingMl })}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, per100, perServing]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>{per100}</td>
              <td>{perServing}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {facts.allergens && (
        <p className="nutrition__allergens">
          <strong>{t('nutrition.allergens')}</strong> {facts.allergens}
        </p>
      )}
      <p className="nutrition__warning">{t('nutrition.warning')}</p>
    </section>
  );
}
