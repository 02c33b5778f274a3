import './wheel-promo.css';
import { Gift, Printer } from 'lucide-react';
import { Link } from 'wouter';
import { COMPATIBILITY_PATH } from '../compatibility/links.ts';
import { useT } from '../i18n/intl.ts';
import { useMenus } from '../layout/menus-context.tsx';
import { LUCKY_WHEEL_PATH, wheelOpenIn } from '../layout/service-links.ts';

/**
 * The home page's way into the shop's services (#18): the lucky wheel while one is open (a paid
 * order earns a spin), and the printer-compatibility builder.
 */
export function ServicePromos() {
  const t = useT();
  const wheelOpen = wheelOpenIn(useMenus());
  return (
    <div className="service-promos">
      {wheelOpen && (
        <Link href={LUCKY_WHEEL_PATH} className="service-promo service-promo--wheel">
          <Gift size={28} aria-hidden="true" />
          <span>
            <strong>{t('prizes.promo.title')}</strong>
            <span>{t('prizes.promo.body')}</span>
          </span>
        </Link>
      )}
      <Link href={COMPATIBILITY_PATH} className="service-promo">
        <Printer size={28} aria-hidden="true" />
        <span>
          <strong>{t('compatibility.promo.title')}</strong>
          <span>{t('compatibility.promo.body')}</span>
        </span>
      </Link>
    </div>
  );
}
