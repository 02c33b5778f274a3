import { Link } from 'wouter';
import { useExecute } from '../graphql/context.tsx';
import { type StaffFieldsFragment, StaffLogoutDocument } from '../graphql/generated/graphql.ts';
import { useT } from '../i18n/intl.ts';
import { BACK_OFFICE_PHOTOS_PATH } from './photos/links.ts';
import { BACK_OFFICE_QUOTES_PATH } from './quotes/quote-links.ts';

export const BACK_OFFICE_PATH = '/back-office';
export const backOfficeOrderHref = (number: string) => `${BACK_OFFICE_PATH}/orders/${number}`;
export const BACK_OFFICE_TICKETS_PATH = `${BACK_OFFICE_PATH}/tickets`;
export const BACK_OFFICE_MODERATION_PATH = `${BACK_OFFICE_PATH}/moderation`;
export const BACK_OFFICE_ROULETTE_PATH = `${BACK_OFFICE_PATH}/roulette`;
export const BACK_OFFICE_LOOK_BOOKS_PATH = `${BACK_OFFICE_PATH}/lookbooks`;
export const BACK_OFFICE_NEWS_PATH = `${BACK_OFFICE_PATH}/news`;
export const BACK_OFFICE_PAGES_PATH = `${BACK_OFFICE_PATH}/pages`;
export const BACK_OFFICE_PROMOTIONS_PATH = `${BACK_OFFICE_PATH}/promotions`;
export const BACK_OFFICE_BRANDS_PATH = `${BACK_OFFICE_PATH}/brands`;
export const BACK_OFFICE_COUPONS_PATH = `${BACK_OFFICE_PATH}/coupons`;
export const BACK_OFFICE_STOCK_PATH = `${BACK_OFFICE_PATH}/stock`;
export const BACK_OFFICE_CONTACT_FORMS_PATH = `${BACK_OFFICE_PATH}/contact-forms`;

export const canDo = (staff: StaffFieldsFragment, role: StaffFieldsFragment['roles'][number]) =>
  staff.roles.includes(role) || staff.roles.includes('WEBSITE_ADMIN');

/** Who is logged in, with their roles; the back office's sections; log out. */
export function StaffHeader({ staff, onLoggedOut }: { staff: StaffFieldsFragment; onLoggedOut: () => void }) {
  const t = useT();
  const execute = useExecute();
  const roles = staff.roles.map((role) => t(`backoffice.role.${role}`)).join(', ');
  return (
    <header className="back-office__header">
      <strong>{t('backoffice.title')}</strong>
      <span>{t('backoffice.staff', { name: staff.name, roles })}</span>
      <nav>
        {canDo(staff, 'FULFILMENT') ? (
          <Link href={BACK_OFFICE_PATH}>{t('backoffice.nav.orders')}</Link>
        ) : null}
        {canDo(staff, 'FULFILMENT') ? (
          <Link href={BACK_OFFICE_STOCK_PATH}>{t('backoffice.stock.nav')}</Link>
        ) : null}
        {canDo(staff, 'E_TICKETS') ? (
          <Link href={BACK_OFFICE_TICKETS_PATH}>{t('backoffice.nav.tickets')}</Link>
        ) : null}
        {canDo(staff, 'COUPONS') ? (
          <Link href={BACK_OFFICE_COUPONS_PATH}>{t('backoffice.coupons.nav')}</Link>
        ) : null}
        {canDo(staff, 'CONTENT') ? (
          <Link href={BACK_OFFICE_MODERATION_PATH}>{t('backoffice.nav.moderation')}</Link>
        ) : null}
        {canDo(staff, 'SALES') ? <Link href={BACK_OFFICE_QUOTES_PATH}>{t('quotes.admin.title')}</Link> : null}
        {canDo(staff, 'CONTENT') ? (
          <Link href={BACK_OFFICE_CONTACT_FORMS_PATH}>{t('backoffice.contactForms.nav')}</Link>
        ) : null}
        {canDo(staff, 'CONTENT') ? (
          <Link href={BACK_OFFICE_NEWS_PATH}>{t('backoffice.news.title')}</Link>
        ) : null}
        {canDo(staff, 'CONTENT') ? (
          <Link href={BACK_OFFICE_PAGES_PATH}>{t('backoffice.pages.title')}</Link>
        ) : null}
        {canDo(staff, 'CONTENT') ? (
          <Link href={BACK_OFFICE_LOOK_BOOKS_PATH}>{t('backoffice.lookbooks.title')}</Link>
        ) : null}
        {canDo(staff, 'CONTENT') ? (
          <Link href={BACK_OFFICE_PROMOTIONS_PATH}>{t('backoffice.promotions.title')}</Link>
        ) : null}
        {canDo(staff, 'CONTENT') ? (
          <Link href={BACK_OFFICE_BRANDS_PATH}>{t('backoffice.brands.title')}</Link>
        ) : null}
        {canDo(staff, 'CONTENT') ? (
          <Link href={BACK_OFFICE_PHOTOS_PATH}>{t('backoffice.nav.photos')}</Link>
        ) : null}
        {canDo(staff, 'ROULETTE') ? (
          <Link href={BACK_OFFICE_ROULETTE_PATH}>{t('prizes.admin.nav')}</Link>
        ) : null}
      </nav>
      <button
        type="button"
        className="button"
        onClick={async () => {
          await execute(StaffLogoutDocument, {});
          onLoggedOut();
        }}
      >
        {t('backoffice.logout')}
      </button>
    </header>
  );
}
