import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProductQuery } from '../../../web/src/graphql/generated/graphql.ts';
import { catalogs } from '../../../web/src/i18n/messages.ts';
import { renderApp, serverState } from '../app-harness.tsx';
import { fakeGateway, product, siteData } from '../fixtures.ts';

/** The product page's "where to buy", nutrition and "fits these printers" blocks (#18). */
type Product = ProductQuery['product'];
const en = (id: string) => (catalogs.en as Record<string, string>)[id] ?? id;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

const shelf = (code: string, countOnHand: number, pickup = true) => ({
  code,
  name: `Branch ${code}`,
  address: `Street ${code}`,
  hours: '10:00–20:00',
  countOnHand,
  inStock: countOnHand > 0,
  pickupAvailable: pickup && countOnHand > 0,
});

async function show(shown: Product, stockItems?: (variantId: string) => unknown) {
  const gateway = fakeGateway({
    siteData: () => ({ data: siteData }),
    product: () => ({ data: { product: shown } }),
    ...(stockItems
      ? { variantStockItems: (variables) => stockItems(String(variables.variantId)) as never }
      : {}),
  });
  const url = `/products/${shown.slug}`;
  renderApp(url, gateway.execute, await serverState(url, gateway.execute, 'en'));
  return gateway;
}

const stocked: Product = {
  ...product,
  hasBranchStock: true,
  branchStock: [shelf('ub-central', 7), shelf('ub-east', 2), shelf('darkhan', 0)],
};

describe('where to buy', () => {
  it('is absent, and asks nothing, for a product no branch holds', async () => {
    const gateway = await show(product);
    expect(screen.queryByRole('heading', { name: en('whereToBuy.title') })).toBeNull();
    expect(screen.queryByRole('heading', { name: en('nutrition.title') })).toBeNull();
    expect(screen.queryByRole('heading', { name: en('compatibility.fits.title') })).toBeNull();
    expect(gateway.requests.map((request) => request.operation)).not.toContain('VariantStockItems');
  });

  it("shows each branch's shelf for the first variant: in stock, few left, none; pickup; linked", async () => {
    const gateway = await show(stocked);
    const block = screen.getByRole('region', { name: en('whereToBuy.title') });
    const branches = within(block).getAllByRole('listitem');
    expect(branches.map((item) => item.querySelector('[data-level]')?.textContent)).toEqual([
      'In stock',
      'Only 2 left',
      'Not in stock',
    ]);
    expect(within(branches[0]!).getByRole('link', { name: 'Branch ub-central' }).getAttribute('href')).toBe(
      '/branches#branch-ub-central',
    );
    expect(within(branches[0]!).getByText(en('whereToBuy.pickup'))).toBeTruthy();
    expect(within(branches[2]!).queryByText(en('whereToBuy.pickup'))).toBeNull();
    // the first variant's shelves came with the product
    expect(gateway.requests.map((request) => request.operation)).not.toContain('VariantStockItems');
  });

  it('follows the chosen variant, asking once per variant', async () => {
    const gateway = await show(stocked, (variantId) => ({
      data: { variantStockItems: variantId === '72' ? [shelf('darkhan', 1, false)] : [] },
    }));
    fireEvent.click(screen.getByRole('radio', { name: /15 мл/ }));
    const block = screen.getByRole('region', { name: en('whereToBuy.title') });
    await waitFor(() => expect(within(block).getAllByRole('listitem')).toHaveLength(1));
    expect(within(block).getByText('Only 1 left')).toBeTruthy();
    expect(within(block).queryByText(en('whereToBuy.pickup'))).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /8 мл/ }));
    expect(within(block).getAllByRole('listitem')).toHaveLength(3);
    fireEvent.click(screen.getByRole('radio', { name: /15 мл/ }));
    const asked = gateway.requests.filter((request) => request.operation === 'VariantStockItems');
    expect(asked.map((request) => request.variables.variantId)).toEqual(['72']);
  });

  it('says a failed read in words and reads again on "Try again"', async () => {
    let calls = 0;
    await show(stocked, () => {
      calls += 1;
      return calls === 1
        ? { errors: [{ message: 'down', extensions: { code: 'UPSTREAM_TIMEOUT' } }] }
        : { data: { variantStockItems: [shelf('ub-east', 9)] } };
    });
    fireEvent.click(screen.getByRole('radio', { name: /15 мл/ }));
    const block = screen.getByRole('region', { name: en('whereToBuy.title') });
    const alert = await within(block).findByRole('alert');
    expect(alert.textContent).toContain(en('whereToBuy.retry'));
    fireEvent.click(within(alert).getByRole('button', { name: en('whereToBuy.retry') }));
    await waitFor(() => expect(within(block).getByText('In stock')).toBeTruthy());
    expect(calls).toBe(2);
  });
});

describe('nutrition and printers', () => {
  it('shows the facts table per 100 ml and per serving, with allergens', async () => {
    await show({
      ...product,
      nutrition: {
        abvPercent: 40,
        alcoholGramsPer100ml: 31.6,
        energyKcalPer100ml: 221,
        carbohydratesG: 0,
        sugarsG: 0,
        fatG: 0,
        proteinG: 0,
        sodiumMg: 1,
        standardDrinksPer100ml: 3.16,
        servingMl: 50,
        energyKcalPerServing: 111,
        allergens: 'Distilled from wheat',
      },
    });
    const table = within(screen.getByRole('region', { name: en('nutrition.title') })).getByRole('table');
    const row = (name: string) =>
      within(table).getByRole('rowheader', { name }).closest('tr')?.querySelectorAll('td');
    expect([...(row(en('nutrition.abv')) ?? [])].map((cell) => cell.textContent)).toEqual(['40%', '40%']);
    expect([...(row(en('nutrition.energy')) ?? [])].map((cell) => cell.textContent)).toEqual([
      '221 kcal',
      '111 kcal',
    ]);
    expect([...(row(en('nutrition.alcohol')) ?? [])].map((cell) => cell.textContent)).toEqual([
      '31.6 g',
      '15.8 g',
    ]);
    expect(screen.getByText('Distilled from wheat')).toBeTruthy();
  });

  it('links each printer an ink fits to the builder', async () => {
    await show({ ...product, fitsPrinters: ['Canon PIXMA MG2540S', 'Canon PIXMA MG3040'] });
    const block = screen.getByRole('region', { name: en('compatibility.fits.title') });
    expect(within(block).getByRole('link', { name: 'Canon PIXMA MG3040' }).getAttribute('href')).toBe(
      '/compatibility?printer=Canon%20PIXMA%20MG3040',
    );
  });
});
