import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, serverState } from './app-harness.tsx';
import { checkoutGateway, toPaymentStep } from './checkout-gateway.ts';

/** The address step's fixed facts (spec §3, §5): the country, shown not asked, and the precision hint. */
afterEach(cleanup);

async function open(locale: 'mn' | 'en' = 'mn') {
  const shop = checkoutGateway(false);
  renderApp('/checkout', shop.executor, await serverState('/checkout', shop.executor, locale));
  return { shop, step: await screen.findByTestId('address-step') };
}

describe('/checkout address step', () => {
  it('shows the country as Mongolia, read-only, and says the address must be precise', async () => {
    const { step } = await open();
    const country = within(step).getByLabelText('Улс') as HTMLInputElement;
    expect(country.value).toBe('Монгол');
    expect(country.readOnly).toBe(true);
    const address = within(step).getByLabelText('Хаяг');
    const hint = document.getElementById(address.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe(
      'Гудамж, байр, орц, тоотоо тодорхой бичнэ үү. Эс бөгөөс хүргэлт хоцорч магадгүй.',
    );
  });

  it('in English too; the summary names the address with its country once given, not as a money line', async () => {
    const { shop } = await open('en');
    expect((screen.getByLabelText('Country') as HTMLInputElement).value).toBe('Mongolia');
    expect(screen.getByText(/street, building, entrance and apartment precisely/)).toBeTruthy();
    expect(screen.queryByTestId('summary-address')).toBeNull();
    // no method chosen yet: its cost is not ₮0 but chosen at the next step (#19.8)
    expect(screen.getByTestId('summary-shipping').textContent).toBe('Chosen at the next step');
    cleanup();

    renderApp('/checkout', shop.executor, await serverState('/checkout', shop.executor));
    await toPaymentStep();
    expect(screen.getByTestId('summary-address').textContent).toBe(
      '1-р хороо, 5-р байр, 12 тоот, Сүхбаатар, Улаанбаатар, 14200, Монгол',
    );
    expect(screen.getByTestId('summary-method').textContent).toBe('Энгийн хүргэлт');
    expect(screen.getByTestId('summary-shipping').textContent).toBe('₮5,000');
    // among the amounts, only amounts
    expect(screen.getByTestId('summary-amounts').textContent).not.toContain('Монгол');
    const sent = shop.calls.find((call) => call.name === 'SetCheckoutDetails')?.variables as {
      input: { address: { country: string } };
    };
    expect(sent.input.address.country).toBe('MN');
  });
});
