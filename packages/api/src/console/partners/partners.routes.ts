/**
 * The staff console's partners (docs/spec/console.md#partners), for admins and marketing: list, create, edit,
 * disable or enable, rotate the key, make a new server secret (shown once). Every change is in the audit log and holds at once in
 * every process (the partner directory's version; services/partners).
 */
import {
  consolePartnerCreateContract,
  consolePartnerRotateKeyContract,
  consolePartnerServerSecretContract,
  consolePartnersListContract,
  consolePartnerUpdateContract,
} from '@renovo/core/contracts';
import { consoleApiMessages, format } from '@renovo/core/messages';
import { rolesWith } from '@renovo/core/schemas';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { route } from '../../lib/contract-route.ts';
import { fail } from '../../lib/errors.ts';
import { requireStaff } from '../../middleware/staff-auth/index.ts';
import { recordAudit } from '../../services/audit/index.ts';
import {
  createPartner,
  listPartners,
  normaliseOrigins,
  type PartnerView,
  renewServerSecret,
  rotatePartnerKey,
  updatePartner,
} from '../../services/partners/manage.ts';

/** The origins normalised, or a 422 naming the wrong one (and, in production, a non-https one). */
function originsOrFail(c: Context<AppEnv>, values: string[]): string[] {
  const result = normaliseOrigins(values, c.get('deps').env.production);
  if (!result.ok) {
    const message =
      result.reason === 'https' ? consoleApiMessages.originHttpsOnly : consoleApiMessages.originInvalid;
    const text = format(message, { origin: result.wrong });
    // Named on its field too, as a refused body field is (the form shows it under the origins).
    fail(422, text, { details: { errors: [{ field: 'origins', message: text }] } });
  }
  return result.origins;
}

/** What changed, for the audit log: field names, and the origins (partner sites, not personal data). */
function changes(before: PartnerView, after: PartnerView): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (before.name !== after.name) out.name = { from: before.name, to: after.name };
  if (JSON.stringify(before.origins) !== JSON.stringify(after.origins)) {
    out.origins = { from: before.origins, to: after.origins };
  }
  if (before.contact !== after.contact) out.contact_changed = true;
  if (JSON.stringify(before.widget_defaults) !== JSON.stringify(after.widget_defaults)) {
    out.widget_defaults = { from: before.widget_defaults, to: after.widget_defaults };
  }
  if (before.keep_page_path !== after.keep_page_path) out.keep_page_path = after.keep_page_path;
  if (before.disabled !== after.disabled) out.disabled = after.disabled;
  return out;
}

/** The console's partner routes. */
export function consolePartnersRoutes() {
  const app = new Hono<AppEnv>();
  const use = [requireStaff(...rolesWith('partners.manage'))];

  route(
    app,
    consolePartnersListContract,
    async (c, input) => {
      const { db } = c.get('deps');
      const list = await listPartners(db);
      // The list shows each partner's contact (a person): a view of personal data.
      await recordAudit(db, c, {
        action: 'partner.list',
        subjectType: 'partner',
        details: { count: list.length },
      });
      return input.ok(list);
    },
    {
      use,
    },
  );

  route(
    app,
    consolePartnerCreateContract,
    async (c, { body, ok }) => {
      const { db, clock } = c.get('deps');
      const partner = await createPartner(db, {
        name: body.name,
        origins: originsOrFail(c, body.origins),
        contact: body.contact,
        widgetDefaults: body.widget_defaults,
        keepPagePath: body.keep_page_path,
        now: clock(),
      });
      await recordAudit(db, c, {
        action: 'partner.create',
        subjectType: 'partner',
        subjectId: partner.id,
        details: {
          name: partner.name,
          origins: partner.origins,
          contact_given: partner.contact !== '',
          keep_page_path: partner.keep_page_path,
        },
      });
      return ok(partner);
    },
    { use },
  );

  route(
    app,
    consolePartnerUpdateContract,
    async (c, { params, body, ok }) => {
      const { db, clock } = c.get('deps');
      const changed = await updatePartner(
        db,
        params.id,
        {
          name: body.name,
          origins: body.origins === undefined ? undefined : originsOrFail(c, body.origins),
          contact: body.contact,
          widgetDefaults: body.widget_defaults,
          keepPagePath: body.keep_page_path,
          disabled: body.disabled,
        },
        clock(),
      );
      if (!changed) fail(404, consoleApiMessages.partnerNotFound);
      const action =
        changed.before.disabled !== changed.after.disabled
          ? changed.after.disabled
            ? 'partner.disable'
            : 'partner.enable'
          : 'partner.update';
      await recordAudit(db, c, {
        action,
        subjectType: 'partner',
        subjectId: params.id,
        details: changes(changed.before, changed.after),
      });
      return ok(changed.after);
    },
    { use },
  );

  route(
    app,
    consolePartnerRotateKeyContract,
    async (c, { params, ok }) => {
      const { db, clock } = c.get('deps');
      const partner = await rotatePartnerKey(db, params.id, clock());
      if (!partner) fail(404, consoleApiMessages.partnerNotFound);
      await recordAudit(db, c, {
        action: 'partner.rotate_key',
        subjectType: 'partner',
        subjectId: params.id,
      });
      return ok(partner, { message: consoleApiMessages.keyRotated });
    },
    { use },
  );

  route(
    app,
    consolePartnerServerSecretContract,
    async (c, { params, ok }) => {
      const { db, clock, env } = c.get('deps');
      const made = await renewServerSecret(db, params.id, { appSecret: env.APP_SECRET, now: clock() });
      if (!made) fail(404, consoleApiMessages.partnerNotFound);
      // The secret itself is never logged or audited: it is shown this once.
      await recordAudit(db, c, {
        action: made.replaced ? 'partner.rotate_server_secret' : 'partner.create_server_secret',
        subjectType: 'partner',
        subjectId: params.id,
      });
      c.header('Cache-Control', 'no-store');
      return ok(
        { partner: made.partner, secret: made.secret },
        { message: consoleApiMessages.serverSecretMade },
      );
    },
    { use },
  );

  return app;
}
