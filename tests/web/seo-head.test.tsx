// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { render } from '../../web/src/entry-server.tsx';
import { fakeGateway, notFound, product, siteData } from './fixtures.ts';

const gateway = (served = product) =>
  fakeGateway({
    siteData: () => ({ data: siteData }),
    product: ({ slug }) => (slug === served.slug ? { data: { product: served } } : notFound()),
  });

function jsonLdOf(head: string): Record<string, unknown>[] {
  return [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

describe('the product page head', () => {
  it('has its title, meta description and schema.org Product data priced in MNT', async () => {
    const result = await render({
      url: `/products/${product.slug}`,
      locale: 'en',
      execute: gateway().execute,
    });
    expect(result.head).toContain('<title>Canon PG-445 хар бэх | ');
    expect(result.head).toContain(
      '<meta name="description" content="Canon PIXMA принтерт зориулсан бэх. 180',
    );
    const [data] = jsonLdOf(result.head);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Canon PG-445 хар бэх',
      sku: 'PG-445',
      description: expect.stringContaining('Canon PIXMA'),
      image: '/images/products/7.jpg',
      brand: { '@type': 'Brand', name: 'Canon' },
      offers: [
        {
          '@type': 'Offer',
          sku: 'PG-445',
          price: 52_700,
          priceCurrency: 'MNT',
          availability: 'https://schema.org/InStock',
        },
        {
          '@type': 'Offer',
          sku: 'PG-445XL',
          price: 98_000,
          priceCurrency: 'MNT',
          availability: 'https://schema.org/OutOfStock',
        },
      ],
    });
  });

  it('one offer for a single-variant product; a hostile name cannot end the script element', async () => {
    const single = {
      ...product,
      name: 'Bad </script><script>alert(1)</script>',
      brand: null,
      image: null,
      inStock: false,
      variants: product.variants.slice(0, 1),
    };
    const result = await render({
      url: `/products/${single.slug}`,
      locale: 'en',
      execute: gateway(single).execute,
    });
    expect(result.head.match(/<\/script>/g)).toHaveLength(1);
    const [data] = jsonLdOf(result.head);
    expect(data).toMatchObject({
      name: single.name,
      offers: { '@type': 'Offer', price: 52_700, availability: 'https://schema.org/OutOfStock' },
    });
    expect(data).not.toHaveProperty('brand');
    expect(data).not.toHaveProperty('image');
  });

  it('other pages carry no product data', async () => {
    const result = await render({ url: '/products/none', locale: 'en', execute: gateway().execute });
    expect(result.status).toBe(404);
    expect(jsonLdOf(result.head)).toEqual([]);
  });
});
