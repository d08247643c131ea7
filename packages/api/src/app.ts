/**
 * The API application: `createApp({ db, env, sms, logger })` returns a Hono app with every route
 * of both spec documents that the server owns. It holds no state of its own: everything shared
 * lives in the database, so any number of instances behave as one.
 *
 * @example
 * const app = createApp({ db, env, sms: createSmsGateway(env), logger });
 * const res = await app.request('/healthz');
 */
import {
  companyMediaUploadContract,
  consoleArticleCreateContract,
  consoleCommunitiesImportContract,
  consoleMediaUploadContract,
} from '@renovo/core/contracts';
import { API_HEADERS } from '@renovo/core/data';
import { format } from '@renovo/core/messages';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from 'pino';
import { cluesRoutes } from './clues/clues.routes.ts';
import { companyAccountsRoutes } from './company-side/accounts/accounts.routes.ts';
import { consoleCompanyAccountsRoutes } from './company-side/accounts/console-accounts.routes.ts';
import { companyApplicationsRoutes } from './company-side/applications/applications.routes.ts';
import { companyCentreRoutes } from './company-side/centre/centre.routes.ts';
import { companyOffersRoutes } from './company-side/offers/offers.routes.ts';
import { ownerControlRoutes } from './company-side/owner-control/owner-control.routes.ts';
import { consoleArticlesRoutes } from './console/articles/articles.routes.ts';
import { consoleAuditLogRoutes } from './console/audit-log/audit-log.routes.ts';
import { consoleCommunitiesRoutes } from './console/communities/communities.routes.ts';
import { consoleCommunityEditRoutes } from './console/communities/community-edit.routes.ts';
import { consoleCompaniesRoutes } from './console/companies/companies.routes.ts';
import { consoleEmbedRoutes } from './console/embed/embed.routes.ts';
import { consoleInboxRoutes } from './console/inbox/inbox.routes.ts';
import { landingPageRoutes } from './console/landing-pages/landing-pages.routes.ts';
import { consoleLeadOffersRoutes } from './console/lead-offers/lead-offers.routes.ts';
import { consoleLeadsRoutes } from './console/leads/leads.routes.ts';
import { consoleOverviewRoutes } from './console/overview/overview.routes.ts';
import { consolePartnersRoutes } from './console/partners/partners.routes.ts';
import { consoleReviewRepliesRoutes } from './console/reviews/review-replies.routes.ts';
import { consoleReviewsRoutes } from './console/reviews/reviews.routes.ts';
import { consoleSecurityRoutes } from './console/security/security.routes.ts';
import { consoleShortsRoutes } from './console/shorts/shorts.routes.ts';
import { consoleSiteBlocksRoutes } from './console/site-blocks/site-blocks.routes.ts';
import { consoleStaffRoutes } from './console/staff/staff.routes.ts';
import { consoleWorksRoutes } from './console/works/works.routes.ts';
import { contentRoutes } from './content/content.routes.ts';
import type { Db } from './db/client.ts';
import { devRoutes } from './dev/dev.routes.ts';
import type { Env } from './env.ts';
import { eventsRoutes } from './events/events.routes.ts';
import { favouritesRoutes } from './favourites/favourites.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import type { AppDeps, JobSender } from './lib/app-deps.ts';
import type { AppEnv } from './lib/app-env.ts';
import { ApiError, SERVER_MESSAGES } from './lib/errors.ts';
import { createLifecycle, type Lifecycle } from './lib/lifecycle.ts';
import { ownOrigins } from './lib/own-origins.ts';
import { consoleOriginOfPreview, previewOriginFor } from './lib/preview-origin.ts';
import { type Clock, systemClock } from './lib/time.ts';
import { mediaRoutes as mediaLibraryRoutes } from './media/media.routes.ts';
import type { MediaStore } from './media/media-store.ts';
import { mediaStoreOf } from './media/media-store-of.ts';
import { RESUMABLE_PATH, resumableUploadRoutes } from './media/resumable-upload.routes.ts';
import { videoRoutes } from './media/video.routes.ts';
import { context } from './middleware/context/index.ts';
import { partnerCors } from './middleware/cors/index.ts';
import { partnerSignature } from './middleware/partner-signature/index.ts';
import { previewGuard } from './middleware/preview-guard/preview-guard.ts';
import { requestLog } from './middleware/request-log/index.ts';
import { securityHeaders } from './middleware/security-headers/index.ts';
import { openapiRoutes } from './openapi/openapi.routes.ts';
import { popupsRoutes } from './popups/popups.routes.ts';
import { privacyRoutes } from './privacy/privacy.routes.ts';
import { quoteRoutes } from './quote/quote.routes.ts';
import { regionRoutes } from './region/region.routes.ts';
import { seoRoutes } from './seo/seo.routes.ts';
import { createMailTransport, type MailTransport } from './services/email/index.ts';
import { createPartnerDirectory } from './services/partners/index.ts';
import type { SmsGateway } from './services/sms/index.ts';
import { sessionRoutes } from './session/session.routes.ts';

/** Options of `createApp`. */
export interface CreateAppOptions {
  db: Db;
  env: Env;
  sms: SmsGateway;
  /** The mail transport (default: the one the environment names, ADR 046). */
  mail?: MailTransport;
  logger: Logger;
  /** Defaults to the system clock; tests move time with their own. */
  clock?: Clock;
  /** Partner cache TTL, ms (default 5 s). */
  partnerCacheMs?: number;
  /** The process's serving state (default: a fresh one, never draining). */
  lifecycle?: Lifecycle;
  /** The media store (default: the folder `<RENOVO_DATA_DIR>/media/library`). */
  media?: MediaStore;
  /** The job engine's sender (default none: queued work waits for an engine to start). */
  jobs?: JobSender | null;
}

const DEFAULT_MESSAGES: Partial<Record<number, string>> = {
  400: SERVER_MESSAGES.invalidParams,
  401: SERVER_MESSAGES.unauthorized,
  403: SERVER_MESSAGES.forbidden,
  404: SERVER_MESSAGES.notFound,
  405: SERVER_MESSAGES.methodNotAllowed,
  413: SERVER_MESSAGES.tooLarge,
  422: SERVER_MESSAGES.invalidParams,
  503: SERVER_MESSAGES.unavailable,
};
const CJK = /[\u3400-\u9fff]/;

/** Request headers a partner page may send (API_HEADERS of core plus the usual ones). */
const CORS_ALLOW_HEADERS = [
  'Accept',
  'Authorization',
  'Content-Type',
  'X-Request-Id',
  ...Object.values(API_HEADERS),
];

/** Builds the app. */
export function createApp(options: CreateAppOptions): Hono<AppEnv> {
  const deps: AppDeps = {
    db: options.db,
    env: options.env,
    sms: options.sms,
    mail: options.mail ?? createMailTransport(options.env),
    logger: options.logger,
    clock: options.clock ?? systemClock,
    partners: createPartnerDirectory(options.db, {
      ttlMs: options.partnerCacheMs,
      production: options.env.production,
    }),
    lifecycle: options.lifecycle ?? createLifecycle(),
    media: options.media ?? mediaStoreOf(options.env),
    jobs: options.jobs ?? null,
    content: { generation: 0 },
  };
  const app = new Hono<AppEnv>();
  // The staff console's API is same-origin only: never partner CORS or attribution.
  const consolePath = (path: string) => path === '/console' || path.startsWith('/console/');

  app.use(
    securityHeaders({
      production: deps.env.production,
      // The frameable pages (/shorts/embed) may be framed by the partners' origins and PUBLIC_ORIGIN.
      mediaOrigin: deps.env.MEDIA_PUBLIC_ORIGIN,
      frameAncestors: async () => [
        ...deps.env.PUBLIC_ORIGINS,
        ...(await deps.partners.all()).flatMap((p) => p.allowedOrigins),
      ],
      previewOrigin: (requestOrigin) => previewOriginFor(deps.env, requestOrigin),
      consoleOfPreview: (requestOrigin, host) => consoleOriginOfPreview(deps.env, requestOrigin, host),
    }),
  );
  app.use(requestId());
  app.use(context(deps));
  app.use(requestLog(deps.logger));
  app.use(
    partnerCors({
      directory: deps.partners,
      ownOrigins: ownOrigins(deps.env),
      allowHeaders: CORS_ALLOW_HEADERS,
      exposeHeaders: ['X-Request-Id', 'Idempotent-Replayed', 'Retry-After'],
      partnerHeader: API_HEADERS.partner,
      exclude: consolePath,
      previewOrigin: (requestOrigin) => previewOriginFor(deps.env, requestOrigin),
    }),
  );
  app.use(previewGuard());
  const apiBodyLimit = bodyLimit({
    maxSize: deps.env.BODY_LIMIT_BYTES,
    onError: () => {
      throw new ApiError(413, SERVER_MESSAGES.tooLarge);
    },
  });
  // The routes that take a file set their own, larger limits.
  const ownLimits = new Set<string>([
    consoleCommunitiesImportContract.path,
    consoleMediaUploadContract.path,
    companyMediaUploadContract.path,
  ]);
  const ownLimit = (path: string) =>
    ownLimits.has(path) ||
    path.startsWith(`${RESUMABLE_PATH}/`) ||
    path.startsWith(consoleArticleCreateContract.path);
  app.use((c, next) => (ownLimit(c.req.path) ? next() : apiBodyLimit(c, next)));
  app.use(partnerSignature({ partnerHeader: API_HEADERS.partner, exclude: consolePath }));

  app.route('/', healthRoutes());
  app.route('/', sessionRoutes());
  app.route('/', cluesRoutes());
  app.route('/', quoteRoutes());
  app.route('/', ownerControlRoutes());
  app.route('/', popupsRoutes());
  app.route('/', regionRoutes());
  app.route('/', favouritesRoutes());
  app.route('/', companyOffersRoutes());
  app.route('/', privacyRoutes());
  app.route('/', eventsRoutes());
  app.route('/', consoleLeadsRoutes());
  app.route('/', consoleLeadOffersRoutes());
  app.route('/', consoleCommunitiesRoutes());
  app.route('/', consoleCommunityEditRoutes());
  app.route('/', consoleCompaniesRoutes());
  app.route('/', consoleCompanyAccountsRoutes());
  app.route('/', companyAccountsRoutes());
  app.route('/', companyApplicationsRoutes());
  app.route('/', consoleWorksRoutes());
  app.route('/', mediaLibraryRoutes());
  app.route('/', consoleArticlesRoutes());
  app.route('/', videoRoutes());
  app.route('/', consoleSiteBlocksRoutes());
  app.route('/', resumableUploadRoutes(deps.env.RENOVO_DATA_DIR));
  app.route('/', seoRoutes());
  app.route('/', contentRoutes());
  app.route('/', landingPageRoutes());
  app.route('/', openapiRoutes());
  app.route('/', consoleStaffRoutes());
  app.route('/', consoleAuditLogRoutes());
  app.route('/', consolePartnersRoutes());
  app.route('/', consoleEmbedRoutes());
  app.route('/', consoleInboxRoutes());
  app.route('/', consoleOverviewRoutes());
  app.route('/', consoleSecurityRoutes());
  app.route('/', consoleReviewsRoutes());
  app.route('/', consoleReviewRepliesRoutes());
  app.route('/', companyCentreRoutes());
  app.route('/', consoleShortsRoutes());
  if (!deps.env.production) app.route('/', devRoutes());

  app.notFound((c) =>
    c.json(
      {
        code: 404,
        status: 404,
        message: format(SERVER_MESSAGES.routeNotFound, { path: c.req.path }),
        data: null,
      },
      404,
    ),
  );

  app.onError((err, c) => {
    if (err instanceof HTTPException) {
      const status = err.status as ContentfulStatusCode;
      const message =
        err.message && CJK.test(err.message)
          ? err.message
          : (DEFAULT_MESSAGES[status] ?? SERVER_MESSAGES.invalidParams);
      const details = err instanceof ApiError ? err.details : undefined;
      if (err instanceof ApiError && err.headers) {
        for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
      }
      return c.json({ code: status, status, message, data: null, ...details }, status);
    }
    const reqId = c.get('requestId') ?? 'unknown';
    const log = c.get('log') ?? deps.logger;
    log.error({ err, reqId, method: c.req.method, path: c.req.path }, 'unhandled error');
    return c.json(
      {
        code: 500,
        status: 500,
        message: format(SERVER_MESSAGES.internal, { requestId: reqId }),
        data: null,
        request_id: reqId,
      },
      500,
    );
  });

  return app;
}
