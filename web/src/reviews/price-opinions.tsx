import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { loginHref } from '../account/links.ts';
import { productHref } from '../catalog/links.ts';
import { errorCode } from '../graphql/client.ts';
import { useExecute } from '../graphql/context.tsx';
import {
  type PriceOpinion,
  type ReviewSummaryFieldsFragment,
  SetPriceOpinionDocument,
} from '../graphql/generated/graphql.ts';
import { errorMessage, type MessageId, useT } from '../i18n/intl.ts';

const OPINIONS: readonly { value: PriceOpinion; key: 'good' | 'fair' | 'high'; label: MessageId }[] = [
  { value: 'GOOD', key: 'good', label: 'price.good' },
  { value: 'FAIR', key: 'fair', label: 'price.fair' },
  { value: 'HIGH', key: 'high', label: 'price.high' },
];

/**
 * Price opinions (spec §2): how shoppers judge the price, as a split of good, fair and high, and the
 * member's own choice (one per shopper, changeable). A guest sees the split and a way to log in.
 */
export function PriceOpinions({
  slug,
  summary,
  member,
  onChanged,
}: {
  slug: string;
  summary: ReviewSummaryFieldsFragment;
  member: boolean;
  onChanged: (summary: ReviewSummaryFieldsFragment) => void;
}) {
  const t = useT();
  const intl = useIntl();
  const execute = useExecute();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const split = summary.priceOpinions;
  const total = split.good + split.fair + split.high;
  const give = async (opinion: PriceOpinion) => {
    setBusy(true);
    setFailure(null);
    try {
      onChanged((await execute(SetPriceOpinionDocument, { slug, opinion })).setPriceOpinion);
    } catch (error) {
      setFailure(errorCode(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="price-opinions" aria-labelledby="price-opinions-title">
      <h3 id="price-opinions-title">{t('price.title')}</h3>
      <p>{t('price.question')}</p>
      <fieldset className="price-opinions__choices">
        <legend className="visually-hidden">{t('price.question')}</legend>
        {OPINIONS.map(({ value, key, label }) => {
          const count = split[key];
          const share = total === 0 ? 0 : Math.round((count / total) * 100);
          return (
            <button
              key={value}
              type="button"
              className={`price-opinions__choice${summary.myPriceOpinion === value ? ' is-mine' : ''}`}
              aria-pressed={member ? summary.myPriceOpinion === value : undefined}
              disabled={!member || busy}
              onClick={() => give(value)}
            >
              <span className="price-opinions__label">{t(label)}</span>
              <span className="price-opinions__bar" aria-hidden="true">
                <span style={{ width: `${share}%` }} />
              </span>
              <span className="price-opinions__share">
                {intl.formatNumber(share / 100, { style: 'percent' })}
              </span>
            </button>
          );
        })}
      </fieldset>
      <p className="form-hint">{t('price.votes', { count: total })}</p>
      {!member && (
        <p>
          <Link href={loginHref(`${productHref(slug)}#reviews`)}>{t('price.loginRequired')}</Link>
        </p>
      )}
      {failure && (
        <p className="form-error" role="alert">
          {errorMessage(intl, failure)}
        </p>
      )}
    </section>
  );
}
