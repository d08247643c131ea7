/**
 * The four lead routes, each with a valid body for a mobile number (the consent notice version
 * the visitor was shown included), for tests that drive every lead route alike.
 * @example for (const r of LEAD_ROUTES) await h.call('POST', r.path, { body: r.body('0911000001') });
 */

import { PRIVACY_NOTICE_VERSION } from '@renovo/core/data';

/** The consent notice version the lead bodies carry: the current one. */
export const LEAD_NOTICE = PRIVACY_NOTICE_VERSION;

export const LEAD_ROUTES: { path: string; body: (mobile: string) => Record<string, unknown> }[] = [
  {
    path: '/hyperf/valuation/v3/submit',
    body: (mobile) => ({ region_id: 1, size: 30, mobile, accepted: 1, notice_version: LEAD_NOTICE }),
  },
  {
    path: '/hyperf/clues/consult',
    body: (mobile) => ({ mobile, accepted: 1, region_id: 1, notice_version: LEAD_NOTICE }),
  },
  {
    path: '/hyperf/clues/authorize',
    body: (mobile) => ({ sender_contact: mobile, accepted: 1, notice_version: LEAD_NOTICE }),
  },
  {
    path: '/hyperf/clues/order',
    body: (mobile) => ({
      mobile,
      page: 'style_test_result',
      variant: 'A',
      accepted: 1,
      notice_version: LEAD_NOTICE,
    }),
  },
];
