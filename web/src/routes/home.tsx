import { Link } from 'wouter';
import { BRAND_HREF } from '../brand/links.ts';
import { ALL_PRODUCTS_HREF } from '../catalog/links.ts';
import { ProductRail } from '../home/product-rail.tsx';
import { type HomeSection, loadHomeSections, seeAllHref } from '../home/sections.ts';
import { translate, useT } from '../i18n/intl.ts';
import { ServicePromos } from '../prizes/wheel-promo.tsx';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { routePaths } from './paths.ts';

/** `/`: the home page, its sections loaded in one request (spec §9). */
export const homeRoute = defineRoute({
  id: 'home',
  match: routePaths.home,
  load: (_params, { execute }) => loadHomeSections(execute),
  head: (_sections, intl) => ({
    title: translate(intl, 'home.title'),
    description: translate(intl, 'home.description'),
  }),
  Component: HomeScreen,
});

const sectionTitle = {
  deals: 'home.section.deals',
  newArrivals: 'home.section.newArrivals',
  sale: 'home.section.sale',
  lifestyle: 'home.section.lifestyle',
} as const;

function HomeScreen({ data: sections }: RouteComponentProps<HomeSection[]>) {
  const t = useT();
  return (
    <>
      <section className="home-hero">
        <h1>{t('home.heading')}</h1>
        <p>{t('home.intro')}</p>
        <Link href={ALL_PRODUCTS_HREF} className="button button--primary">
          {t('home.browse')}
        </Link>
      </section>
      <ServicePromos />
      {sections.map((section, index) => (
        <section key={section.key} className="home-section">
          <header className="home-section__header">
            <h2 id={`home-${section.key}`}>{t(sectionTitle[section.key])}</h2>
            <Link href={seeAllHref(section.key)}>{t('home.seeAll')}</Link>
          </header>
          <ProductRail labelledBy={`home-${section.key}`} items={section.items} />
          {index === 0 && (
            <aside className="home-brand" aria-labelledby="home-brand-title">
              <h2 id="home-brand-title">{t('home.brand.title')}</h2>
              <p>{t('home.brand.body')}</p>
              <Link href={BRAND_HREF} className="button">
                {t('home.brand.link')}
              </Link>
            </aside>
          )}
        </section>
      ))}
    </>
  );
}
