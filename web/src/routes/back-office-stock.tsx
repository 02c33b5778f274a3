import '../styles/back-office.css';
import { StaffGate } from '../back-office/staff-gate.tsx';
import { type StaffData, staffRoute } from '../back-office/staff-route.ts';
import { StockReceiving } from '../back-office/stock/stock-receiving.tsx';
import { StaffStockDocument, type StockReceiptFieldsFragment } from '../graphql/generated/graphql.ts';
import { translate } from '../i18n/intl.ts';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { routePaths } from './paths.ts';

type StockData = StaffData<readonly StockReceiptFieldsFragment[]>;

/** /back-office/stock: goods arrived, received by SKU with a note; the latest receipts below (#18). */
export const backOfficeStockRoute = defineRoute({
  id: 'back-office-stock',
  match: routePaths.backOfficeStock,
  load: staffRoute(async (_params, { execute }) => {
    const data = await execute(StaffStockDocument, {});
    return { staff: data.staffMe, value: data.staffStockReceipts };
  }),
  head: (_data, intl) => ({ title: translate(intl, 'backoffice.stock.title') }),
  Component: StockPage,
});

function StockPage({ data, reload }: RouteComponentProps<StockData>) {
  return (
    <StaffGate data={data} reload={reload}>
      {(staff, receipts) => <StockReceiving staffName={staff.name} firstReceipts={receipts} />}
    </StaffGate>
  );
}
