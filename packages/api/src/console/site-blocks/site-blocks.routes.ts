/**
 * The console's site blocks (docs/spec/console.md#site-blocks), for marketing and admins (core's
 * `site.manage`): read the five blocks, save one. A save names the version it started from (an
 * older one is a 409 with the stored version), banners need ready media-library photos, each
 * save is audited with its kind and version (the counts, not the text) and makes the site drop
 * its cached content at once.
 */
import {
  consoleSiteBlocksContract,
  EMPTY_SITE_BLOCKS,
  SITE_BLOCK_SAVE_CONTRACTS,
  type SiteBlockKind,
  type SiteBlockValue,
} from '@renovo/core/contracts';
import { format, siteBlocksMessages as m } from '@renovo/core/messages';
import { rolesWith } from '@renovo/core/schemas';
import { type Context, Hono } from 'hono';
import { contentChanged } from '../../content/publishing/content-changed.ts';
import { mediaUrls } from '../../content/shared/public-url.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { route } from '../../lib/contract-route.ts';
import { fail } from '../../lib/errors.ts';
import { picturesByIds } from '../../media/picture.ts';
import { requireStaff } from '../../middleware/staff-auth/index.ts';
import { recordAudit } from '../../services/audit/index.ts';
import { saveBlock, storedBlocks, versionOf } from './site-blocks.service.ts';
import { sourcesOf } from './site-shown.ts';

const iso = (date: Date | undefined) => date?.toISOString() ?? null;

/** How much a block holds, for the audit log (never its text: contacts are personal-looking data). */
function countOf(value: unknown): number {
  return Array.isArray(value) ? value.length : Object.values(value as object).filter(Boolean).length;
}

/** Refuses banners whose photo is not a ready media-library photo (not a video, not processing). */
async function checkBanners(c: Context<AppEnv>, banners: SiteBlockValue<'banners'>): Promise<void> {
  const ids = [...new Set(banners.map((b) => b.media_id))];
  if (ids.length === 0) return;
  const ready = await picturesByIds(c.get('deps').db, ids);
  if (ids.some((id) => !ready.has(id))) fail(422, m.bannerPhotoNotReady);
}

/** Saves one block (validated by its contract) over the version it was read at. */
async function save<K extends SiteBlockKind>(
  c: Context<AppEnv>,
  kind: K,
  body: { version: number; value: SiteBlockValue<K> },
) {
  if (kind === 'banners') await checkBanners(c, body.value as SiteBlockValue<'banners'>);
  const { db, clock } = c.get('deps');
  const at = clock();
  const version = await db.transaction(async (tx) => {
    const saved = await saveBlock(tx, {
      kind,
      value: body.value,
      from: body.version,
      by: c.get('staff')?.id ?? null,
      at,
    });
    if (saved === null) fail(409, format(m.stale, { version: await versionOf(tx, kind) }));
    await recordAudit(tx, c, {
      action: 'site_block.save',
      subjectType: 'site_block',
      subjectId: kind,
      details: { kind, version: saved, items: countOf(body.value) },
    });
    return saved;
  });
  contentChanged(c.get('deps'));
  return { version, updated_at: at.toISOString() };
}

/** The console's site-block routes. */
export function consoleSiteBlocksRoutes() {
  const app = new Hono<AppEnv>();
  const use = [requireStaff(...rolesWith('site.manage'))];

  route(
    app,
    consoleSiteBlocksContract,
    async (c, { ok }) => {
      const { db, env } = c.get('deps');
      const stored = await storedBlocks(db);
      const sources = sourcesOf(stored, env);
      const banners = stored.banners?.value ?? EMPTY_SITE_BLOCKS.banners;
      const pictures = await picturesByIds(
        db,
        banners.map((b) => b.media_id),
        mediaUrls(c),
      );
      const block = <K extends SiteBlockKind>(kind: K) => ({
        version: stored[kind]?.version ?? 0,
        updated_at: iso(stored[kind]?.updatedAt),
        source: sources[kind],
      });
      return ok({
        banners: {
          ...block('banners'),
          value: banners.map((b) => ({ ...b, picture: pictures.get(b.media_id) ?? null })),
        },
        search_keywords: {
          ...block('search_keywords'),
          value: stored.search_keywords?.value ?? EMPTY_SITE_BLOCKS.search_keywords,
        },
        contacts: { ...block('contacts'), value: stored.contacts?.value ?? EMPTY_SITE_BLOCKS.contacts },
        sister_apps: {
          ...block('sister_apps'),
          value: stored.sister_apps?.value ?? EMPTY_SITE_BLOCKS.sister_apps,
        },
        notice: { ...block('notice'), value: stored.notice?.value ?? EMPTY_SITE_BLOCKS.notice },
      });
    },
    { use },
  );

  route(
    app,
    SITE_BLOCK_SAVE_CONTRACTS.banners,
    async (c, { body, ok }) => ok(await save(c, 'banners', body)),
    { use },
  );
  route(
    app,
    SITE_BLOCK_SAVE_CONTRACTS.search_keywords,
    async (c, { body, ok }) => ok(await save(c, 'search_keywords', body)),
    { use },
  );
  route(
    app,
    SITE_BLOCK_SAVE_CONTRACTS.contacts,
    async (c, { body, ok }) => ok(await save(c, 'contacts', body)),
    { use },
  );
  route(
    app,
    SITE_BLOCK_SAVE_CONTRACTS.sister_apps,
    async (c, { body, ok }) => ok(await save(c, 'sister_apps', body)),
    { use },
  );
  route(app, SITE_BLOCK_SAVE_CONTRACTS.notice, async (c, { body, ok }) => ok(await save(c, 'notice', body)), {
    use,
  });
  return app;
}
