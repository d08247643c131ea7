/**
 * The console's residential-community import (docs/spec/console.md#community-import), for
 * editors and admins: a `text/csv` body of up to 4 MB (its own limit, above the API's), read
 * as UTF-8 (a BOM is allowed, other encodings are refused with a reason), every bad row listed.
 * `?dry_run=1` writes nothing; otherwise the good communities are upserted and the import is in
 * the audit log (counts only: the file's text stays out of it).
 */
import { COMMUNITY_IMPORT_MAX_BYTES, consoleCommunitiesImportContract } from '@renovo/core/contracts';
import { communityImportMessages } from '@renovo/core/messages';
import { rolesWith } from '@renovo/core/schemas';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../../lib/app-env.ts';
import { route } from '../../lib/contract-route.ts';
import { ApiError, fail, SERVER_MESSAGES } from '../../lib/errors.ts';
import { requireStaff } from '../../middleware/staff-auth/index.ts';
import { recordAudit } from '../../services/audit/index.ts';
import { countExisting, upsertCommunities } from './communities.service.ts';
import { ImportFileError, readCommunityCsv } from './community-csv.ts';

/** Media types an import file may be sent as (a spreadsheet's CSV export, or plain text). */
const CSV_TYPES = /^(text\/csv|text\/plain|application\/csv|application\/vnd\.ms-excel)\s*(;|$)/i;

/** The community import route. */
export function consoleCommunitiesRoutes() {
  const app = new Hono<AppEnv>();
  route(
    app,
    consoleCommunitiesImportContract,
    async (c, { query, ok }) => {
      if (!CSV_TYPES.test(c.req.header('content-type') ?? '')) fail(415, communityImportMessages.notCsv);
      let csv: string;
      try {
        csv = new TextDecoder('utf-8', { fatal: true }).decode(await c.req.arrayBuffer());
      } catch (error) {
        if (error instanceof ApiError) throw error;
        fail(422, communityImportMessages.notUtf8);
      }
      let read: ReturnType<typeof readCommunityCsv>;
      try {
        read = readCommunityCsv(csv);
      } catch (error) {
        if (error instanceof ImportFileError) fail(422, error.message);
        throw error;
      }
      const { db } = c.get('deps');
      const dryRun = query.dry_run === '1';
      const counts = dryRun
        ? await countExisting(db, read.communities)
        : await upsertCommunities(db, read.communities, (tx, done) =>
            recordAudit(tx, c, {
              action: 'communities.import',
              subjectType: 'community',
              subjectId: null,
              details: { ok_rows: read.okRows, bad_rows: read.errors.length, ...done },
            }),
          );
      return ok({ dry_run: dryRun, ok_rows: read.okRows, ...counts, errors: read.errors });
    },
    {
      use: [
        requireStaff(...rolesWith('content.manage')),
        bodyLimit({
          maxSize: COMMUNITY_IMPORT_MAX_BYTES,
          onError: () => {
            throw new ApiError(413, SERVER_MESSAGES.tooLarge);
          },
        }),
      ],
    },
  );
  return app;
}
