/**
 * The operator the legal pages name (/terms, /privacy; 個資法 Art. 8 item 1: who collects):
 * OPERATOR_NAME and OPERATOR_REGISTRATION_NO. Outside production, unset, a placeholder that says
 * it is one; in production, unset, the pages say plainly that the operator is not configured
 * and the server logs a warning at start (docs/deploy.md). With them, the customer-service
 * contacts of the site's Help (`help-contacts.ts`: OPERATOR_HELP_PHONE, OPERATOR_HELP_EMAIL).
 */
import { statementMessages } from '@renovo/core/messages';
import type { Env } from '../env.ts';
import { type HelpContacts, helpContactsOf } from './help-contacts.ts';

/** The operator's details and where they came from. */
export interface Operator {
  name: string;
  registrationNo: string;
  /** `configured` (from the environment), `placeholder` (development), `missing` (production). */
  state: 'configured' | 'placeholder' | 'missing';
  /** The Help's customer-service contacts; absent when none is configured (none is shown). */
  help?: HelpContacts;
}

/** The operator of this deployment. */
export function operatorOf(
  env: Pick<
    Env,
    | 'OPERATOR_NAME'
    | 'OPERATOR_REGISTRATION_NO'
    | 'OPERATOR_HELP_PHONE'
    | 'OPERATOR_HELP_EMAIL'
    | 'production'
  >,
): Operator {
  const help = helpContactsOf(env);
  return { ...named(env), ...(help ? { help } : {}) };
}

/** Who the legal pages name, and where it came from. */
function named(env: Pick<Env, 'OPERATOR_NAME' | 'OPERATOR_REGISTRATION_NO' | 'production'>): Operator {
  if (env.OPERATOR_NAME && env.OPERATOR_REGISTRATION_NO)
    return { name: env.OPERATOR_NAME, registrationNo: env.OPERATOR_REGISTRATION_NO, state: 'configured' };
  if (!env.production) return { ...statementMessages.placeholderOperator, state: 'placeholder' };
  return { name: statementMessages.missingOperator, registrationNo: '—', state: 'missing' };
}
