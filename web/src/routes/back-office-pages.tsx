import '../styles/back-office.css';
import '../styles/content-editing.css';
import { PageTable } from '../back-office/pages/page-table.tsx';
import { StaffGate } from '../back-office/staff-gate.tsx';
import { type StaffData, staffRoute } from '../back-office/staff-route.ts';
import {
  type StaffShopPageSummaryFieldsFragment,
  StaffShopPagesScreenDocument,
} from '../graphql/generated/graphql.ts';
import { translate, useT } from '../i18n/intl.ts';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { routePaths } from './paths.ts';

/** /back-office/pages: a content editor edits the shop's own pages (delivery, returns, …) and adds more. */
export const backOfficePagesRoute = defineRoute({
  id: 'back-office-pages',
  match: routePaths.backOfficePages,
  load: staffRoute(async (_params, { execute }) => {
    const data = await execute(StaffShopPagesScreenDocument, {});
    return { staff: data.staffMe, value: data.staffShopPages };
  }),
  head: (_data, intl) => ({ title: translate(intl, 'backoffice.pages.title') }),
  Component: PagesAdminScreen,
});

function PagesAdminScreen({
  data,
  reload,
}: RouteComponentProps<StaffData<StaffShopPageSummaryFieldsFragment[]>>) {
  const t = useT();
  return (
    <StaffGate data={data} reload={reload}>
      {(_staff, pages) => (
        <>
          <h1>{t('backoffice.pages.title')}</h1>
          <PageTable first={pages} />
        </>
      )}
    </StaffGate>
  );
}
