import { cleanup, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { BrandPage } from '../../../web/src/brand/brand-page.tsx';
import { intlConfig } from '../../../web/src/i18n/intl.ts';
import type { ShopLocale } from '../../../web/src/i18n/locales.ts';
import { loadCatalog } from '../../../web/src/i18n/messages.ts';
import { card } from '../fixtures.ts';

/**
 * The vodka microsite's content (spec §1) in each of the five languages: every section is there,
 * in that language, with the production facts' numbers. The age gate in front of it is tested in
 * tests/web/shell/age-gate.test.tsx.
 */
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

interface Expected {
  nav: [product: string, recipes: string, story: string];
  vision: string;
  tasting: [nose: string, palate: string, finish: string];
  production: [ingredients: string, water: string, distillation: string, patience: string];
  filters: string[];
  rested: string;
}

const expected: Record<ShopLocale, Expected> = {
  mn: {
    nav: ['Бүтээгдэхүүн', 'Жор', 'Брэндийн түүх'],
    vision: 'Бидний зорилго',
    tasting: ['Үнэр', 'Амт', 'Үлдэц'],
    production: ['Орц', 'Ус', 'Нэрэлт', 'Тэвчээр'],
    filters: ['нүүрс', 'кварц', 'мөнгө', 'сувд', 'алмаз'],
    rested: '21 хоног',
  },
  en: {
    nav: ['Product', 'Recipes', 'Brand story'],
    vision: 'Our vision',
    tasting: ['Nose', 'Palate', 'Finish'],
    production: ['Ingredients', 'Water', 'Distillation', 'Patience'],
    filters: ['charcoal', 'quartz', 'silver', 'pearls', 'diamond'],
    rested: '21 days',
  },
  ru: {
    nav: ['Продукт', 'Рецепты', 'История бренда'],
    vision: '',
    tasting: ['', '', ''],
    production: ['', '', '', ''],
    filters: ['уголь', 'кварц', 'серебро', 'жемчуг', 'алмаз'],
    rested: '21 день',
  },
  cn: {
    nav: ['产品', '配方', '品牌故事'],
    vision: '',
    tasting: ['', '', ''],
    production: ['', '', '', ''],
    filters: ['木炭', '石英', '白银', '珍珠', '钻石'],
    rested: '21 天',
  },
  it: {
    nav: ['Prodotto', 'Ricette', 'La nostra storia'],
    vision: '',
    tasting: ['', '', ''],
    production: ['', '', '', ''],
    filters: ['carbone', 'quarzo', 'argento', 'perle', 'diamante'],
    rested: '21 giorni',
  },
};

async function renderBrand(locale: ShopLocale) {
  await loadCatalog(locale);
  const errors = vi.spyOn(console, 'error');
  const flagship = card(1, { slug: 'tsagaan-tal-signature', name: 'Tsagaan Tal Signature 0.7' });
  const view = render(
    <IntlProvider {...intlConfig(locale)}>
      <Router hook={memoryLocation({ path: '/brand' }).hook}>
        <BrandPage products={[flagship, card(2)]} />
      </Router>
    </IntlProvider>,
  );
  return { view, errors };
}

const headingText = (id: string) => document.getElementById(id)?.textContent ?? '';
const sectionOf = (id: string) => document.getElementById(id)?.closest('section') as HTMLElement;

describe.each(Object.keys(expected) as ShopLocale[])('the brand microsite in %s', (locale) => {
  it('has every section, the production grid and the facts, with no missing message', async () => {
    const { errors } = await renderBrand(locale);
    const want = expected[locale];
    const english = expected.en;

    const nav = screen.getByRole('navigation');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      [want.nav[0], '#brand-product'],
      [want.nav[1], '#brand-cocktails'],
      [want.nav[2], '#brand-story'],
    ]);
    // what the nav points at exists
    for (const target of ['brand-product', 'brand-cocktails', 'brand-story']) {
      expect(document.getElementById(target)).not.toBeNull();
    }

    // story: land, people, gift
    expect(within(sectionOf('brand-story-title')).getAllByRole('article')).toHaveLength(3);

    const vision = headingText('brand-vision-title');
    if (want.vision) expect(vision).toBe(want.vision);
    else expect(vision).not.toBe(english.vision);
    expect(
      sectionOf('brand-vision-title').querySelector('.brand-quote')?.textContent?.length,
    ).toBeGreaterThan(20);

    const tasting = [...sectionOf('brand-tasting-title').querySelectorAll('dt')].map(
      (term) => term.textContent,
    );
    expect(tasting).toHaveLength(3);
    tasting.forEach((term, at) => {
      if (want.tasting[at]) expect(term).toBe(want.tasting[at]);
      else expect(term).not.toBe(english.tasting[at]);
    });

    const production = sectionOf('brand-production-title');
    const steps = [...production.querySelectorAll('.brand-grid > li h3')].map((title) => title.textContent);
    expect(steps).toHaveLength(4);
    steps.forEach((step, at) => {
      if (want.production[at]) expect(step).toBe(want.production[at]);
      else expect(step).not.toBe(english.production[at]);
    });

    const facts = [...production.querySelectorAll('.brand-facts > li')];
    expect(facts.map((fact) => fact.querySelector('strong')?.textContent)).toEqual(['6', '5', '500+']);
    for (const filter of want.filters) expect(facts[1]?.textContent).toContain(filter);
    expect(facts[2]?.textContent).toContain(want.rested);

    // cocktails (recipes) and a buy-now that leads to the product, twice (hero and product section)
    expect(within(sectionOf('brand-cocktails-title')).getAllByRole('article').length).toBeGreaterThanOrEqual(
      3,
    );
    const buy = document.querySelectorAll('a.brand-buy');
    expect([...buy].map((link) => link.getAttribute('href'))).toEqual([
      '/products/tsagaan-tal-signature',
      '/products/tsagaan-tal-signature',
    ]);

    expect(errors).not.toHaveBeenCalled();
  });
});
