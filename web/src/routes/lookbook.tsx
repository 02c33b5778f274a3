import '../styles/lookbooks.css';
import '../styles/catalog.css';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { AgeGate } from '../brand/age-gate.tsx';
import {
  AGE_WITHHELD,
  type AgeWithheld,
  AgeWithheldScreen,
  ageWithheldHead,
  isAgeWithheld,
} from '../brand/age-withheld.tsx';
import { isAgeRestricted } from '../brand/links.ts';
import { productHref } from '../catalog/links.ts';
import { ProductCard } from '../catalog/product-card.tsx';
import { ShopImage } from '../catalog/responsive-image.tsx';
import { LookBookDocument, type LookBookQuery } from '../graphql/generated/graphql.ts';
import { useT } from '../i18n/intl.ts';
import { AddAllToCart } from '../lookbooks/add-all.tsx';
import { LOOK_BOOKS_HREF } from '../lookbooks/links.ts';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { routePaths } from './paths.ts';

type LookBook = LookBookQuery['lookBook'];
type Look = LookBook['looks'][number];

const DESCRIPTION_LENGTH = 160;

/**
 * /lookbooks/<slug>: each look's photo with numbered spots linking to the products, the products
 * as cards beside it (below on a phone) under the same numbers, and "add all to cart".
 */
export const lookBookRoute = defineRoute({
  id: 'lookbook',
  match: routePaths.lookBook,
  load: async ({ slug }, { execute, withholdAgeRestricted }): Promise<LookBook | AgeWithheld> => {
    const { lookBook } = await execute(LookBookDocument, { slug });
    // a look book with a spirit in it is behind the age gate like the spirit's own page
    return withholdAgeRestricted && holdsSpirits(lookBook) ? AGE_WITHHELD : lookBook;
  },
  head: (book, intl) =>
    isAgeWithheld(book)
      ? ageWithheldHead(intl)
      : {
          title: book.title,
          description: book.introHtml
            .replace(/<[^>]*>/g, ' ')
            .replace(/\s+/g, ' ')
            .trim()
            .slice(0, DESCRIPTION_LENGTH),
        },
  Component: LookBookRouteScreen,
});

const holdsSpirits = (book: LookBook) =>
  book.looks.some((look) => look.spots.some((spot) => isAgeRestricted(spot.taxonPermalink)));

function LookBookRouteScreen({ data, reload }: RouteComponentProps<LookBook | AgeWithheld>) {
  if (isAgeWithheld(data)) return <AgeWithheldScreen reload={reload} />;
  return holdsSpirits(data) ? (
    <AgeGate>
      <LookBookScreen data={data} />
    </AgeGate>
  ) : (
    <LookBookScreen data={data} />
  );
}

function LookBookScreen({ data: book }: { data: LookBook }) {
  const t = useT();
  const placed = book.looks.flatMap((look) =>
    look.spots.map((spot) => ({ variantId: spot.variantId, inStock: spot.inStock, name: spot.product.name })),
  );
  return (
    <article className="look-book">
      <Link href={LOOK_BOOKS_HREF} className="look-book__back">
        <ArrowLeft className="icon" aria-hidden="true" />
        {t('lookbook.back')}
      </Link>
      <header className="look-book__header">
        <h1>{book.title}</h1>
        {/* sanitised on the server like an article's body (server/commerce/content/sanitize.ts) */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised look book intro */}
        <div className="look-book__intro" dangerouslySetInnerHTML={{ __html: book.introHtml }} />
        <AddAllToCart placed={placed} />
      </header>
      {book.looks.map((look, index) => (
        // a look's first spot number is unique across the book (spots are numbered book-wide)
        <LookSection key={look.spots[0]?.number ?? `empty-${look.image}`} look={look} number={index + 1} />
      ))}
    </article>
  );
}

function LookSection({ look, number }: { look: Look; number: number }) {
  const t = useT();
  const heading = `look-${number}`;
  return (
    <section className="look" aria-labelledby={heading}>
      <h2 id={heading} className="look__title">
        {t('lookbook.look', { number })}
        {look.caption && <span className="look__caption">{look.caption}</span>}
      </h2>
      <div className="look__layout">
        <figure className="look__photo">
          <ShopImage
            src={look.image}
            alt={look.caption}
            sizes="(max-width: 992px) 100vw, 720px"
            width={1200}
            height={900}
            decoding="async"
          />
          {look.spots.map((spot) => (
            <Link
              key={spot.number}
              href={productHref(spot.product.slug)}
              className={`look__spot${spot.inStock ? '' : ' look__spot--out'}`}
              style={{ left: `${spot.x}%`, top: `${spot.y}%` }}
              aria-label={t('lookbook.spot', { number: spot.number, name: spot.product.name })}
            >
              {spot.number}
            </Link>
          ))}
        </figure>
        <div className="look__products">
          <h3 className="look__products-title">{t('lookbook.inThisLook')}</h3>
          <ol className="look__cards">
            {look.spots.map((spot) => (
              <li key={spot.number} className="look__card">
                <span className="look__card-number" aria-hidden="true">
                  {spot.number}
                </span>
                <ProductCard product={spot.product} />
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
