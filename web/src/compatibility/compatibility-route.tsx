import '../horeca/product-facts.css';
import './compatibility.css';
import { Printer, Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { ProductCard } from '../catalog/product-card.tsx';
import { errorCode } from '../graphql/client.ts';
import { useExecute } from '../graphql/context.tsx';
import {
  PrinterModelsDocument,
  type PrinterModelsQuery,
  PrinterSuppliesDocument,
  type PrinterSuppliesQuery,
} from '../graphql/generated/graphql.ts';
import { errorMessage, translate, useT } from '../i18n/intl.ts';
import { routePaths } from '../routes/paths.ts';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { compatibilityHref } from './links.ts';
import { SavePrinter } from './save-printer.tsx';

type Models = PrinterModelsQuery['printerModels'];
type Supplies = PrinterSuppliesQuery['printerSupplies'];

interface CompatibilityData {
  /** What `?printer=` asked for. */
  printer: string | null;
  models: Models;
  /** The supplies of the asked printer; null when none was asked or the shop has none for it. */
  supplies: Supplies | null;
}

/** The picker lists this many models at most: the whole demo range (~100) in one scrolling list. */
const PICKER_LIMIT = 200;

/** Waits this long after the last key before asking for matching models: one call per pause, not per key. */
const TYPING_PAUSE_MS = 200;

/** /compatibility (#18): pick a printer model, see the ink and toner that fit it, save it to the account. */
export const compatibilityRoute = defineRoute({
  id: 'compatibility',
  match: routePaths.compatibility,
  load: async ({ printer }: { printer: string | null }, { execute }): Promise<CompatibilityData> => {
    const [models, supplies] = await Promise.all([
      execute(PrinterModelsDocument, { query: '', limit: PICKER_LIMIT }).then(
        (answer) => answer.printerModels,
      ),
      printer
        ? execute(PrinterSuppliesDocument, { printerModel: printer }).then(
            (answer) => answer.printerSupplies,
            (error: unknown) => {
              // an unknown printer is said on the page, beside the picker, not as an error page
              if (errorCode(error) === 'PRINTER_NOT_FOUND') return null;
              throw error;
            },
          )
        : null,
    ]);
    return { printer, models, supplies };
  },
  head: (data, intl) => ({
    title: data.supplies
      ? translate(intl, 'compatibility.titleFor', { printer: data.supplies.printerModel })
      : translate(intl, 'compatibility.title'),
    description: translate(intl, 'compatibility.intro'),
  }),
  Component: CompatibilityScreen,
});

function CompatibilityScreen({ data }: RouteComponentProps<CompatibilityData>) {
  const t = useT();
  return (
    <section className="compatibility">
      <header className="page-header">
        <h1>
          <Printer size={26} aria-hidden="true" /> {t('compatibility.title')}
        </h1>
        <p className="page-header__count">{t('compatibility.intro')}</p>
      </header>
      <div className="compatibility__body">
        <ModelPicker initial={data.models} selected={data.supplies?.printerModel ?? null} />
        <div className="compatibility__result">
          {data.supplies ? (
            <Fitting supplies={data.supplies} />
          ) : data.printer ? (
            <p className="compatibility__note" role="alert">
              {t('error.PRINTER_NOT_FOUND')} ({data.printer})
            </p>
          ) : (
            <p className="compatibility__note">{t('compatibility.pick')}</p>
          )}
        </div>
      </div>
    </section>
  );
}

/** The model search: the models the seed lists, narrowed as the shopper types. */
function ModelPicker({ initial, selected }: { initial: Models; selected: string | null }) {
  const t = useT();
  const intl = useIntl();
  const execute = useExecute();
  const [query, setQuery] = useState('');
  // per typed text: the matching models, or the failure's code
  const [found, setFound] = useState<Record<string, Models | { failure: string }>>({ '': initial });
  const key = query.trim();
  const current = found[key];
  // the chosen model scrolled into the list's view (the list is A–Z; HP sits far below Brother)
  const listRef = useRef<HTMLUListElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: it reads the rendered list, which these two change
  useEffect(() => {
    const list = listRef.current;
    const chosen = list?.querySelector<HTMLElement>('[aria-current="true"]');
    // the list is positioned, so offsetTop is measured from its top
    if (list && chosen) list.scrollTop = chosen.offsetTop - list.clientHeight / 3;
  }, [selected, current]);
  useEffect(() => {
    if (current) return;
    let live = true;
    const timer = setTimeout(() => {
      execute(PrinterModelsDocument, { query: key, limit: PICKER_LIMIT }).then(
        (answer) => live && setFound((known) => ({ ...known, [key]: answer.printerModels })),
        (error: unknown) => live && setFound((known) => ({ ...known, [key]: { failure: errorCode(error) } })),
      );
    }, TYPING_PAUSE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [execute, key, current]);
  let list: React.ReactNode;
  if (!current)
    list = (
      <p className="compatibility__note" aria-busy="true">
        {t('compatibility.searching')}
      </p>
    );
  else if ('failure' in current) {
    list = (
      <p className="compatibility__note" role="alert">
        {errorMessage(intl, current.failure)}
      </p>
    );
  } else if (current.length === 0)
    list = <p className="compatibility__note">{t('compatibility.noModels')}</p>;
  else {
    list = (
      <ul className="compatibility__models" ref={listRef} aria-label={t('compatibility.search')}>
        {current.map((model) => (
          <li key={model.model}>
            <Link
              href={compatibilityHref(model.model)}
              aria-current={model.model === selected ? 'true' : undefined}
              className="compatibility__model"
            >
              <span>{model.model}</span>
              <span className="compatibility__count">
                {t('compatibility.supplies', { count: model.supplies })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="compatibility__picker">
      <label className="compatibility__search">
        <span>{t('compatibility.search')}</span>
        <span className="compatibility__search-box">
          <Search size={18} aria-hidden="true" />
          <input
            type="search"
            value={query}
            maxLength={80}
            placeholder={t('compatibility.searchPlaceholder')}
            onChange={(event) => setQuery(event.target.value)}
          />
        </span>
      </label>
      {list}
    </div>
  );
}

/** The ink and toner that fit the chosen printer, as the catalogue's cards (add to cart on each). */
function Fitting({ supplies }: { supplies: Supplies }) {
  const t = useT();
  return (
    <>
      <div className="compatibility__chosen">
        <h2>
          {t('compatibility.fitting', { printer: supplies.printerModel, count: supplies.products.length })}
        </h2>
        <SavePrinter printerModel={supplies.printerModel} />
      </div>
      <ul className="product-grid">
        {supplies.products.map((product) => (
          <li key={product.productId}>
            <ProductCard
              product={{
                id: product.productId,
                slug: product.slug,
                name: product.name,
                image: product.image,
                price: product.sellingPrice,
                sellingPrice: product.sellingPrice,
                salePercent: 0,
                brand: null,
                inStock: product.inStock,
                averageRating: 0,
                totalReviews: 0,
                variantId: product.variantId,
              }}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
