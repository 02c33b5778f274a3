import '../styles/back-office.css';
import '../styles/content-editing.css';
import { NewsTable } from '../back-office/news/news-table.tsx';
import { StaffGate } from '../back-office/staff-gate.tsx';
import { type StaffData, staffRoute } from '../back-office/staff-route.ts';
import {
  StaffNewsScreenDocument,
  type StaffNewsScreenQuery,
  type StaffNewsSummaryFieldsFragment,
} from '../graphql/generated/graphql.ts';
import { translate, useT } from '../i18n/intl.ts';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { routePaths } from './paths.ts';

interface NewsAdmin {
  items: StaffNewsSummaryFieldsFragment[];
  authors: StaffNewsScreenQuery['authors']['items'];
}

/** /back-office/news: a content editor lists, writes, edits, publishes and deletes news. */
export const backOfficeNewsRoute = defineRoute({
  id: 'back-office-news',
  match: routePaths.backOfficeNews,
  load: staffRoute(async (_params, { execute }) => {
    const data = await execute(StaffNewsScreenDocument, {});
    return {
      staff: data.staffMe,
      value: { items: data.staffNewsList.items, authors: data.authors.items },
    };
  }),
  head: (_data, intl) => ({ title: translate(intl, 'backoffice.news.title') }),
  Component: NewsAdminScreen,
});

function NewsAdminScreen({ data, reload }: RouteComponentProps<StaffData<NewsAdmin>>) {
  const t = useT();
  return (
    <StaffGate data={data} reload={reload}>
      {(_staff, { items, authors }) => (
        <>
          <h1>{t('backoffice.news.title')}</h1>
          <NewsTable first={items} authors={authors} />
        </>
      )}
    </StaffGate>
  );
}
