import '../styles/back-office.css';
import { useIntl } from 'react-intl';
import { StaffHeader } from '../back-office/staff-header.tsx';
import { StaffLoginForm } from '../back-office/staff-login-form.tsx';
import { StockReceiving } from '../back-office/stock/stock-receiving.tsx';
import { errorCode } from '../graphql/client.ts';
import {
  type StaffFieldsFragment,
  StaffStockDocument,
  type StockReceiptFieldsFragment,
} from '../graphql/generated/graphql.ts';
import { errorMessage, translate } from '../i18n/intl.ts';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { routePaths } from './paths.ts';

interface StockData {
  staff: StaffFieldsFragment | null;
  receipts: readonly StockReceiptFieldsFragment[];
  failure: string | null;
}

/** /back-office/stock: goods arrived, received by SKU with a note; the latest receipts below (#18). */
export const backOfficeStockRoute = defineRoute({
  id: 'back-office-stock',
  match: routePaths.backOfficeStock,
  load: async (_params, { execute }): Promise<StockData> => {
    try {
      const data = await execute(StaffStockDocument, {});
      return { staff: data.staffMe ?? null, receipts: data.staffStockReceipts, failure: null };
    } catch (error) {
      const code = errorCode(error);
      if (code === 'STAFF_LOGIN_REQUIRED') return { staff: null, receipts: [], failure: null };
      if (code === 'STAFF_ROLE_REQUIRED') return { staff: null, receipts: [], failure: code };
      throw error;
    }
  },
  head: (_data, intl) => ({ title: translate(intl, 'backoffice.stock.title') }),
  Component: StockPage,
});

function StockPage({ data, reload }: RouteComponentProps<StockData>) {
  const intl = useIntl();
  if (data.failure) return <p className="back-office">{errorMessage(intl, data.failure)}</p>;
  if (!data.staff) return <StaffLoginForm onLoggedIn={reload} />;
  return (
    <section className="back-office">
      <StaffHeader staff={data.staff} onLoggedOut={reload} />
      <StockReceiving staffName={data.staff.name} firstReceipts={data.receipts} />
    </section>
  );
}
