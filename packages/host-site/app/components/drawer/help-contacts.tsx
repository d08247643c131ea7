/**
 * The customer-service contacts (phone, mail, hours, address) the drawer's Help section and the
 * company onboarding page show: those saved in the console's 網站區塊, else the operator's
 * settings (OPERATOR_HELP_PHONE, OPERATOR_HELP_EMAIL), read by the server into the root data: with none configured nothing is shown, never an invented one.
 */
import { drawerMessages } from '@renovo/core';
import { useRouteLoaderData } from 'react-router';
import type { SiteHelpContacts } from '../../lib/host-context.ts';
import type { RootData } from '../layout/root-data.ts';

/** The configured contacts, or null when there are none (or outside the site's frame). */
export function useHelpContacts(): SiteHelpContacts | null {
  return (useRouteLoaderData('root') as RootData | undefined)?.help ?? null;
}

/** Props of {@link HelpContactList}. */
interface HelpContactListProps {
  contacts: SiteHelpContacts;
  className: string;
  /** The mail link's subject, when the page asks for one. */
  mailSubject?: string;
}

/** The configured phone and mail with the service hours; each pair is a `div` inside the list. */
export function HelpContactList({ contacts, className, mailSubject }: HelpContactListProps) {
  const { phone, email, hours, address } = contacts;
  const subject = mailSubject ? `?subject=${encodeURIComponent(mailSubject)}` : '';
  return (
    <dl className={className}>
      {phone ? (
        <div>
          <dt>{drawerMessages.phoneLabel}</dt>
          <dd>
            <a href={phone.href}>{phone.display}</a>
          </dd>
        </div>
      ) : null}
      {email ? (
        <div>
          <dt>{drawerMessages.mailLabel}</dt>
          <dd>
            <a href={`mailto:${email}${subject}`}>{email}</a>
          </dd>
        </div>
      ) : null}
      <div>
        <dt>{drawerMessages.hoursLabel}</dt>
        <dd>{hours ?? drawerMessages.hours}</dd>
      </div>
      {address ? (
        <div>
          <dt>{drawerMessages.addressLabel}</dt>
          <dd>{address}</dd>
        </div>
      ) : null}
    </dl>
  );
}
