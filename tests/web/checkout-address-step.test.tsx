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

  it('in English too, and the summary names the country once the address is given', async () => {
    const { shop } = await open('en');
    expect((screen.getByLabelText('Country') as HTMLInputElement).value).toBe('Mongolia');
    expect(screen.getByText(/street, building, entrance and apartment precisely/)).toBeTruthy();
    expect(screen.queryByTestId('summary-country')).toBeNull();
    cleanup();

    renderApp('/checkout', shop.executor, await serverState('/checkout', shop.executor));
    await toPaymentStep();
    expect(screen.getByTestId('summary-country').textContent).toBe('Монгол');
    const sent = shop.calls.find((call) => call.name === 'SetCheckoutDetails')?.variables as {
      input: { address: { country: string } };
    };
    expect(sent.input.address.country).toBe('MN');
  });
});
