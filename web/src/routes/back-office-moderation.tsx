import '../styles/back-office.css';
import { ModerationList } from '../back-office/moderation/moderation-list.tsx';
import { StaffGate } from '../back-office/staff-gate.tsx';
import { type StaffData, staffRoute } from '../back-office/staff-route.ts';
import { type ModerationItemFieldsFragment, StaffModerationDocument } from '../graphql/generated/graphql.ts';
import { translate, useT } from '../i18n/intl.ts';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { routePaths } from './paths.ts';

/** Staff see 20 items a page; "load more" appends the next 20. */
export const MODERATION_PER_PAGE = 20;

type ModerationData = StaffData<ModerationItemFieldsFragment[]>;

/** /back-office/moderation: the newest reviews and comments; a content editor hides or shows one, with a reason. */
export const backOfficeModerationRoute = defineRoute({
  id: 'back-office-moderation',
  match: routePaths.backOfficeModeration,
  load: staffRoute(async (_params, { execute }) => {
    const data = await execute(StaffModerationDocument, { page: 1, perPage: MODERATION_PER_PAGE });
    return { staff: data.staffMe, value: data.staffModeration.items };
  }),
  head: (_data, intl) => ({ title: translate(intl, 'backoffice.moderation.title') }),
  Component: ModerationScreen,
});

function ModerationScreen({ data, reload }: RouteComponentProps<ModerationData>) {
  const t = useT();
  return (
    <StaffGate data={data} reload={reload}>
      {(_staff, items) => (
        <>
          <h1>{t('backoffice.moderation.title')}</h1>
          <ModerationList firstPage={items} perPage={MODERATION_PER_PAGE} />
        </>
      )}
    </StaffGate>
  );
}
