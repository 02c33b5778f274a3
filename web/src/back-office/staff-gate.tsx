import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { StaffFieldsFragment } from '../graphql/generated/graphql.ts';
import { errorMessage } from '../i18n/intl.ts';
import { StaffHeader } from './staff-header.tsx';
import { StaffLoginForm } from './staff-login-form.tsx';
import type { StaffData } from './staff-route.ts';

interface StaffGateProps<T> {
  data: StaffData<T>;
  reload: () => void;
  /** Extra classes of the section (the roulette admin's own layout). */
  className?: string;
  /** Where a refusal points back to (an unknown quote → the quote list). */
  back?: { href: string; label: string };
  children: (staff: StaffFieldsFragment, value: T) => ReactNode;
}

/**
 * The door of every back-office screen: the refusal in words, or the login form, or the section
 * under the staff header. The section's own state lives in `children`, mounted only once past it.
 */
export function StaffGate<T>({ data, reload, className, back, children }: StaffGateProps<T>) {
  const intl = useIntl();
  if (data.failure) {
    return (
      <section className="back-office">
        <p role="alert">{errorMessage(intl, data.failure)}</p>
        {back ? <Link href={back.href}>{back.label}</Link> : null}
      </section>
    );
  }
  if (!data.staff) return <StaffLoginForm onLoggedIn={reload} />;
  return (
    <section className={className ? `back-office ${className}` : 'back-office'}>
      <StaffHeader staff={data.staff} onLoggedOut={reload} />
      {children(data.staff, data.value)}
    </section>
  );
}
