import '../styles/lookbooks.css';
import { Link } from 'wouter';
import { ShopImage } from '../catalog/responsive-image.tsx';
import { useExecute } from '../graphql/context.tsx';
import { LookBooksDocument, type LookBooksQuery } from '../graphql/generated/graphql.ts';
import { translate, useT } from '../i18n/intl.ts';
import { lookBookHref } from '../lookbooks/links.ts';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { PagedListFooter } from '../shell/paged-list-footer.tsx';
import { usePagedList } from '../shell/use-paged-list.ts';
import { routePaths } from './paths.ts';

/** Spec §4 lists: a first page of 12 covers (a 3 × 4 grid on a desktop), more appended on demand. */
export const LOOK_BOOKS_PER_PAGE = 12;

type LookBookCover = LookBooksQuery['lookBooks']['items'][number];

interface LookBooksData {
  items: readonly LookBookCover[];
  total: number;
}

/** /lookbooks: the covers of the published look books, newest first. */
export const lookBooksRoute = defineRoute({
  id: 'lookbooks',
  match: routePaths.lookBooks,
  load: async (_params, { execute }): Promise<LookBooksData> => {
    const { lookBooks } = await execute(LookBooksDocument, { page: 1, perPage: LOOK_BOOKS_PER_PAGE });
    return { items: lookBooks.items, total: lookBooks.total };
  },
  head: (_data, intl) => ({
    title: translate(intl, 'lookbooks.title'),
    description: translate(intl, 'lookbooks.description'),
  }),
  Component: LookBooksScreen,
});

function LookBooksScreen({ data }: RouteComponentProps<LookBooksData>) {
  const t = useT();
  const execute = useExecute();
  const list = usePagedList<LookBookCover>({
    perPage: LOOK_BOOKS_PER_PAGE,
    firstPage: data.items,
    fetchPage: async (input) => (await execute(LookBooksDocument, input)).lookBooks.items,
  });
  return (
    <section className="look-books">
      <header className="page-header">
        <h1>{t('lookbooks.title')}</h1>
        <p className="page-header__count">{t('lookbooks.count', { total: data.total })}</p>
      </header>
      <p className="look-books__lead">{t('lookbooks.description')}</p>
      {list.items.length > 0 && (
        <ul className="look-books__grid">
          {list.items.map((book, index) => (
            <li key={book.id}>
              <Link href={lookBookHref(book.slug)} className="look-book-cover">
                <ShopImage
                  src={book.cover}
                  alt=""
                  sizes="(max-width: 992px) 100vw, 400px"
                  width={1200}
                  height={900}
                  // the first row is in the first screen: no lazy loading there
                  loading={index < 3 ? 'eager' : 'lazy'}
                  decoding="async"
                />
                <span className="look-book-cover__text">
                  <span className="look-book-cover__title">{book.title}</span>
                  <span className="look-book-cover__sizes">
                    {t('lookbooks.sizes', { looks: book.lookCount, products: book.productCount })}
                  </span>
                  {book.intro && <span className="look-book-cover__intro">{book.intro}</span>}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className="product-list__more">
        <PagedListFooter
          list={list}
          moreLabel={t('list.loadMore')}
          empty={<p className="product-list__status">{t('lookbooks.empty')}</p>}
          errorClassName="product-list__failure"
        />
      </div>
    </section>
  );
}
