import '../styles/content.css';
import { Link } from 'wouter';
import { promotionHref } from '../content/links.ts';
import { type PromotionFieldsFragment, PromotionsDocument } from '../graphql/generated/graphql.ts';
import { translate, useT } from '../i18n/intl.ts';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { routePaths } from './paths.ts';

/** `2026-06-22T09:00:00Z` → `2026-06-22`: the same text on the server and in every browser. */
export const isoDay = (at: string) => at.slice(0, 10);

/** /promotions: the promotions running now, with their end dates (spec §7). */
export const promotionsRoute = defineRoute({
  id: 'promotions',
  match: routePaths.promotions,
  load: async (_params, { execute }) => (await execute(PromotionsDocument, {})).promotions,
  head: (_promotions, intl) => ({
    title: translate(intl, 'promotions.title'),
    description: translate(intl, 'promotions.description'),
  }),
  Component: PromotionsScreen,
});

function PromotionsScreen({ data: promotions }: RouteComponentProps<PromotionFieldsFragment[]>) {
  const t = useT();
  return (
    <section className="promotions-page">
      <header className="page-header">
        <h1>{t('promotions.title')}</h1>
        <p className="page-header__count">{t('promotions.description')}</p>
      </header>
      {promotions.length === 0 ? (
        <p className="product-list__status">{t('promotions.empty')}</p>
      ) : (
        <ul className="promotion-list">
          {promotions.map((promotion) => (
            <li key={promotion.id} className="promotion-card">
              <h2>
                <Link href={promotionHref(promotion.id)}>{promotion.name}</Link>
              </h2>
              {promotion.description && <p>{promotion.description}</p>}
              <p className="promotion-card__meta">
                <span className="promotion-card__ends">
                  {t('promotions.endsOn', { date: isoDay(promotion.endsAt) })}
                </span>{' '}
                · {t('promotions.products', { count: promotion.productCount })}
              </p>
              <Link href={promotionHref(promotion.id)} className="button button--primary">
                {t('promotions.open')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
