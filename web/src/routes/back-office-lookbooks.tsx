import '../styles/back-office.css';
import '../styles/lookbooks.css';
import { useIntl } from 'react-intl';
import { LookBookTable } from '../back-office/lookbooks/look-book-table.tsx';
import { StaffHeader } from '../back-office/staff-header.tsx';
import { StaffLoginForm } from '../back-office/staff-login-form.tsx';
import { errorCode } from '../graphql/client.ts';
import {
  type StaffFieldsFragment,
  type StaffLookBookSummaryFieldsFragment,
  StaffLookBooksDocument,
} from '../graphql/generated/graphql.ts';
import { errorMessage, translate, useT } from '../i18n/intl.ts';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { routePaths } from './paths.ts';

interface LookBooksAdminData {
  staff: StaffFieldsFragment | null;
  items: StaffLookBookSummaryFieldsFragment[] | null;
  failure: string | null;
}

/** /back-office/lookbooks: a content editor lists, writes, edits and publishes look books. */
export const backOfficeLookBooksRoute = defineRoute({
  id: 'back-office-lookbooks',
  match: routePaths.backOfficeLookBooks,
  load: async (_params, { execute }): Promise<LookBooksAdminData> => {
    try {
      const data = await execute(StaffLookBooksDocument, {});
      return { staff: data.staffMe ?? null, items: data.staffLookBooks.items, failure: null };
    } catch (error) {
      const code = errorCode(error);
      if (code === 'STAFF_LOGIN_REQUIRED') return { staff: null, items: null, failure: null };
      if (code === 'STAFF_ROLE_REQUIRED') return { staff: null, items: null, failure: code };
      throw error;
    }
  },
  head: (_data, intl) => ({ title: translate(intl, 'backoffice.lookbooks.title') }),
  Component: LookBooksAdminScreen,
});

function LookBooksAdminScreen({ data, reload }: RouteComponentProps<LookBooksAdminData>) {
  const t = useT();
  const intl = useIntl();
  if (data.failure) return <p className="back-office">{errorMessage(intl, data.failure)}</p>;
  if (!data.staff || !data.items) return <StaffLoginForm onLoggedIn={reload} />;
  return (
    <section className="back-office">
      <StaffHeader staff={data.staff} onLoggedOut={reload} />
      <h1>{t('backoffice.lookbooks.title')}</h1>
      <LookBookTable first={data.items} />
    </section>
  );
}
