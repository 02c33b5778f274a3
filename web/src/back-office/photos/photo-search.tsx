import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { ShopImage } from '../../catalog/responsive-image.tsx';
import { errorCode } from '../../graphql/client.ts';
import { useExecute } from '../../graphql/context.tsx';
import { StaffPhotoProductsDocument, type StaffPhotoProductsQuery } from '../../graphql/generated/graphql.ts';
import { errorMessage, useT } from '../../i18n/intl.ts';
import { backOfficePhotosHref } from './links.ts';

type Hit = StaffPhotoProductsQuery['staffPhotoProducts'][number];

/** Finds a product by a word of its name, its address or its SKU, to open its photos. */
export function PhotoProductSearch() {
  const t = useT();
  const intl = useIntl();
  const execute = useExecute();
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<{ query: string; hits: Hit[] } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    if (!text) return;
    setBusy(true);
    setFailure(null);
    try {
      const { staffPhotoProducts } = await execute(StaffPhotoProductsDocument, { query: text });
      setFound({ query: text, hits: staffPhotoProducts });
    } catch (error) {
      setFailure(errorCode(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <form className="back-office__actions" onSubmit={submit}>
        <label>
          {t('backoffice.photos.find')}
          <input
            type="search"
            name="q"
            value={query}
            maxLength={100}
            onChange={(event) => setQuery(event.target.value)}
          />
        </label>
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('backoffice.photos.search')}
        </button>
      </form>
      {failure && (
        <p role="alert" className="back-office__error">
          {errorMessage(intl, failure)}
        </p>
      )}
      {found && found.hits.length === 0 && (
        <p role="status">{t('backoffice.photos.noHits', { query: found.query })}</p>
      )}
      {found && found.hits.length > 0 && (
        <ul className="photo-hits">
          {found.hits.map((hit) => (
            <li key={hit.slug} className="photo-hits__item">
              {hit.image ? (
                <ShopImage src={hit.image} alt="" sizes="64px" width={64} height={64} loading="lazy" />
              ) : (
                <span className="photo-hits__none" aria-hidden="true" />
              )}
              <span className="photo-hits__text">
                <strong>{hit.name}</strong>
                <span>
                  {hit.sku} · {t('backoffice.photos.hit', { count: hit.photoCount })}
                </span>
              </span>
              <Link href={backOfficePhotosHref(hit.slug)} className="button">
                {t('backoffice.photos.manage')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
