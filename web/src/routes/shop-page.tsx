import '../styles/content.css';
import { TextBlocks } from '../content/text-blocks.tsx';
import { ShopPageDocument, type ShopPageQuery } from '../graphql/generated/graphql.ts';
import { useT } from '../i18n/intl.ts';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { routePaths } from './paths.ts';

type ShopPage = ShopPageQuery['shopPage'];

const DESCRIPTION_LENGTH = 160;

/**
 * /pages/<slug>: one of the shop's own pages (delivery, returns, payment, about, contacts, terms,
 * privacy), rendered on the server in the shopper's language, English filling gaps.
 */
export const shopPageRoute = defineRoute({
  id: 'shop-page',
  match: routePaths.shopPage,
  load: async ({ slug }, { execute }): Promise<ShopPage> =>
    (await execute(ShopPageDocument, { slug })).shopPage,
  head: (page) => ({
    title: page.title,
    description: page.body
      .replace(/^#+\s*/gm, '')
      .replace(/\s+/g, ' ')
      .slice(0, DESCRIPTION_LENGTH),
  }),
  Component: ShopPageScreen,
});

function ShopPageScreen({ data: page }: RouteComponentProps<ShopPage>) {
  const t = useT();
  return (
    <article className="shop-page">
      <h1>{page.title}</h1>
      <TextBlocks text={page.body} level={2} />
      {/* the ISO day reads the same on the server and in every browser (no locale date data needed) */}
      <p className="shop-page__updated">{t('pages.updated', { date: page.updatedAt.slice(0, 10) })}</p>
    </article>
  );
}
