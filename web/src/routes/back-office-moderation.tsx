import '../styles/back-office.css';
import { useIntl } from 'react-intl';
import { ModerationList } from '../back-office/moderation/moderation-list.tsx';
import { StaffHeader } from '../back-office/staff-header.tsx';
import { StaffLoginForm } from '../back-office/staff-login-form.tsx';
import { errorCode } from '../graphql/client.ts';
import {
  type ModerationItemFieldsFragment,
  type StaffFieldsFragment,
  StaffModerationDocument,
} from '../graphql/generated/graphql.ts';
import { errorMessage, translate, useT } from '../i18n/intl.ts';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { routePaths } from './paths.ts';

/** Staff see 20 items a page; "load more" appends the next 20. */
export const MODERATION_PER_PAGE = 20;

interface ModerationData {
  staff: StaffFieldsFragment | null;
  items: ModerationItemFieldsFragment[] | null;
  failure: string | null;
}

/** /back-office/moderation: the newest reviews and comments; a content editor hides or shows one, with a reason. */
export const backOfficeModerationRoute = defineRoute({
  id: 'back-office-moderation',
  match: routePaths.backOfficeModeration,
  load: async (_params, { execute }): Promise<ModerationData> => {
    try {
      const data = await execute(StaffModerationDocument, { page: 1, perPage: MODERATION_PER_PAGE });
      return { staff: data.staffMe ?? null, items: data.staffModeration.items, failure: null };
    } catch (error) {
      const code = errorCode(error);
      if (code === 'STAFF_LOGIN_REQUIRED') return { staff: null, items: null, failure: null };
      if (code === 'STAFF_ROLE_REQUIRED') return { staff: null, items: null, failure: code };
      throw error;
    }
  },
  head: (_data, intl) => ({ title: translate(intl, 'backoffice.moderation.title') }),
  Component: ModerationScreen,
});

function ModerationScreen({ data, reload }: RouteComponentProps<ModerationData>) {
  const t = useT();
  const intl = useIntl();
  if (data.failure) return <p className="back-office">{errorMessage(intl, data.failure)}</p>;
  if (!data.staff || !data.items) return <StaffLoginForm onLoggedIn={reload} />;
  return (
    <section className="back-office">
      <StaffHeader staff={data.staff} onLoggedOut={reload} />
      <h1>{t('backoffice.moderation.title')}</h1>
      <ModerationList firstPage={data.items} perPage={MODERATION_PER_PAGE} />
    </section>
  );
}
