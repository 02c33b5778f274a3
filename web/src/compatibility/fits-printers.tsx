import { Printer } from 'lucide-react';
import { Link } from 'wouter';
import { useT } from '../i18n/intl.ts';
import { compatibilityHref } from './links.ts';

/** "Fits these printers" on an ink or toner's page (#18): each model opens the builder on it. */
export function FitsPrinters({ models }: { models: readonly string[] }) {
  const t = useT();
  if (models.length === 0) return null;
  return (
    <section className="fits-printers" aria-labelledby="fits-printers-title">
      <h2 id="fits-printers-title" className="fits-printers__title">
        <Printer size={20} aria-hidden="true" />
        {t('compatibility.fits.title')}
      </h2>
      <ul className="fits-printers__list">
        {models.map((model) => (
          <li key={model}>
            <Link href={compatibilityHref(model)}>{model}</Link>
          </li>
        ))}
      </ul>
      <Link href={compatibilityHref()}>{t('compatibility.fits.builder')}</Link>
    </section>
  );
}
