import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { productHref } from '../catalog/links.ts';
import type { ShopperTicketFieldsFragment } from '../graphql/generated/graphql.ts';
import { formatShopDate } from '../i18n/formats.ts';
import { useT } from '../i18n/intl.ts';

/**
 * A ticket's QR code, drawn on the server (the gateway hands over the module path qrcode drew) as an
 * inline <svg>: in the HTML the server sends, so it shows without JavaScript and prints sharp.
 */
function TicketQr({ ticket }: { ticket: ShopperTicketFieldsFragment }) {
  const t = useT();
  const { size, path } = ticket.qr;
  return (
    <svg
      className="ticket__qr"
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      role="img"
      aria-label={t('goods.tickets.qr', { code: ticket.code })}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} stroke="#000" />
    </svg>
  );
}

/** E-tickets (#18): each with its QR code, event, code and state (valid, or used when and by whom). */
export function TicketList({
  tickets,
  showOrder = false,
}: {
  tickets: readonly ShopperTicketFieldsFragment[];
  /** The account's list names each ticket's order; the order page does not need to. */
  showOrder?: boolean;
}) {
  const t = useT();
  const intl = useIntl();
  const date = (iso: string) => formatShopDate(intl, iso, 'dateTime');
  return (
    <ul className="tickets" data-testid="ticket-list">
      {tickets.map((ticket) => (
        <li key={ticket.code} className={ticket.usedAt ? 'ticket ticket--used' : 'ticket'}>
          <TicketQr ticket={ticket} />
          <div className="ticket__body">
            <h3 className="ticket__event">{ticket.eventName}</h3>
            <p>{t('goods.tickets.when', { date: date(ticket.startsAt) })}</p>
            <p>{t('goods.tickets.where', { venue: ticket.venue })}</p>
            <p>
              {t('goods.tickets.code')}: <code className="ticket__code">{ticket.code}</code>
            </p>
            {ticket.usedAt ? (
              <p className="status-pill ticket__state ticket__state--used" data-testid="ticket-state">
                {t('goods.tickets.used', { date: date(ticket.usedAt), staff: ticket.usedBy ?? '' })}
              </p>
            ) : (
              <p className="ticket__valid">
                <span className="status-pill ticket__state ticket__state--valid" data-testid="ticket-state">
                  {t('goods.tickets.valid')}
                </span>{' '}
                {t('goods.tickets.validHint')}
              </p>
            )}
            <p className="ticket__product">
              <Link href={productHref(ticket.productSlug)}>{ticket.productName}</Link>
              {showOrder ? (
                <>
                  {' · '}
                  <Link href={`/orders/${ticket.orderNumber}`}>
                    {t('goods.tickets.order', { number: ticket.orderNumber })}
                  </Link>
                </>
              ) : null}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
