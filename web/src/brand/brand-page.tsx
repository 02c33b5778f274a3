import { Link } from 'wouter';
import { productHref } from '../catalog/links.ts';
import { ProductCard } from '../catalog/product-card.tsx';
import type { ProductCardFieldsFragment } from '../graphql/generated/graphql.ts';
import { useT } from '../i18n/intl.ts';
import { BottleArt, StepIcon, SteppeArt } from './art.tsx';
import { cocktails, PRODUCTION_FACTS, productionSteps, storyParts, tastingNotes } from './sections.ts';

/** The Tsagaan Tal microsite (spec §1): story, vision, tasting, production, facts, cocktails, product. */
export function BrandPage({ products }: { products: readonly ProductCardFieldsFragment[] }) {
  const t = useT();
  const flagship = products[0];
  const buyNow = flagship && (
    <Link href={productHref(flagship.slug)} className="button button--primary brand-buy">
      {t('brand.buyNow')}
    </Link>
  );
  return (
    <div className="brand">
      <nav className="brand-nav" aria-label={t('brand.nav.label')}>
        <ul>
          <li>
            <a href="#brand-product">{t('brand.nav.product')}</a>
          </li>
          <li>
            <a href="#brand-cocktails">{t('brand.nav.recipes')}</a>
          </li>
          <li>
            <a href="#brand-story">{t('brand.nav.story')}</a>
          </li>
        </ul>
      </nav>

      <header className="brand-hero">
        <div className="brand-hero__text">
          <p className="brand-hero__eyebrow">{t('brand.eyebrow')}</p>
          <h1>{t('brand.name')}</h1>
          <p className="brand-hero__tagline">{t('brand.tagline')}</p>
          {buyNow}
        </div>
        <BottleArt />
      </header>

      <section id="brand-story" className="brand-section" aria-labelledby="brand-story-title">
        <h2 id="brand-story-title">{t('brand.story.title')}</h2>
        <SteppeArt />
        <div className="brand-columns">
          {storyParts.map((part) => (
            <article key={part.title} className="brand-card">
              <h3>{t(part.title)}</h3>
              <p>{t(part.body)}</p>
            </article>
          ))}
        </div>
      </section>

      <section className="brand-section brand-vision" aria-labelledby="brand-vision-title">
        <h2 id="brand-vision-title">{t('brand.vision.title')}</h2>
        <p className="brand-quote">{t('brand.vision.body')}</p>
      </section>

      <section className="brand-section" aria-labelledby="brand-tasting-title">
        <h2 id="brand-tasting-title">{t('brand.tasting.title')}</h2>
        <dl className="brand-columns brand-tasting">
          {tastingNotes.map((note) => (
            <div key={note.title} className="brand-card">
              <dt>{t(note.title)}</dt>
              <dd>{t(note.body)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="brand-section" aria-labelledby="brand-production-title">
        <h2 id="brand-production-title">{t('brand.production.title')}</h2>
        <ul className="brand-grid">
          {productionSteps.map((item) => (
            <li key={item.step} className="brand-step">
              <StepIcon step={item.step} />
              <h3>{t(item.title)}</h3>
              <p>{t(item.body)}</p>
            </li>
          ))}
        </ul>
        <ul className="brand-facts" aria-label={t('brand.facts.label')}>
          <li>
            <strong>{PRODUCTION_FACTS.distillations}</strong>
            {t('brand.facts.distilled', { count: PRODUCTION_FACTS.distillations })}
          </li>
          <li>
            <strong>{PRODUCTION_FACTS.filters}</strong>
            {t('brand.facts.filtered')}
          </li>
          <li>
            <strong>{PRODUCTION_FACTS.restHours}+</strong>
            {t('brand.facts.rested', { days: PRODUCTION_FACTS.restDays })}
          </li>
        </ul>
      </section>

      <section id="brand-cocktails" className="brand-section" aria-labelledby="brand-cocktails-title">
        <h2 id="brand-cocktails-title">{t('brand.cocktails.title')}</h2>
        <div className="brand-columns">
          {cocktails.map((recipe) => (
            <article key={recipe.name} className="brand-card brand-recipe">
              <h3>{t(recipe.name)}</h3>
              <ul>
                {t(recipe.ingredients)
                  .split('\n')
                  .map((line) => (
                    <li key={line}>{line}</li>
                  ))}
              </ul>
              <p>{t(recipe.method)}</p>
            </article>
          ))}
        </div>
        <p className="brand-note">{t('brand.responsibly')}</p>
      </section>

      <section id="brand-product" className="brand-section" aria-labelledby="brand-product-title">
        <h2 id="brand-product-title">{t('brand.product.title')}</h2>
        <ul className="brand-products">
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
        {buyNow}
      </section>
    </div>
  );
}
