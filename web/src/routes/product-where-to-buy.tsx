import '../horeca/product-facts.css';
import { Clock, MapPin, PackageCheck, Store } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { errorCode } from '../graphql/client.ts';
import { useExecute } from '../graphql/context.tsx';
import { type BranchStockFieldsFragment, VariantStockItemsDocument } from '../graphql/generated/graphql.ts';
import { errorMessage, useT } from '../i18n/intl.ts';

/** A shelf holding this many or fewer says "few left": the shopper should call or hurry. */
export const FEW_LEFT = 3;

type Shelves = readonly BranchStockFieldsFragment[];

/**
 * "Where to buy" (#18, spec §7 stock_items): each branch's shelf for the chosen variant, linked to
 * the branch on /branches. The first variant's shelves come with the product (server-rendered); the
 * others are asked for when chosen and kept, so going back to a variant asks nothing.
 */
export function WhereToBuy({
  firstVariantId,
  initial,
  variantId,
}: {
  firstVariantId: string | undefined;
  /** null: no branch holds any of the product, and the block is not shown. */
  initial: Shelves | null;
  /** undefined: a size must be chosen first. */
  variantId: string | undefined;
}) {
  const t = useT();
  const intl = useIntl();
  const execute = useExecute();
  // per variant: its shelves, or the code of the failure; a variant not here yet is being read
  const [byVariant, setByVariant] = useState<Record<string, Shelves | { failure: string }>>(() =>
    initial && firstVariantId ? { [firstVariantId]: initial } : {},
  );
  const current = variantId ? byVariant[variantId] : undefined;
  useEffect(() => {
    if (!initial || !variantId || current) return;
    let live = true;
    execute(VariantStockItemsDocument, { variantId }).then(
      (answer) => live && setByVariant((known) => ({ ...known, [variantId]: answer.variantStockItems })),
      (error: unknown) =>
        live && setByVariant((known) => ({ ...known, [variantId]: { failure: errorCode(error) } })),
    );
    return () => {
      live = false;
    };
  }, [execute, initial, variantId, current]);

  if (!initial) return null;
  let body: React.ReactNode;
  if (!variantId) body = <p className="where-to-buy__note">{t('whereToBuy.chooseVariant')}</p>;
  else if (!current)
    body = (
      <p className="where-to-buy__note" aria-busy="true">
        {t('whereToBuy.loading')}
      </p>
    );
  else if ('failure' in current) {
    body = (
      <p className="where-to-buy__note" role="alert">
        {errorMessage(intl, current.failure)}{' '}
        <button
          type="button"
          className="where-to-buy__retry"
          onClick={() => setByVariant(({ [variantId]: _failed, ...rest }) => rest)}
        >
          {t('whereToBuy.retry')}
        </button>
      </p>
    );
  } else body = <ShelfList shelves={current} />;
  return (
    <section className="where-to-buy" aria-labelledby="where-to-buy-title">
      <h2 id="where-to-buy-title" className="where-to-buy__title">
        <Store size={20} aria-hidden="true" />
        {t('whereToBuy.title')}
      </h2>
      {body}
    </section>
  );
}

function ShelfList({ shelves }: { shelves: Shelves }) {
  const t = useT();
  return (
    <ul className="where-to-buy__list">
      {shelves.map((shelf) => {
        const level = shelf.countOnHand === 0 ? 'none' : shelf.countOnHand <= FEW_LEFT ? 'few' : 'in';
        return (
          <li key={shelf.code} className="where-to-buy__branch" data-branch={shelf.code}>
            <div className="where-to-buy__place">
              <Link href={`/branches#branch-${shelf.code}`} className="where-to-buy__name">
                {shelf.name}
              </Link>
              <span className="where-to-buy__address">
                <MapPin size={14} aria-hidden="true" />
                {shelf.address}
              </span>
              {shelf.hours && (
                <span className="where-to-buy__hours">
                  <Clock size={14} aria-hidden="true" />
                  {shelf.hours}
                </span>
              )}
              {shelf.pickupAvailable && (
                <span className="where-to-buy__pickup">
                  <PackageCheck size={14} aria-hidden="true" />
                  {t('whereToBuy.pickup')}
                </span>
              )}
            </div>
            <div className="where-to-buy__state">
              <span className={`where-to-buy__level where-to-buy__level--${level}`} data-level={level}>
                {level === 'none'
                  ? t('whereToBuy.none')
                  : level === 'few'
                    ? t('whereToBuy.few', { count: shelf.countOnHand })
                    : t('whereToBuy.inStock')}
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
