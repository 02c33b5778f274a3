import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { productHref } from '../catalog/links.ts';
import type { LicenseFieldsFragment } from '../graphql/generated/graphql.ts';
import { formatShopDate } from '../i18n/formats.ts';
import { useT } from '../i18n/intl.ts';

/** How long "Copied" stays on the button before it offers to copy again. */
const COPIED_MS = 2000;

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies one key. The clipboard may refuse (an insecure origin, a denied permission): then the shopper
 * is told to select the key by hand, which the key's own <code> makes easy (user-select: all).
 */
function CopyButton({ value, label }: { value: string; label: string }) {
  const t = useT();
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <button
        type="button"
        className="button license__copy"
        onClick={copy}
        aria-label={`${t('goods.copy')}: ${label}`}
      >
        {state === 'copied' ? <Check aria-hidden="true" size={16} /> : <Copy aria-hidden="true" size={16} />}{' '}
        <span aria-live="polite">{state === 'copied' ? t('goods.copied') : t('goods.copy')}</span>
      </button>
      {state === 'failed' && (
        <p role="alert" className="form-error">
          {t('goods.copyFailed')}
        </p>
      )}
    </>
  );
}

/** License keys (#16 licenses): each with its product, kind, order and a copy button. */
export function LicenseList({
  licenses,
  showOrder = false,
}: {
  licenses: readonly LicenseFieldsFragment[];
  showOrder?: boolean;
}) {
  const t = useT();
  const intl = useIntl();
  return (
    <ul className="licenses" data-testid="license-list">
      {licenses.map((license) => (
        <li key={license.key} className="license">
          <p className="license__product">
            <Link href={productHref(license.productSlug)}>{license.productName}</Link>{' '}
            <span className="license__kind">{t(`goods.licenses.kind.${license.kind}`)}</span>
          </p>
          <div className="license__row">
            <code className="license__key" data-testid="license-key">
              {license.key}
            </code>
            <CopyButton value={license.key} label={license.productName} />
          </div>
          <p className="license__meta">
            {t('goods.licenses.issued', { date: formatShopDate(intl, license.issuedAt, 'dateTime') })}
            {showOrder ? (
              <>
                {' · '}
                <Link href={`/orders/${license.orderNumber}`}>
                  {t('goods.tickets.order', { number: license.orderNumber })}
                </Link>
              </>
            ) : null}
          </p>
        </li>
      ))}
    </ul>
  );
}
