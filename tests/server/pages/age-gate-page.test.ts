import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { commerceEventStore } from '../../../server/commerce/event-store.ts';
import { loadConfig } from '../../../server/config.ts';
import { fixedClock } from '../../../server/platform/clock.ts';
import { seedDemoCatalog } from '../../../server/seed/index.ts';
import { createTestDatabase } from '../../support/database.ts';
import { graphql, TEST_NOW } from '../../support/shop.ts';
import { sourceDist } from '../../support/source-dist.ts';

/**
 * Issue #7: the seeded shop with its web app, over app.inject. A page of age-restricted content
 * (a vodka product, the brand microsite) carries nothing of it for a visitor without the age
 * gate's cookie: not in the HTML, the state script, the title or the JSON-LD. The build folder's
 * server entry re-exports the real renderer (vitest transforms it), so no build is needed.
 */
/** The pages below are asked for in English (the `locale` cookie); so is the data compared with them. */
const ENGLISH = { 'x-shop-locale': 'en' };

interface Vodka {
  slug: string;
  name: string;
  sellingPrice: number;
  description: string;
}

let app: FastifyInstance;
let dirs: string[];
let vodka: Vodka;

beforeAll(async () => {
  const distDir = await sourceDist();
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-test-'));
  dirs = [distDir, dataDir];

  const clock = fixedClock(TEST_NOW);
  const db = await createTestDatabase();
  await seedDemoCatalog(db, { clock, store: commerceEventStore(db) });
  const config = await loadConfig({ DATA_DIR: dataDir });
  app = await buildApp({ config, db, clock, web: { distDir } });
  await app.ready();

  const { body } = await graphql<{ products: { items: Array<{ slug: string }> } }>(
    app,
    'query { products(taxon: "premium-vodka", perPage: 1) { items { slug } } }',
  );
  const slug = body.data?.products.items[0]?.slug;
  if (!slug) throw new Error('the seed has no vodka');
  const product = await graphql<{ product: Vodka }>(
    app,
    'query($slug: String!) { product(slug: $slug) { slug name sellingPrice description } }',
    { slug },
    ENGLISH,
  );
  if (!product.body.data) throw new Error('the vodka did not load');
  vodka = product.body.data.product;
});

afterAll(async () => {
  // closing the app closes its database too
  await app?.close();
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** The price as any locale might print it: 52700, 52,700, 52 700 (with any space). */
const pricePattern = (amount: number) =>
  new RegExp(String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '[\\s,.\u00a0\u202f]?'));

const page = (url: string, cookie?: string) =>
  app.inject({ url, headers: { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) } });

describe('age-restricted pages served to a visitor without the age gate’s yes', () => {
  it('a vodka product page holds the question and nothing of the product', async () => {
    const response = await page(`/products/${vodka.slug}`, 'locale=en');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Are you 21 or older?');
    expect(response.body).toContain('<title>Are you 21 or older? | ');
    expect(response.body).not.toContain(vodka.name);
    expect(response.body).not.toMatch(pricePattern(vodka.sellingPrice));
    expect(response.body).not.toContain(vodka.description.slice(0, 40));
    expect(response.body).not.toContain('application/ld+json');
    expect(response.body).not.toContain('Add to cart');
  });

  it('the same page with the cookie is the product, with its title and JSON-LD', async () => {
    const response = await page(`/products/${vodka.slug}`, 'locale=en; age_verified=1');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('Are you 21 or older?');
    expect(response.body).toContain(`<title>${vodka.name}`);
    expect(response.body).toContain('application/ld+json');
    expect(response.body).toMatch(pricePattern(vodka.sellingPrice));
  });

  it('a cookie with another value does not open the gate', async () => {
    const response = await page(`/products/${vodka.slug}`, 'locale=en; age_verified=0');
    expect(response.body).toContain('Are you 21 or older?');
    expect(response.body).not.toContain(vodka.name);
  });

  it('the brand microsite holds none of the brand’s products until the yes', async () => {
    const closed = await page('/brand/tsagaan-tal', 'locale=en');
    expect(closed.statusCode).toBe(200);
    expect(closed.body).toContain('Are you 21 or older?');
    expect(closed.body).not.toContain(vodka.name);
    expect(closed.body).not.toContain(`/products/${vodka.slug}`);
    const open = await page('/brand/tsagaan-tal', 'locale=en; age_verified=1');
    expect(open.body).toContain('Our story');
    expect(open.body).toContain('/products/');
  });

  it('the brand microsite’s title and description name the brand only after the yes', async () => {
    const head = (html: string) => html.slice(0, html.indexOf('</head>'));
    const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
    const tagline = 'Born of the white steppe';

    const closed = await page('/brand/tsagaan-tal', 'locale=en');
    expect(titleOf(closed.body)).toMatch(/^Are you 21 or older\? \| /);
    expect(head(closed.body)).not.toContain('Tsagaan Tal');
    expect(closed.body).not.toContain(tagline);
    // in Mongolian too (the default locale): the gate's question, not Цагаан Тал
    const closedMn = await page('/brand/tsagaan-tal');
    expect(titleOf(closedMn.body)).toMatch(/^Та 21 нас хүрсэн үү\? \| /);
    expect(head(closedMn.body)).not.toContain('Цагаан Тал');

    const open = await page('/brand/tsagaan-tal', 'locale=en; age_verified=1');
    expect(titleOf(open.body)).toMatch(/^Tsagaan Tal \| /);
    expect(head(open.body)).toContain(`<meta name="description" content="${tagline}`);
  });

  it('a product outside the spirits is never withheld', async () => {
    const { body } = await graphql<{ products: { items: Array<{ slug: string; name: string }> } }>(
      app,
      'query { products(taxon: "ink-toner", perPage: 1) { items { slug name } } }',
      {},
      ENGLISH,
    );
    const ink = body.data?.products.items[0];
    expect(ink).toBeDefined();
    const response = await page(`/products/${ink?.slug}`, 'locale=en');
    expect(response.body).toContain(ink?.name);
    expect(response.body).toContain('application/ld+json');
    // under the age gate's dialog (every page has it on a first visit), but in the HTML for crawlers
    expect(response.body).toContain('Are you 21 or older?');
  });
});

describe('the age gate’s dialog over every page', () => {
  const dialogOf = (html: string) => /<div class="age-gate-dialog">.*?<\/h2>/s.exec(html)?.[0] ?? '';

  it('a first visit gets the question as a modal dialog, the page under it inert', async () => {
    const { body, headers } = await page('/', 'locale=en');
    expect(body).toContain('<div class="age-gate-site" inert="">');
    expect(dialogOf(body)).toMatch(/role="dialog" aria-modal="true" aria-labelledby="age-gate-title"/);
    expect(dialogOf(body)).toContain('Are you 21 or older?');
    // the answer decides the page, so no cache may serve one visitor's page to another
    expect(headers.vary).toContain('Cookie');
  });

  it('a visitor who said yes gets the page open; one who said no in this session, the refusal', async () => {
    const open = await page('/', 'locale=en; age_verified=1');
    expect(open.body).not.toContain('inert');
    expect(dialogOf(open.body)).toBe('');

    const refused = await page('/', 'locale=en; age_refused=1');
    expect(refused.body).toContain('<div class="age-gate-site" inert="">');
    expect(dialogOf(refused.body)).toContain('Thank you for your honesty');
    expect(refused.body).not.toContain('Yes, I am 21 or older');

    // after a no, vodka content stays withheld
    const vodkaPage = await page(`/products/${vodka.slug}`, 'locale=en; age_refused=1');
    expect(vodkaPage.body).toContain('Thank you for your honesty');
    expect(vodkaPage.body).not.toContain(vodka.name);
  });
});

describe('POST /age-gate: the question answered before the page’s JavaScript runs', () => {
  const answer = (form: string) =>
    app.inject({
      method: 'POST',
      url: '/age-gate',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form,
    });

  it('the dialog’s answers are a form posting here, with the page to come back to', async () => {
    const closed = await page('/brand/tsagaan-tal?tab=story', 'locale=en');
    const form = /<form class="age-gate-dialog__answers"([^>]*)>(.*?)<\/form>/.exec(closed.body);
    expect(form?.[1]).toMatch(/ action="\/age-gate"/);
    expect(form?.[1]).toMatch(/ method="post"/);
    expect(form?.[2]).toContain('<input type="hidden" name="return" value="/brand/tsagaan-tal?tab=story"/>');
    const buttons = [...(form?.[2] ?? '').matchAll(/<button ([^>]*)>/g)].map(([, attributes]) => attributes);
    expect(buttons).toHaveLength(2);
    expect(
      buttons.every(
        (attributes) => /\btype="submit"/.test(attributes!) && /\bname="answer"/.test(attributes!),
      ),
    ).toBe(true);
    expect(buttons.map((attributes) => /\bvalue="(\w+)"/.exec(attributes!)?.[1])).toEqual(['yes', 'no']);
  });

  it('a yes sets the lasting cookie and goes back to the page, which is then served open', async () => {
    const response = await answer(`answer=yes&return=${encodeURIComponent('/brand/tsagaan-tal?tab=story')}`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/brand/tsagaan-tal?tab=story');
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^age_verified=1; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    const open = await page('/brand/tsagaan-tal', `locale=en; ${cookie.split(';')[0]}`);
    expect(open.body).toContain('Our story');
  });

  it('a no sets the session cookie only, and the page is served refused', async () => {
    const response = await answer('answer=no&return=%2Fproducts');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/products');
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toBe('age_refused=1; Path=/; SameSite=Lax');
    const refused = await page('/products', `locale=en; ${cookie.split(';')[0]}`);
    expect(refused.body).not.toContain('Yes, I am 21 or older');
    expect(refused.body).toContain('inert');
  });

  it('never sends the visitor to another site: a return that is not a local path goes home', async () => {
    for (const away of ['https://evil.example/', '//evil.example/', '/\\evil.example', 'products', '']) {
      const response = await answer(`answer=yes&return=${encodeURIComponent(away)}`);
      expect(response.statusCode, away).toBe(303);
      expect(response.headers.location, away).toBe('/');
    }
  });

  it('any other answer is refused with 400 and sets nothing', async () => {
    for (const form of ['answer=maybe&return=%2F', 'return=%2F', 'answer=YES']) {
      const response = await answer(form);
      expect(response.statusCode, form).toBe(400);
      expect(response.headers['set-cookie'], form).toBeUndefined();
      expect(response.json().message, form).toBe('The age question is answered "yes" or "no"');
    }
  });
});
