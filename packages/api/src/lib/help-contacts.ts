/**
 * The customer-service contacts the site's Help shows (the drawer's Help section, the company
 * onboarding page, the contact line of /terms and /privacy): OPERATOR_HELP_PHONE and
 * OPERATOR_HELP_EMAIL. The spec leaves their values open, so they are the operator's; unset, no
 * contact is shown — in development as in production, never an invented one (docs/deploy.md).
 * Contacts saved in the console win over these (console/site-blocks/site-shown.ts).
 */
/** A phone as shown and as a `tel:` link. */
interface HelpPhone {
  display: string;
  href: string;
}

/** The contacts that are configured; a key is absent when its variable is unset. */
export interface HelpContacts {
  phone?: HelpPhone;
  email?: string;
  /** Service hours saved in the console (no setting has them). */
  hours?: string;
  /** An address saved in the console (no setting has it). */
  address?: string;
}

/** The `tel:` link of a phone number: its digits, with the leading `+` kept. */
export function telHref(display: string): string {
  return `tel:${display.startsWith('+') ? '+' : ''}${display.replace(/\D/g, '')}`;
}

/**
 * The configured contacts, or undefined when neither is set (the Help contacts are left out).
 * @example helpContactsOf({ OPERATOR_HELP_PHONE: '02-1234-5678' }); // { phone: { display: '02-1234-5678', href: 'tel:0212345678' } }
 */
export function helpContactsOf(env: {
  OPERATOR_HELP_PHONE?: string | undefined;
  OPERATOR_HELP_EMAIL?: string | undefined;
}): HelpContacts | undefined {
  const { OPERATOR_HELP_PHONE: phone, OPERATOR_HELP_EMAIL: email } = env;
  if (!phone && !email) return undefined;
  return {
    ...(phone ? { phone: { display: phone, href: telHref(phone) } } : {}),
    ...(email ? { email } : {}),
  };
}
