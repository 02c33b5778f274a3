import '../styles/back-office.css';
import '../styles/lookbooks.css';
import '../styles/editing.css';
import { BrandTable } from '../back-office/editing/brand-table.tsx';
import { StaffGate } from '../back-office/staff-gate.tsx';
import { type StaffData, staffRoute } from '../back-office/staff-route.ts';
import { type StaffBrandFieldsFragment, StaffBrandsScreenDocument } from '../graphql/generated/graphql.ts';
import { translate, useT } from '../i18n/intl.ts';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { routePaths } from './paths.ts';

type BrandsAdminData = StaffData<StaffBrandFieldsFragment[]>;

/** /back-office/brands: a content editor lists, writes and edits brands, their story and logo (#18). */
export const backOfficeBrandsRoute = defineRoute({
  id: 'back-office-brands',
  match: routePaths.backOfficeBrands,
  load: staffRoute(async (_params, { execute }) => {
    const data = await execute(StaffBrandsScreenDocument, { query: '' });
    return { staff: data.staffMe, value: data.staffBrands.items };
  }),
  head: (_data, intl) => ({ title: translate(intl, 'backoffice.brands.title') }),
  Component: BrandsAdminScreen,
});

function BrandsAdminScreen({ data, reload }: RouteComponentProps<BrandsAdminData>) {
  const t = useT();
  return (
    <StaffGate data={data} reload={reload}>
      {(_staff, items) => (
        <>
          <h1>{t('backoffice.brands.title')}</h1>
          <BrandTable first={items} />
        </>
      )}
    </StaffGate>
  );
}
