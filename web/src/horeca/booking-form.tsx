import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import {
  isCompleteStay,
  roomBookingMachine,
  type StayPriceSummary,
  type StayRequest,
  selectRoomBookingBusy,
} from '../../../machines/room-booking.ts';
import { newCommandKey, useCartActor } from '../cart/cart-context.tsx';
import { flowInspect } from '../flows/inspect.ts';
import { errorCode } from '../graphql/client.ts';
import { useExecute } from '../graphql/context.tsx';
import { BookRoomDocument, StayPriceDocument } from '../graphql/generated/graphql.ts';
import { errorMessage, formatMnt, useT } from '../i18n/intl.ts';
import { DateTimeField } from '../shell/date-time-field.tsx';
import { ReadyButton } from '../shell/ready.tsx';

const DAY = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/**
 * The room's date-range picker (check-in and check-out), guests, the live price from the server
 * and "Book" (machines/room-booking.ts). Booked, the stay is in the cart: on to checkout.
 */
export function BookingForm(props: {
  roomId: string;
  capacity: number;
  today: string;
  bookedNights: readonly string[];
}) {
  const t = useT();
  const intl = useIntl();
  const execute = useExecute();
  const cart = useCartActor();
  const [, navigate] = useLocation();
  const machine = useMemo(
    () =>
      roomBookingMachine.provide({
        actors: {
          calculatePrice: fromPromise<StayPriceSummary, StayRequest>(async ({ input }) => {
            try {
              return (await execute(StayPriceDocument, { input })).stayPrice;
            } catch (error) {
              throw errorCode(error);
            }
          }),
          bookRoom: fromPromise<{ orderNumber: string }, StayRequest>(async ({ input }) => {
            try {
              const order = (await execute(BookRoomDocument, { input, idempotencyKey: newCommandKey() }))
                .bookRoom;
              return { orderNumber: order.number };
            } catch (error) {
              throw errorCode(error);
            }
          }),
        },
      }),
    [execute],
  );
  const booking = useActorRef(machine, { input: { roomId: props.roomId }, inspect: flowInspect });
  const context = useSelector(booking, (snapshot) => snapshot.context);
  const busy = useSelector(booking, selectRoomBookingBusy);
  const bookable = useSelector(booking, (snapshot) => snapshot.hasTag('bookable'));
  const booked = useSelector(booking, (snapshot) => snapshot.status === 'done');

  useEffect(() => {
    if (!booked) return;
    cart.send({ type: 'LOAD' });
    navigate('/checkout');
  }, [booked, cart, navigate]);

  const taken = new Set(props.bookedNights);
  const clash = isCompleteStay(context)
    ? props.bookedNights.filter((night) => night >= context.checkIn && night < context.checkOut)
    : [];
  const price = context.price;
  const changeDates = (checkIn: string, checkOut: string) =>
    booking.send({ type: 'DATES.CHANGE', checkIn, checkOut });

  return (
    <form
      className="booking-form"
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        booking.send({ type: 'BOOK' });
      }}
    >
      <h2>{t('hotel.book.title')}</h2>
      <div className="booking-form__dates">
        <DateTimeField
          mode="date"
          label={t('hotel.book.checkIn')}
          name="check_in"
          min={props.today}
          value={context.checkIn}
          onChange={(checkIn) => {
            // a date still being typed (not yet a day) leaves the check-out as it is
            if (!ISO_DAY.test(checkIn)) return changeDates(checkIn, context.checkOut);
            const checkOut = context.checkOut > checkIn ? context.checkOut : addDays(checkIn, 1);
            changeDates(checkIn, checkOut);
          }}
        />
        <DateTimeField
          mode="date"
          label={t('hotel.book.checkOut')}
          name="check_out"
          min={ISO_DAY.test(context.checkIn) ? addDays(context.checkIn, 1) : addDays(props.today, 1)}
          value={context.checkOut}
          onChange={(checkOut) => changeDates(context.checkIn, checkOut)}
        />
        <label>
          {t('hotel.book.guests')}
          <select
            name="guests"
            value={context.guests}
            onChange={(event) => booking.send({ type: 'GUESTS.CHANGE', guests: Number(event.target.value) })}
          >
            {Array.from({ length: props.capacity }, (_, index) => index + 1).map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </label>
      </div>
      {taken.size > 0 && (
        <p className="booking-form__taken">
          {t('hotel.book.taken', { nights: [...taken].slice(0, 6).join(', ') })}
        </p>
      )}
      <div className="booking-form__price" role="status" aria-live="polite">
        {price ? (
          <dl>
            <dt>{t('hotel.book.nights', { count: price.nightCount })}</dt>
            <dd>{formatMnt(intl, price.subtotal)}</dd>
            <dt>{t('hotel.book.vat')}</dt>
            <dd>{formatMnt(intl, price.vat)}</dd>
            <dt>{t('hotel.book.cityTax')}</dt>
            <dd>{formatMnt(intl, price.cityTax)}</dd>
            <dt className="booking-form__total">{t('hotel.book.total')}</dt>
            <dd className="booking-form__total">{formatMnt(intl, price.total)}</dd>
          </dl>
        ) : busy ? (
          <p>{t('hotel.book.pricing')}</p>
        ) : (
          <p>{t('hotel.book.pickDates')}</p>
        )}
      </div>
      {context.error && (
        <p className="booking-form__error" role="alert">
          {errorMessage(intl, context.error)}{' '}
          {context.error === 'LOGIN_REQUIRED' && <a href="/login">{t('hotel.book.login')}</a>}
        </p>
      )}
      {clash.length > 0 && !context.error && (
        <p className="booking-form__error" role="alert">
          {errorMessage(intl, 'ROOM_NOT_AVAILABLE')}
        </p>
      )}
      <ReadyButton
        type="submit"
        className="button button--primary"
        disabled={!bookable || busy || clash.length > 0}
      >
        {t('hotel.book.submit')}
      </ReadyButton>
    </form>
  );
}
