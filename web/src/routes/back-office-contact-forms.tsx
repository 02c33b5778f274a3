import '../styles/back-office.css';
import { useIntl } from 'react-intl';
import { canDo, StaffHeader } from '../back-office/staff-header.tsx';
import { StaffLoginForm } from '../back-office/staff-login-form.tsx';
import { errorCode } from '../graphql/client.ts';
import { useExecute } from '../graphql/context.tsx';
import {
  type ContactFormFieldsFragment,
  StaffContactFormsDocument,
  type StaffFieldsFragment,
} from '../graphql/generated/graphql.ts';
import { formatShopDate } from '../i18n/formats.ts';
import { errorMessage, translate, useT } from '../i18n/intl.ts';
import { defineRoute, type RouteComponentProps } from '../routing/route.ts';
import { PagedListFooter } from '../shell/paged-list-footer.tsx';
import { usePagedList } from '../shell/use-paged-list.ts';
import { routePaths } from './paths.ts';

const PER_PAGE = 20;

interface ContactFormsData {
  staff: StaffFieldsFragment | null;
  forms: readonly ContactFormFieldsFragment[];
  failure: string | null;
}

/** /back-office/contact-forms: what shoppers wrote through the contact page, newest first (#17, #18). */
export const backOfficeContactFormsRoute = defineRoute({
  id: 'back-office-contact-forms',
  match: routePaths.backOfficeContactForms,
  load: async (_params, { execute }): Promise<ContactFormsData> => {
    try {
      const data = await execute(StaffContactFormsDocument, { page: 1, perPage: PER_PAGE });
      return { staff: data.staffMe ?? null, forms: data.staffContactForms, failure: null };
    } catch (error) {
      const code = errorCode(error);
      if (code === 'STAFF_LOGIN_REQUIRED') return { staff: null, forms: [], failure: null };
      if (code === 'STAFF_ROLE_REQUIRED') return { staff: null, forms: [], failure: code };
      throw error;
    }
  },
  head: (_data, intl) => ({ title: translate(intl, 'backoffice.contactForms.title') }),
  Component: ContactFormsPage,
});

function ContactFormsPage({ data, reload }: RouteComponentProps<ContactFormsData>) {
  const intl = useIntl();
  if (data.failure) return <p className="back-office">{errorMessage(intl, data.failure)}</p>;
  if (!data.staff) return <StaffLoginForm onLoggedIn={reload} />;
  return (
    <section className="back-office">
      <StaffHeader staff={data.staff} onLoggedOut={reload} />
      {canDo(data.staff, 'CONTENT') ? (
        <ContactFormList firstPage={data.forms} />
      ) : (
        <p role="alert">{errorMessage(intl, 'STAFF_ROLE_REQUIRED')}</p>
      )}
    </section>
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
