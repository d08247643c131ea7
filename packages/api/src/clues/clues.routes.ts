/**
 * Clues (leads, docs/spec/session.md#entities, docs/spec/session.md#states, docs/spec/platform.md#calls):
 * clue info, consult, clue authorisation, and the order modal's
 * postInfo and getLastMessage. Every clue records its partner, page, agent, address and consent.
 */

import {
  type ClueKind,
  clueAuthorizeContract,
  clueInfoContract,
  consultContract,
  lastMessageContract,
  orderContract,
} from '@renovo/core/contracts';
import { isTaiwanMobile } from '@renovo/core/fields';
import { messages } from '@renovo/core/messages';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../lib/app-env.ts';
import { route } from '../lib/contract-route.ts';
import { ok } from '../lib/envelope.ts';
import { fail } from '../lib/errors.ts';
import { requestMeta } from '../lib/request-meta.ts';
import { loadUser } from '../middleware/auth/index.ts';
import { idempotency, leadKey, markReplayed } from '../middleware/idempotency/index.ts';
import { leadRequest } from '../middleware/lead-guard/index.ts';
import { checkNoticeVersion, fileLead } from '../services/lead-guard/index.ts';
import { consentRow } from '../session/session.service.ts';
import { hasSubmittedClue, type Utm } from './clues.service.ts';

interface ClueInput {
  kind: ClueKind;
  mobile: string;
  utm: Utm | undefined;
  type?: string | undefined;
  sourceType?: string | undefined;
  sourceId?: number | null | undefined;
  senderContact?: string | undefined;
  designId?: number | null | undefined;
  details?: Record<string, unknown>;
  /** The consent notice version the visitor was shown (checked against the known ones). */
  noticeVersion: string;
}

async function createClue(c: Context<AppEnv>, input: ClueInput) {
  const user = await loadUser(c);
  const { db, env, clock } = c.get('deps');
  const meta = requestMeta(c);
  const now = clock();
  const noticeVersion = checkNoticeVersion(env, input.noticeVersion);
  // A repeat of the same number and source within a day stores no new row: the same client gets
  // its first clue's id, any other a fresh id of its own (nothing of the first clue).
  const filed = await fileLead(db, env, {
    table: 'clues',
    mobile: input.mobile,
    source: [input.kind, input.type, input.sourceType, input.sourceId, input.designId],
    address: c.get('addressKey'),
    now,
    idempotency: leadKey(c),
    client: { userId: user?.id ?? null, clientUuid: meta.clientUuid },
    consent: consentRow({
      userId: user?.id ?? null,
      mobile: input.mobile,
      purpose: `clue:${input.kind}`,
      noticeVersion,
      now,
      clientIp: meta.clientIp,
      userAgent: meta.userAgent,
      partnerKey: meta.partnerKey,
    }),
    lead: {
      kind: input.kind,
      userId: user?.id ?? null,
      mobile: input.mobile,
      clientUuid: meta.clientUuid,
      utm: input.utm ?? {},
      type: input.type ?? null,
      sourceType: input.sourceType ?? null,
      sourceId: input.sourceId == null ? null : String(input.sourceId),
      senderContact: input.senderContact ?? null,
      designId: input.designId == null ? null : String(input.designId),
      details: input.details ?? {},
      partnerKey: meta.partnerKey,
      originPage: meta.originPage,
      userAgent: meta.userAgent,
      clientIp: meta.clientIp,
      createdAt: now,
    },
  });
  markReplayed(c, filed);
  return ok(c, { id: filed.id, exists_clue: true });
}

async function existsClue(c: Context<AppEnv>) {
  const user = await loadUser(c);
  const meta = requestMeta(c);
  const exists = await hasSubmittedClue(c.get('deps').db, {
    userId: user?.id ?? null,
    mobile: user?.mobile ?? null,
    clientUuid: meta.clientUuid,
  });
  return ok(c, { exists_clue: exists });
}

/** The clue routes. */
export function cluesRoutes() {
  const app = new Hono<AppEnv>();

  route(app, clueInfoContract, existsClue);
  route(app, lastMessageContract, existsClue);

  route(
    app,
    consultContract,
    async (c, { body }) => {
      const mobile = body.mobile;
      return createClue(c, {
        kind: 'consult',
        mobile,
        utm: body.utm,
        type: body.type,
        sourceType: body.source_type,
        sourceId: body.source_id,
        details: body.region_id === undefined ? {} : { region_id: body.region_id },
        noticeVersion: body.notice_version,
      });
    },
    { use: [leadRequest(), idempotency({ lead: true })] },
  );

  route(
    app,
    clueAuthorizeContract,
    async (c, { body }) => {
      let mobile = isTaiwanMobile(body.sender_contact) ? body.sender_contact : null;
      if (!mobile) {
        // A masked contact (status clue): the account's own mobile is shared.
        const user = await loadUser(c);
        if (!user) fail(401, messages.server.unauthorized);
        if (!user.mobile) fail(422, messages.login.mobileInvalid);
        mobile = user.mobile;
      }
      return createClue(c, {
        kind: 'authorize',
        mobile,
        utm: body.utm,
        type: body.type,
        sourceType: body.source_type,
        sourceId: body.source_id,
        senderContact: mobile,
        designId: body.design_id,
        noticeVersion: body.notice_version,
      });
    },
    { use: [leadRequest(), idempotency({ lead: true })] },
  );

  route(
    app,
    orderContract,
    async (c, { body }) => {
      const mobile = body.mobile;
      return createClue(c, {
        kind: 'order',
        mobile,
        utm: body.utm,
        type: body.page,
        sourceType: body.source_type,
        sourceId: body.source_id,
        details: {
          page: body.page,
          variant: body.variant,
          ...(body.region_id ? { region_id: body.region_id } : {}),
        },
        noticeVersion: body.notice_version,
      });
    },
    { use: [leadRequest(), idempotency({ lead: true })] },
  );

  return app;
}
