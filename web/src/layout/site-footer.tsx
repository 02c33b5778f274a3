import { Link } from 'wouter';
import { BRANCHES_HREF, BRANDS_HREF, PROMOTIONS_HREF, shopPageHref } from '../content/links.ts';
import { type MessageId, useT } from '../i18n/intl.ts';
import { LOOK_BOOKS_HREF } from '../lookbooks/links.ts';
import type { SiteData } from '../state.ts';

/** The shop's e-mail and its pages on social networks (names are the networks' own, never translated). */
const SHOP_EMAIL = 'info@shoppy.mn';
const SOCIAL_LINKS = [
  { name: 'Facebook', href: 'https://www.facebook.com/shoppy.mn' },
  { name: 'Instagram', href: 'https://www.instagram.com/shoppy.mn' },
  { name: 'YouTube', href: 'https://www.youtube.com/@shoppymn' },
] as const;

const PAYMENT_METHODS: readonly MessageId[] = [
  'footer.payment.qpay',
  'footer.payment.card',
  'footer.payment.transfer',
  'footer.payment.wallet',
  'footer.payment.lease',
];

interface SiteFooterProps {
  pages: SiteData['pages'];
  /** The site texts (siteData.translation): phone, working hours, the shop's one line. */
  texts: SiteData['translation'];
}

/**
 * Every page's footer (#17, issue #19 "a real footer"): the shop's own pages, branches and brands,
 * news and the newsletter, the contact form, contacts, the payment methods it takes, social links,
 * and the 21+ notice.
 */
export function SiteFooter({ pages, texts }: SiteFooterProps) {
  const t = useT();
  const text = (key: string) => texts.find((entry) => entry.key === key)?.value;
  const phone = text('phone');
  const hours = text('working_hours');
  const about = text('footer_about');
  return (
    <footer className="site-footer">
      <div className="site-footer__columns">
        <section aria-labelledby="footer-shop">
          <h2 id="footer-shop">{t('app.name')}</h2>
          {about && <p>{about}</p>}
          <ul>
            <li>
              <Link href={BRANDS_HREF}>{t('footer.brands')}</Link>
            </li>
            <li>
              <Link href={PROMOTIONS_HREF}>{t('footer.promotions')}</Link>
            </li>
            <li>
              <Link href={LOOK_BOOKS_HREF}>{t('footer.lookBooks')}</Link>
            </li>
            <li>
              <Link href={BRANCHES_HREF}>{t('footer.branches')}</Link>
            </li>
            <li>
              <Link href="/news">{t('news.list.title')}</Link>
            </li>
            <li>
              {/* the sign-up form itself lives on /news: every page's first JavaScript stays small */}
              <Link href="/news#news-newsletter-title">{t('news.subscribe.title')}</Link>
            </li>
            <li>
              <Link href="/contact">{t('news.contact.title')}</Link>
            </li>
          </ul>
        </section>
        {pages.length > 0 && (
          <nav aria-labelledby="footer-help">
            <h2 id="footer-help">{t('footer.help')}</h2>
            <ul>
              {pages.map((page) => (
                <li key={page.slug}>
                  <Link href={shopPageHref(page.slug)}>{page.title}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <section aria-labelledby="footer-contacts">
          <h2 id="footer-contacts">{t('footer.contacts')}</h2>
          <ul>
            {phone && (
              <li>
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{t('footer.phone', { phone })}</a>
              </li>
            )}
            <li>
              <a href={`mailto:${SHOP_EMAIL}`}>{t('footer.email', { email: SHOP_EMAIL })}</a>
            </li>
            {hours && <li>{t('footer.hours', { hours })}</li>}
          </ul>
        </section>
        <section aria-labelledby="footer-payments">
          <h2 id="footer-payments">{t('footer.payments')}</h2>
          <ul className="site-footer__payments">
            {PAYMENT_METHODS.map((id) => (
              <li key={id}>{t(id)}</li>
            ))}
          </ul>
          <h2 id="footer-social">{t('footer.social')}</h2>
          <ul className="site-footer__social" aria-labelledby="footer-social">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.name}>
                <a href={link.href} rel="noopener noreferrer" target="_blank">
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className="site-footer__note">{t('footer.ageNote')}</p>
      <p className="site-footer__note">{t('footer.copyright')}</p>
    </footer>
  );
}
