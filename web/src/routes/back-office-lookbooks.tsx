import '../styles/back-office.css';
import '../styles/lookbooks.css';
import { LookBookTable } from '../back-office/lookbooks/look-book-table.tsx';
import { StaffGate } from '../back-office/staff-gate.tsx';
import { type StaffData, staffRoute } from '../back-office/staff-route.ts';
import {
  type StaffLookBookSummaryFieldsFragment,
  StaffLookBooksDocument,
} from '../graphql/generated/graphql.ts';
import { translate, useT } from '../i18n/intl.ts';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { routePaths } from './paths.ts';

type LookBooksAdminData = StaffData<StaffLookBookSummaryFieldsFragment[]>;

/** /back-office/lookbooks: a content editor lists, writes, edits and publishes look books. */
export const backOfficeLookBooksRoute = defineRoute({
  id: 'back-office-lookbooks',
  match: routePaths.backOfficeLookBooks,
  load: staffRoute(async (_params, { execute }) => {
    const data = await execute(StaffLookBooksDocument, {});
    return { staff: data.staffMe, value: data.staffLookBooks.items };
  }),
  head: (_data, intl) => ({ title: translate(intl, 'backoffice.lookbooks.title') }),
  Component: LookBooksAdminScreen,
});

function LookBooksAdminScreen({ data, reload }: RouteComponentProps<LookBooksAdminData>) {
  const t = useT();
  return (
    <StaffGate data={data} reload={reload}>
      {(_staff, items) => (
        <>
          <h1>{t('backoffice.lookbooks.title')}</h1>
          <LookBookTable first={items} />
        </>
      )}
    </StaffGate>
  );
}
