import { ShoppingBag } from 'lucide-react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { type CartLine, type CartOrder, cartSelectors, requestedQuantity } from '../../../machines/cart.ts';
import { track } from '../analytics/track.ts';
import { newCommandKey, useCartActor, useCartSelector } from '../cart/cart-context.tsx';
import { QuantityStepper } from '../cart/quantity-stepper.tsx';
import { variantLabel } from '../cart/variant-label.ts';
import { WaitingList } from '../cart/waiting-list.tsx';
import { ALL_PRODUCTS_HREF, productHref } from '../catalog/links.ts';
import { ShopImage } from '../catalog/responsive-image.tsx';
import { errorCode, NETWORK } from '../graphql/client.ts';
import { CurrentOrderDocument } from '../graphql/generated/graphql.ts';
import { formatMnt, translate, useT } from '../i18n/intl.ts';
import { QuotedLineNote } from '../quotes/quoted-line.tsx';
import { RequestQuote } from '../quotes/request-quote.tsx';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { EmptyState } from '../shell/empty-state.tsx';
import { useOnline } from '../shell/online.ts';
import { routePaths } from './paths.ts';

/** /cart (spec §2): line items, quantity steppers, remove, empty cart, totals in ₮. */
export const cartRoute = defineRoute({
  id: 'cart',
  match: routePaths.cart,
  load: async (_params, { execute }) => {
    try {
      return (await execute(CurrentOrderDocument, {})).currentOrder;
    } catch (error) {
      // Offline (#19) the cart still opens, from the cart actor's last-seen order and its queue.
      if (errorCode(error) === NETWORK && typeof navigator !== 'undefined' && !navigator.onLine) return null;
      throw error;
    }
  },
  head: (_order, intl) => ({
    title: translate(intl, 'cart.title'),
    description: translate(intl, 'cart.description'),
  }),
  Component: CartScreen,
});

function CartScreen({ data }: RouteComponentProps<CartOrder | null>) {
  const t = useT();
  const intl = useIntl();
  const actor = useCartActor();
  // The live cart once the actor has loaded it; the page's own data until then (and on the server).
  const fetching = useCartSelector(cartSelectors.fetching);
  const live = useCartSelector((snapshot) => snapshot.context.order);
  const updating = useCartSelector(cartSelectors.updating);
  const order = fetching && !live ? data : live;
  const waiting = useCartSelector(cartSelectors.waiting);
  const online = useOnline();

  useEffect(() => {
    if (data) track('view_cart', { value: data.total, items: [] });
  }, [data]);

  if ((!order || order.lineItems.length === 0) && waiting.length > 0) {
    // Offline with adds queued and nothing on the server yet: the queue is the cart for now.
    return (
      <section className="cart">
        <h1>{t('cart.title')}</h1>
        <WaitingList commands={waiting} />
      </section>
    );
  }

  if (!order || order.lineItems.length === 0) {
    return (
      <section className="cart cart--empty">
        <EmptyState
          icon={<ShoppingBag className="icon" />}
          title={t('cart.title')}
          action={{ href: ALL_PRODUCTS_HREF, label: t('cart.continueShopping') }}
        >
          <p>{t('cart.empty')}</p>
        </EmptyState>
      </section>
    );
  }

  return (
    <section className="cart" aria-busy={updating}>
      <h1>{t('cart.title')}</h1>
      <ul className="cart__lines">
        {order.lineItems.map((line) => (
          <CartLineRow key={line.id} line={line} />
        ))}
      </ul>
      <dl className="cart__totals">
        <dt>{t('cart.itemTotal')}</dt>
        <dd>{formatMnt(intl, order.itemTotal)}</dd>
        <dt>{t('cart.shipTotal')}</dt>
        {/* A method is chosen at checkout: until then its cost is unknown, not ₮0 (#19.8). */}
        <dd data-testid="cart-shipping">
          {order.shipTotal > 0 ? formatMnt(intl, order.shipTotal) : t('cart.shippingAtCheckout')}
        </dd>
        <dt>{t('cart.taxTotal')}</dt>
        <dd>{formatMnt(intl, order.taxTotal)}</dd>
        <dt className="cart__total">{t('cart.total')}</dt>
        <dd className="cart__total" data-testid="cart-total">
          {formatMnt(intl, order.total)}
        </dd>
      </dl>
      <WaitingList commands={waiting} />
      <div className="cart__actions">
        {online ? (
          <Link href="/checkout" className="button button--primary" data-testid="checkout-button">
            {t('checkout.button')}
          </Link>
        ) : (
          // No link to follow offline: checkout and payment need the shop (#19).
          <button type="button" className="button button--primary" disabled data-testid="checkout-button">
            {t('checkout.button')}
          </button>
        )}
        <button
          type="button"
          className="button"
          onClick={() => actor.send({ type: 'EMPTY', key: newCommandKey() })}
        >
          {t('cart.emptyCart')}
        </button>
        <Link href={ALL_PRODUCTS_HREF}>{t('cart.continueShopping')}</Link>
      </div>
      {online ? null : (
        <p className="cart__offline" role="note" data-testid="checkout-offline">
          {t('cart.checkoutOffline')}
        </p>
      )}
      <RequestQuote lines={order.lineItems} />
      <p className="visually-hidden" role="status">
        {updating ? t('cart.updating') : ''}
      </p>
    </section>
  );
}

function CartLineRow({ line }: { line: CartLine }) {
  const t = useT();
  const intl = useIntl();
  const actor = useCartActor();
  const wanted = useCartSelector((snapshot) => requestedQuantity(snapshot.context, line.id));
  const name = line.product.name;
  const variant = variantLabel(line.product.variant);
  return (
    <li className="cart-line" data-testid="cart-line">
      {line.product.image ? (
        <ShopImage
          className="cart-line__image"
          src={line.product.image}
          alt=""
          sizes="80px"
          width={80}
          height={80}
        />
      ) : (
        <span className="cart-line__image" aria-hidden="true" />
      )}
      <div className="cart-line__info">
        <Link href={productHref(line.product.slug)}>{name}</Link>
        {variant ? <p className="cart-line__variant">{variant}</p> : null}
        <p className="cart-line__sku">{t('cart.sku', { sku: line.product.sku })}</p>
        <QuotedLineNote line={line} />
        <p className="cart-line__price">
          <span className="visually-hidden">{t('cart.price')}: </span>
          {formatMnt(intl, line.price)}
        </p>
      </div>
      <QuantityStepper
        name={name}
        value={Math.max(wanted, 1)}
        min={0}
        onChange={(quantity) =>
          actor.send({ type: 'UPDATE', lineItemId: line.id, quantity, key: newCommandKey() })
        }
        onStep={(delta) => {
          // from the actor at click time, not this render's value: no click is lost
          const quantity = requestedQuantity(actor.getSnapshot().context, line.id) + delta;
          actor.send({
            type: 'UPDATE',
            lineItemId: line.id,
            quantity: Math.max(quantity, 0),
            key: newCommandKey(),
          });
        }}
      />
      <p className="cart-line__total">
        <span className="visually-hidden">{t('cart.lineTotal')}: </span>
        {formatMnt(intl, line.total)}
      </p>
      <button
        type="button"
        className="cart-line__remove"
        aria-label={t('cart.removeItem', { name })}
        onClick={() => actor.send({ type: 'REMOVE', lineItemId: line.id, key: newCommandKey() })}
      >
        {t('cart.remove')}
      </button>
    </li>
  );
}
