import '../styles/back-office.css';
import { useIntl } from 'react-intl';
import { StaffGate } from '../back-office/staff-gate.tsx';
import { type StaffData, staffRoute } from '../back-office/staff-route.ts';
import { useExecute } from '../graphql/context.tsx';
import { type ContactFormFieldsFragment, StaffContactFormsDocument } from '../graphql/generated/graphql.ts';
import { formatShopDate } from '../i18n/formats.ts';
import { translate, useT } from '../i18n/intl.ts';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { PagedListFooter } from '../shell/paged-list-footer.tsx';
import { usePagedList } from '../shell/use-paged-list.ts';
import { routePaths } from './paths.ts';

const PER_PAGE = 20;

type ContactFormsData = StaffData<readonly ContactFormFieldsFragment[]>;

/** /back-office/contact-forms: what shoppers wrote through the contact page, newest first (#17, #18). */
export const backOfficeContactFormsRoute = defineRoute({
  id: 'back-office-contact-forms',
  match: routePaths.backOfficeContactForms,
  load: staffRoute(async (_params, { execute }) => {
    const data = await execute(StaffContactFormsDocument, { page: 1, perPage: PER_PAGE });
    return { staff: data.staffMe, value: data.staffContactForms };
  }),
  head: (_data, intl) => ({ title: translate(intl, 'backoffice.contactForms.title') }),
  Component: ContactFormsPage,
});

function ContactFormsPage({ data, reload }: RouteComponentProps<ContactFormsData>) {
  return (
    <StaffGate data={data} reload={reload}>
      {(_staff, forms) => <ContactFormList firstPage={forms} />}
    </StaffGate>
  );
}

function ContactFormList({ firstPage }: { firstPage: readonly ContactFormFieldsFragment[] }) {
  const t = useT();
  const intl = useIntl();
  const execute = useExecute();
  const list = usePagedList({
    perPage: PER_PAGE,
    firstPage,
    fetchPage: async ({ page, perPage }) =>
      (await execute(StaffContactFormsDocument, { page, perPage })).staffContactForms,
  });
  return (
    <>
      <h1>{t('backoffice.contactForms.title')}</h1>
      <ol className="contact-forms">
        {list.items.map((form) => (
          <li key={form.id} className="contact-forms__item">
            <h2>{form.subject}</h2>
            <p className="contact-forms__from">
              {t(
                form.fromMember
                  ? 'backoffice.contactForms.fromMember'
                  : 'backoffice.contactForms.fromVisitor',
                {
                  name: form.name,
                },
              )}{' '}
              ·{' '}
              <a href={`mailto:${form.email}?subject=${encodeURIComponent(`Re: ${form.subject}`)}`}>
                {form.email}
              </a>
              {form.phone ? (
                <>
                  {' '}
                  · <a href={`tel:${form.phone}`}>{form.phone}</a>
                </>
              ) : null}{' '}
              · <time dateTime={form.createdAt}>{formatShopDate(intl, form.createdAt, 'dateTime')}</time>
            </p>
            <p className="contact-forms__message">{form.message}</p>
          </li>
        ))}
      </ol>
      <PagedListFooter
        list={list}
        moreLabel={t('backoffice.contactForms.more')}
        empty={<p>{t('backoffice.contactForms.none')}</p>}
      />
    </>
  );
}
