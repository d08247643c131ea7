/**
 * Site content (docs/spec/platform.md#calls): banners, popboxes, the footer config (hot companies), SEO info,
 * saving (downloading) an image, and the entry calls of the decoration robot and the IM.
 */

import { randomUUID } from 'node:crypto';
import {
  decorationRobotInitContract,
  footerConfigContract,
  type ImageSaveSchema,
  imagesSaveContract,
  imRegisterContract,
  imWelcomeContract,
  newBannersContract,
  popboxsCustomizeContract,
  seoInfoContract,
} from '@renovo/core/contracts';
import { chatMessages, format } from '@renovo/core/messages';
import { type Context, Hono } from 'hono';
import type { z } from 'zod';
import { hasSubmittedClue } from '../../clues/clues.service.ts';
import { storedBlocks } from '../../console/site-blocks/site-blocks.service.ts';
import { shownBanners, shownHours } from '../../console/site-blocks/site-shown.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { route } from '../../lib/contract-route.ts';
import { sha256 } from '../../lib/crypto.ts';
import { ok } from '../../lib/envelope.ts';
import { fail } from '../../lib/errors.ts';
import { idempotency } from '../../middleware/idempotency/index.ts';
import { FOOTER_LINKS, POPBOXES, SERVICE_HOURS } from '../catalogue/site.ts';
import { companyCard } from '../companies/company-cards.ts';
import { CONTENT_MESSAGES } from '../shared/messages.ts';
import { mediaUrls } from '../shared/public-url.ts';
import { visitorOf } from '../shared/visitor.ts';
import { articleImagesOf, hotCompanies, recordImageSave, workImageOf } from './misc.service.ts';
import { seoFor } from './seo.ts';

async function saveImage(c: Context<AppEnv>, body: z.output<typeof ImageSaveSchema>) {
  const visitor = await visitorOf(c);
  const { db, clock } = c.get('deps');
  // Downloading is one of the actions that need a login or a clue authorisation
  // (docs/spec/session.md#states).
  if (!visitor.userId && !(await hasSubmittedClue(db, { clientUuid: visitor.clientUuid }))) {
    fail(401, CONTENT_MESSAGES.downloadNeedsLogin);
  }
  let imageId: number | null = null;
  let url: string;
  if (body.source_type === 'work') {
    const image = await workImageOf(db, body.source_id, {
      id: body.image_id,
      url: stripOrigin(body.url ?? ''),
    });
    if (!image) fail(404, CONTENT_MESSAGES.imageNotFound);
    imageId = image.id;
    url = image.url;
  } else {
    const wanted = stripOrigin(body.url ?? '');
    const image = (await articleImagesOf(db, body.source_id)).find((img) => img.src === wanted);
    if (!image) fail(404, CONTENT_MESSAGES.imageNotFound);
    url = image.src;
  }
  const saves = await recordImageSave(db, {
    userId: visitor.userId,
    clientUuid: visitor.clientUuid,
    imageId,
    url,
    sourceType: body.source_type,
    sourceId: String(body.source_id),
    createdAt: clock(),
  });
  const file = url.split('/').pop() ?? 'image.svg';
  return ok(c, { url: mediaUrls(c)(url), file_name: `renovo-${file}`, save_count: saves });
}

/** An answered (absolute) media URL back to the stored root-relative one. */
function stripOrigin(url: string): string {
  return url.replace(/^https?:\/\/[^/]+/, '');
}

/** The misc routes. */
export function miscRoutes() {
  const app = new Hono<AppEnv>();

  route(app, newBannersContract, async (c, { query: { position } }) => {
    const { db, env, clock } = c.get('deps');
    const banners = await shownBanners(db, await storedBlocks(db), env, clock(), mediaUrls(c));
    const items = banners
      .filter((b) => !position || b.position === position)
      .sort((a, b) => a.position.localeCompare(b.position) || a.sort - b.sort);
    return ok(c, { items });
  });

  route(app, popboxsCustomizeContract, (c, { query: { page_name } }) => {
    const url = mediaUrls(c);
    const items = POPBOXES.filter((p) => !page_name || p.page_names.includes(page_name)).map((p) => ({
      ...p,
      image_pc: url(p.image_pc),
      image_mobile: url(p.image_mobile),
    }));
    return ok(c, { items });
  });

  route(app, footerConfigContract, async (c) => {
    const { db } = c.get('deps');
    const [rows, stored] = await Promise.all([hotCompanies(db), storedBlocks(db)]);
    const url = mediaUrls(c);
    return ok(c, {
      hot_companies: rows.map((r) => ({ ...companyCard(r, url), link: `/company/${r.id}` })),
      links: FOOTER_LINKS,
      service_hours: shownHours(stored, SERVICE_HOURS),
    });
  });

  route(app, seoInfoContract, async (c, { body }) => {
    const seo = await seoFor(c.get('deps').db, body.path);
    return ok(c, { ...seo, og_image: seo.og_image ? mediaUrls(c)(seo.og_image) : null });
  });

  route(app, imagesSaveContract, (c, { body }) => saveImage(c, body), { use: [idempotency()] });

  route(app, decorationRobotInitContract, (c) =>
    ok(c, {
      session_id: randomUUID(),
      messages: [...chatMessages.robotGreeting],
      suggestions: [...chatMessages.robotSuggestions],
    }),
  );

  route(app, imWelcomeContract, async (c) => {
    const hours = shownHours(await storedBlocks(c.get('deps').db), SERVICE_HOURS);
    return ok(c, {
      title: chatMessages.title,
      messages: chatMessages.welcome.map((line) => format(line, { hours })),
      quick_replies: [...chatMessages.welcomeReplies],
    });
  });

  route(app, imRegisterContract, async (c, { body }) => {
    const { userId, clientUuid } = await visitorOf(c);
    // A stable id from the member or the device; the device uuid itself is not echoed.
    const imUserId = userId
      ? `member-${userId}`
      : clientUuid
        ? `guest-${sha256(clientUuid).slice(0, 16)}`
        : `guest-${randomUUID()}`;
    return ok(c, {
      im_user_id: imUserId,
      nickname: body.nickname || (userId ? chatMessages.memberNickname : chatMessages.guestNickname),
      is_member: Boolean(userId),
    });
  });

  return app;
}
