import '../styles/back-office.css';
import '../styles/lookbooks.css';
import '../styles/editing.css';
import { PromotionTable } from '../back-office/editing/promotion-table.tsx';
import { StaffGate } from '../back-office/staff-gate.tsx';
import { type StaffData, staffRoute } from '../back-office/staff-route.ts';
import {
  type StaffPromotionFieldsFragment,
  StaffPromotionsScreenDocument,
} from '../graphql/generated/graphql.ts';
import { translate, useT } from '../i18n/intl.ts';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { routePaths } from './paths.ts';

type PromotionsAdminData = StaffData<StaffPromotionFieldsFragment[]>;

/** /back-office/promotions: a content editor lists, writes, edits and ends promotions (#18). */
export const backOfficePromotionsRoute = defineRoute({
  id: 'back-office-promotions',
  match: routePaths.backOfficePromotions,
  load: staffRoute(async (_params, { execute }) => {
    const data = await execute(StaffPromotionsScreenDocument, { query: '' });
    return { staff: data.staffMe, value: data.staffPromotions.items };
  }),
  head: (_data, intl) => ({ title: translate(intl, 'backoffice.promotions.title') }),
  Component: PromotionsAdminScreen,
});

function PromotionsAdminScreen({ data, reload }: RouteComponentProps<PromotionsAdminData>) {
  const t = useT();
  return (
    <StaffGate data={data} reload={reload}>
      {(_staff, items) => (
        <>
          <h1>{t('backoffice.promotions.title')}</h1>
          <PromotionTable first={items} />
        </>
      )}
    </StaffGate>
  );
}
