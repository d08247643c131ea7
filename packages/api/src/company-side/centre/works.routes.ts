/**
 * A company's works in its centre (docs/spec/company-side.md#centre): its members list them,
 * write drafts with the company's own photos, and send one for review (`submit`). A company the
 * staff verified that already has a published work publishes at once; the others' submitted
 * drafts wait (`review_requested_at`) for the staff, who publish them from the console's 待審核
 * list. A published work is the staff's to change (409). Written by the console works service
 * (one code path), audited, the site's cache dropped when something was published.
 */

import type { CompanyWorkInputSchema } from '@renovo/core/contracts';
import {
  companyWorkCreateContract,
  companyWorksContract,
  companyWorkUpdateContract,
  type WorkPhotoInput,
} from '@renovo/core/contracts';
import { format, companyCentreMessages as m } from '@renovo/core/messages';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { z } from 'zod';
import { brokenUniqueConstraint } from '../../console/companies/library-photos.ts';
import { createWork, updateWork } from '../../console/works/works.service.ts';
import { contentChanged } from '../../content/publishing/content-changed.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { route } from '../../lib/contract-route.ts';
import { fail } from '../../lib/errors.ts';
import { recordAudit } from '../../services/audit/index.ts';
import { type CompanyMember, requireCompanyMember } from '../members/company-member.ts';
import { companyVerificationLevel } from '../verification/verification-level.ts';
import { firstForeignPhoto } from './company-media.service.ts';
import { noStore } from './no-store.ts';
import { companyById } from './profile.service.ts';
import { companyWorks, ownWork, publishedWorks } from './works.service.ts';

type Input = z.output<typeof CompanyWorkInputSchema>;

/** The work's columns from the member's input. */
function columnsOf(body: Input) {
  return {
    title: body.title,
    description: body.description,
    styleId: body.style_id,
    housingType: body.housing_type,
    areaPing: body.area_ping,
    room: body.room,
    hall: body.hall,
    bath: body.bath,
    budgetWan: body.budget_wan,
    regionId: body.region_id,
    designer: body.designer,
    coverMediaId: body.cover_media_id ?? body.photos[0]?.media_id ?? null,
  };
}

const photosOf = (body: Input): WorkPhotoInput[] =>
  body.photos.map((p) => ({ mediaId: p.media_id, spaceId: p.space_id, caption: p.caption, alt: p.alt }));

/** Does the member's company publish without review (staff-verified, a work already published)? */
async function publishesDirectly(c: Context<AppEnv>, member: CompanyMember): Promise<boolean> {
  const { db, clock } = c.get('deps');
  const company = await companyById(db, member.companyId);
  if (!company || companyVerificationLevel(company, clock()) !== 'staff_verified') return false;
  return (await publishedWorks(db, member.companyId)) > 0;
}

/** Where a saved work stands: a draft, waiting for review, or published. */
async function decided(c: Context<AppEnv>, member: CompanyMember, submit: boolean, now: Date) {
  if (!submit) return { status: 'draft' as const, reviewRequestedAt: null };
  // Sent (again): the staff's reason for returning it last time is done with.
  if (await publishesDirectly(c, member))
    return { status: 'published' as const, reviewRequestedAt: null, reviewNote: null, publishedAt: now };
  return { status: 'draft' as const, reviewRequestedAt: now, reviewNote: null };
}

/** Refuses photos that are not the company's (`kept`: those already on the work stay usable). */
async function checkPhotos(c: Context<AppEnv>, member: CompanyMember, body: Input, kept: (number | null)[]) {
  const ids = [body.cover_media_id, ...body.photos.map((p) => p.media_id)];
  const bad = await firstForeignPhoto(c.get('deps').db, member.companyId, ids, kept);
  if (bad !== null) fail(422, format(m.photoNotYours, { id: bad }));
}

/** Runs a write, answering 409 for a taken title. */
async function titleChecked<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (brokenUniqueConstraint(error) === null) throw error;
    fail(409, m.workTitleTaken);
  }
}

/** The answer: the work as the centre shows it. */
async function answerOf(c: Context<AppEnv>, member: CompanyMember, id: number) {
  const { db, env } = c.get('deps');
  const [work] = await companyWorks(db, member.companyId, env.MEDIA_PUBLIC_ORIGIN, id);
  if (!work) fail(404, m.workNotFound);
  return work;
}

/** The company centre's work routes. */
export function companyWorksRoutes() {
  const app = new Hono<AppEnv>();
  const use = [noStore];

  route(
    app,
    companyWorksContract,
    async (c, { ok }) => {
      const member = await requireCompanyMember(c);
      const { db, env } = c.get('deps');
      return ok({ items: await companyWorks(db, member.companyId, env.MEDIA_PUBLIC_ORIGIN) });
    },
    { use },
  );

  route(
    app,
    companyWorkCreateContract,
    async (c, { body, ok }) => {
      const member = await requireCompanyMember(c);
      await checkPhotos(c, member, body, []);
      const now = c.get('deps').clock();
      const state = await decided(c, member, body.submit, now);
      const id = await titleChecked(() =>
        createWork(
          c.get('deps').db,
          {
            ...columnsOf(body),
            companyId: member.companyId,
            coverUrl: '',
            publishedAt: now,
            updatedAt: now,
            ...state,
          },
          photosOf(body),
          (tx, created) =>
            recordAudit(tx, c, {
              action: state.status === 'published' ? 'work.publish' : 'work.create',
              subjectType: 'work',
              subjectId: created,
              details: { company_id: member.companyId, member: member.userId, submitted: body.submit },
            }),
        ),
      );
      if (state.status === 'published') contentChanged(c.get('deps'));
      return ok(await answerOf(c, member, id));
    },
    { use },
  );

  route(
    app,
    companyWorkUpdateContract,
    async (c, { params, body, ok }) => {
      const member = await requireCompanyMember(c);
      const { db, clock } = c.get('deps');
      const before = await ownWork(db, member.companyId, params.id);
      if (!before) fail(404, m.workNotFound);
      if (before.status === 'published') fail(409, m.workLocked);
      // Scheduled by the staff (published at its time): an edit would turn it back into a draft.
      if (before.status === 'scheduled') fail(409, m.workScheduled);
      const current = await companyWorks(db, member.companyId, undefined, params.id);
      await checkPhotos(c, member, body, [
        before.coverMediaId,
        ...(current[0]?.photos ?? []).map((p) => p.media_id),
      ]);
      const now = clock();
      const state = await decided(c, member, body.submit, now);
      const updated = await titleChecked(() =>
        updateWork(
          db,
          params.id,
          () => ({ ...columnsOf(body), ...state, updatedAt: now }),
          photosOf(body),
          (tx, _before, after) =>
            recordAudit(tx, c, {
              action: after.status === 'published' ? 'work.publish' : 'work.update',
              subjectType: 'work',
              subjectId: after.id,
              details: { company_id: member.companyId, member: member.userId, submitted: body.submit },
            }),
        ),
      );
      if (!updated) fail(404, m.workNotFound);
      if (updated.status === 'published' || before.status !== 'draft') contentChanged(c.get('deps'));
      return ok(await answerOf(c, member, params.id));
    },
    { use },
  );

  return app;
}
