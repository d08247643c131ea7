/**
 * The basic-quote form's field checks, from the fields' one rule each.
 */

import { basicMobileRules } from '../fields/mobile.ts';
import { basicSizeRules } from '../fields/size.ts';
import { validateSync } from '../form/rule.ts';

/** The basic-quote size's message, or null when valid. */
export function validateBasicSize(value: string): string | null {
  return validateSync(basicSizeRules, value);
}

/** The basic-quote mobile's message, or null when valid. */
export function validateBasicMobile(value: string): string | null {
  return validateSync(basicMobileRules, value);
}
