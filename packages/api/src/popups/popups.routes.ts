/**
 * Popup manager and activity configs (docs/spec/quotes.md#entities, docs/spec/popups-and-header.md#states,
 * docs/spec/quotes.md#calls): which quote popup a page shows, and
 * the mid-year campaign's coupon flag and end time.
 */

import { configsContract, popupsContract } from '@renovo/core/contracts';
import { POPUP_NAMES, type PopupName } from '@renovo/core/data';
import { Hono } from 'hono';
import { hasSubmittedClue } from '../clues/clues.service.ts';
import type { AppEnv } from '../lib/app-env.ts';
import { route } from '../lib/contract-route.ts';
import { ok } from '../lib/envelope.ts';
import { requestMeta } from '../lib/request-meta.ts';
import { loadUser } from '../middleware/auth/index.ts';
import { siteConfigsOf } from './popups.service.ts';

/** Pages whose quote popup is the community one (docs/spec/popups-and-header.md#states: work detail). */
const COMMUNITY_POPUP_PAGES = new Set(['work_detail', 'works_detail', 'work_detail_auto_popbox']);
const DAY_MS = 24 * 60 * 60 * 1000;

function isPopupName(name: string | undefined): name is PopupName {
  return name !== undefined && (POPUP_NAMES as readonly string[]).includes(name);
}

/** The popups routes. */
export function popupsRoutes() {
  const app = new Hono<AppEnv>();

  route(app, popupsContract, async (c, { body }) => {
    const user = await loadUser(c);
    const { db, clock } = c.get('deps');
    const submitted = await hasSubmittedClue(db, {
      userId: user?.id ?? null,
      mobile: user?.mobile ?? null,
      clientUuid: requestMeta(c).clientUuid,
    });
    const meta = { extra: { has_submitted_clue: submitted } };
    if (isPopupName(body.test_popup_name)) return ok(c, [{ name: body.test_popup_name }], { meta });
    if (submitted) return ok(c, [], { meta });
    const name: PopupName = COMMUNITY_POPUP_PAGES.has(body.page_name)
      ? 'community-valuation'
      : 'normal-valuation';
    const now = clock().getTime();
    const shownRecently = body.data.some((entry) => {
      // The client may store seconds or milliseconds.
      const at = entry.timestamp < 1e12 ? entry.timestamp * 1000 : entry.timestamp;
      return entry.name === name && entry.page === body.page_name && now - at < DAY_MS;
    });
    return ok(c, shownRecently ? [] : [{ name }], { meta });
  });

  route(app, configsContract, async (c, { query }) => {
    const types = query['config_type[]'];
    const { db, clock } = c.get('deps');
    const rows = await siteConfigsOf(db, types);
    const nowSeconds = Math.floor(clock().getTime() / 1000);
    const data: Record<string, { show_coupon: boolean; end_time: number }> = {};
    for (const row of rows) {
      const endTime = Number(row.value.end_time ?? 0);
      data[row.key] = { show_coupon: Boolean(row.value.coupon) && nowSeconds < endTime, end_time: endTime };
    }
    return ok(c, data);
  });

  return app;
}
