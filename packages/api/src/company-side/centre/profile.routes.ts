/**
 * The member's company in its centre (docs/spec/company-side.md#centre): its profile (read by any
 * member; owners and staff change it), and its dashboard. A logo must be one of the company's
 * own photos (one the staff already set stays); the budget and size bands are checked with the
 * halves kept. Each change drops the site's cached answers (the company page shows it at once).
 */
import {
  companyDashboardContract,
  companyProfileContract,
  companyProfileUpdateContract,
} from '@renovo/core/contracts';
import { companyCentreMessages as m, messages } from '@renovo/core/messages';
import { Hono } from 'hono';
import { contentChanged } from '../../content/publishing/content-changed.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { route } from '../../lib/contract-route.ts';
import { fail } from '../../lib/errors.ts';
import { requireCompanyMember } from '../members/company-member.ts';
import { firstForeignPhoto } from './company-media.service.ts';
import { dashboardOf } from './dashboard.service.ts';
import { noStore } from './no-store.ts';
import { companyById, type ProfileChange, profileView, updateProfile } from './profile.service.ts';

/** The profile and dashboard routes. */
export function companyProfileRoutes() {
  const app = new Hono<AppEnv>();
  const use = [noStore];

  route(
    app,
    companyProfileContract,
    async (c, { ok }) => {
      const member = await requireCompanyMember(c);
      const { db, clock, env } = c.get('deps');
      const row = await companyById(db, member.companyId);
      if (!row) fail(403, messages.companySide.notMember);
      return ok(await profileView(db, row, member, clock(), env.MEDIA_PUBLIC_ORIGIN));
    },
    { use },
  );

  route(
    app,
    companyProfileUpdateContract,
    async (c, { body, ok }) => {
      const member = await requireCompanyMember(c);
      const { db, clock, env } = c.get('deps');
      const before = await companyById(db, member.companyId);
      if (!before) fail(403, messages.companySide.notMember);
      const change: ProfileChange = {
        logoMediaId: body.logo_media_id,
        intro: body.intro,
        regionId: body.region_id,
        servedRegionIds: body.served_region_ids,
        styleIds: body.style_ids,
        priceMinWan: body.price_min_wan,
        priceMaxWan: body.price_max_wan,
        teamSize: body.team_size,
        sizeMinPing: body.size_min_ping,
        sizeMaxPing: body.size_max_ping,
        monthlyCapacity: body.monthly_capacity,
        paused: body.paused,
      };
      const set = Object.fromEntries(
        Object.entries(change).filter(([, v]) => v !== undefined),
      ) as ProfileChange;
      const after = { ...before, ...set };
      if (after.priceMinWan > after.priceMaxWan) fail(422, messages.consoleCompanies.badBudget);
      if (after.sizeMinPing !== null && after.sizeMaxPing !== null && after.sizeMinPing > after.sizeMaxPing)
        fail(422, m.badSizeOrder);
      if (set.logoMediaId !== undefined) {
        const foreign = await firstForeignPhoto(
          db,
          member.companyId,
          [set.logoMediaId],
          [before.logoMediaId],
        );
        if (foreign !== null) fail(422, m.logoNotYours);
      }
      const now = clock();
      const row = await updateProfile(db, member.companyId, set, now);
      if (!row) fail(403, messages.companySide.notMember);
      contentChanged(c.get('deps'));
      return ok(await profileView(db, row, member, now, env.MEDIA_PUBLIC_ORIGIN), { message: m.saved });
    },
    { use },
  );

  route(
    app,
    companyDashboardContract,
    async (c, { ok }) => {
      const member = await requireCompanyMember(c);
      const { db, clock } = c.get('deps');
      const row = await companyById(db, member.companyId);
      if (!row) fail(403, messages.companySide.notMember);
      return ok(await dashboardOf(db, row, clock()));
    },
    { use },
  );

  return app;
}
