import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, serverState } from './app-harness.tsx';
import { failure, fakeGateway, product, siteData } from './fixtures.ts';

afterEach(cleanup);

const review = (n: number) => ({
  id: String(n),
  rating: 4,
  comment: `Сэтгэгдэл ${n}`,
  authorName: `Худалдан авагч ${n}`,
  images: [],
  verifiedPurchase: n === 1,
  createdAt: '2026-11-14T10:00:00Z',
});

const summary = {
  averageRating: 4,
  totalReviews: 12,
  stars: [0, 0, 0, 12, 0],
  priceOpinions: { good: 0, fair: 0, high: 0 },
  myPriceOpinion: null,
  myReview: null,
};

/** Page 1 server-rendered with 10 reviews; page 2 fails once, then answers its 2. */
function gateway() {
  let secondPageCalls = 0;
  return fakeGateway({
    siteData: () => ({ data: siteData }),
    product: () => ({ data: { product } }),
    productReviews: ({ page }) => {
      if (page === 1)
        return {
          data: { productReviews: { ...summary, reviews: [...Array(10)].map((_, at) => review(at + 1)) } },
        };
      secondPageCalls += 1;
      if (secondPageCalls === 1) return failure('UNAVAILABLE', 503);
      return { data: { productReviews: { ...summary, reviews: [review(11), review(12)] } } };
    },
  });
}

describe('the product page reviews through the shared paged list', () => {
  it('shows page 1 from the server with Mongolian dates, appends page 2 after a failed try and a retry', async () => {
    const { execute, requests } = gateway();
    const url = `/products/${product.slug}`;
    renderApp(url, execute, await serverState(url, execute));
    // the reviews' code follows the page's first JavaScript (shell/deferred.tsx)
    await screen.findByRole('heading', { name: 'Сэтгэгдэл ба үнэлгээ' });
    const list = () =>
      screen.getByRole('heading', { name: 'Сэтгэгдэл ба үнэлгээ' }).closest('section') as HTMLElement;
    expect(
      within(list())
        .getAllByRole('listitem')
        .filter((item) => item.className === 'review'),
    ).toHaveLength(10);
    // the shop's own date format, the same on server and browser: not "Nov 14, 2026"
    expect(within(list()).getAllByText(/2026/)[0]!.textContent).not.toMatch(/Nov/);
    fireEvent.click(within(list()).getByRole('button', { name: 'Цааш үзэх' }));
    await waitFor(() => expect(within(list()).getByRole('alert')).toBeTruthy());
    fireEvent.click(within(list()).getByRole('button', { name: 'Дахин оролдох' }));
    await waitFor(() => expect(within(list()).getByText('Сэтгэгдэл 12')).toBeTruthy());
    expect(within(list()).queryByRole('alert')).toBeNull();
    // page 1 came with the server's page: asked once; page 2 twice (the failure and the retry)
    const pages = requests
      .filter((request) => request.operation === 'ProductReviews')
      .map((r) => r.variables.page);
    expect(pages).toEqual([1, 2, 2]);
  });
});
