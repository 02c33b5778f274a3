// The checkout's own styles, loaded with its screen (every other page is spared them).
import '../styles/checkout.css';
import '../styles/checkout-form.css';
import '../styles/checkout-payment.css';
import { useEffect } from 'react';
import { Link } from 'wouter';
import type { CheckoutInput } from '../../../machines/checkout.ts';
import { useCartActor } from '../cart/cart-context.tsx';
import { ALL_PRODUCTS_HREF } from '../catalog/links.ts';
import { type MessageId, useT } from '../i18n/intl.ts';
import type { RouteComponentProps } from '../routing/route.ts';
import { showInAddressBar } from '../routing/url.ts';
import { deferred } from '../shell/deferred.tsx';
import { useOnline } from '../shell/online.ts';
import { AddressStep, type CheckoutPlaces } from './address-step.tsx';
import { CheckoutProvider, useCheckoutSelector, useProblemText } from './checkout-actor.tsx';
import { ConfirmationStep } from './confirmation-step.tsx';
import { useLinkCoupon } from './link-coupon.ts';
import { OrderSummary } from './order-summary.tsx';

/**
 * After the address, on most visits: its form, saved cards and balances (~2 kB gzip) follow the
 * page's first JavaScript, fetched while the shopper types the address.
 */
const PaymentStep = deferred(async () => (await import('./payment-step.tsx')).PaymentStep, {
  prefetch: true,
});

const noPlaces: CheckoutPlaces = { deliveryTimes: [], pickupLocations: [], zipcodeAreas: [] };

/** What both checkout routes load: the cart with the address step's choices, or a placed order. */
export type CheckoutPageData =
  | { kind: 'cart'; input: CheckoutInput; places: CheckoutPlaces }
  | { kind: 'placed'; input: CheckoutInput };

/**
 * /checkout and /checkout/<number>: one checkout actor, each step rendered from its state. Both
 * routes render this same component, so moving from /checkout to the placed order's address keeps
 * the mounted page and its actor (React sees the same element type in the same place).
 */
export function CheckoutPage({ data }: RouteComponentProps<CheckoutPageData>) {
  return (
    <CheckoutProvider input={data.input}>
      <CheckoutSteps places={data.kind === 'cart' ? data.places : noPlaces} />
    </CheckoutProvider>
  );
}

/** /checkout → /checkout/<number> in the address bar only: a card number being typed stays. */
function showPlacedOrderAddress(number: string) {
  if (typeof window === 'undefined' || !/^\/checkout\/?$/.test(window.location.pathname)) return;
  showInAddressBar(`/checkout/${number}`);
}

type Step = 'empty' | 'address' | 'payment' | 'confirmation';

function CheckoutSteps({ places }: { places: CheckoutPlaces }) {
  const t = useT();
  const step = useCheckoutSelector((snapshot): Step => {
    if (snapshot.matches('empty')) return 'empty';
    if (snapshot.matches('address')) return 'address';
    if (snapshot.matches('payment') || snapshot.matches('placing')) return 'payment';
    return 'confirmation';
  });
  const problem = useCheckoutSelector((snapshot) => snapshot.context.problem);
  const text = useProblemText();
  const number = useCheckoutSelector((snapshot) => snapshot.context.order?.number);
  const cart = useCartActor();
  const online = useOnline();
  // Offline, the steps are held (inert: no field, no "Pay" can be used) until the shop is reachable.
  const held = !online && step !== 'confirmation';
  useLinkCoupon();
  // Once placed, the order is no longer the cart: the header badge reloads an empty one, and the
  // page takes the order's own address, so a reload shows it again instead of an empty cart.
  useEffect(() => {
    if (step !== 'confirmation') return;
    cart.send({ type: 'LOAD' });
    if (number) showPlacedOrderAddress(number);
  }, [step, cart, number]);

  if (step === 'empty') {
    return (
      <section className="checkout checkout--empty">
        <h1>{t('checkout.title')}</h1>
        <p>{t('checkout.empty')}</p>
        <Link href={ALL_PRODUCTS_HREF}>{t('cart.continueShopping')}</Link>
      </section>
    );
  }
  const steps: Array<[Step, MessageId]> = [
    ['address', 'checkout.step.address'],
    ['payment', 'checkout.step.payment'],
    ['confirmation', 'checkout.step.confirmation'],
  ];
  return (
    <section className="checkout" data-step={step}>
      {step === 'confirmation' ? null : <h1>{t('checkout.title')}</h1>}
      <ol className="checkout__steps" aria-label={t('checkout.steps')}>
        {steps.map(([id, label]) => (
          <li key={id} aria-current={id === step ? 'step' : undefined}>
            {t(label)}
          </li>
        ))}
      </ol>
      {problem && step !== 'confirmation' ? (
        <p className="checkout__problem" role="alert" data-testid="checkout-problem">
          {text(problem)}
        </p>
      ) : null}
      {held ? (
        <p className="checkout__problem" role="alert" data-testid="checkout-offline">
          {t('offline.checkout')}
        </p>
      ) : null}
      <div className={held ? 'checkout__body checkout__body--held' : 'checkout__body'} inert={held}>
        {step === 'address' ? <AddressStep places={places} /> : null}
        {step === 'payment' ? <PaymentStep /> : null}
        {step === 'confirmation' ? <ConfirmationStep /> : null}
        <OrderSummary />
      </div>
    </section>
  );
}
