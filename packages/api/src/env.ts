import { isPhoneText, OFFER_SLA_DEFAULTS } from '@renovo/core/contracts';
import { PRIVACY_NOTICE_VERSION } from '@renovo/core/data';
import { z } from 'zod';
import { previewOriginProblem } from './lib/preview-origin.ts';
import { parseSisterApps } from './lib/sister-apps.ts';
import { SOCIAL_ENV_SHAPE } from './session/social-config.ts';

/**
 * `TRUST_PROXY`: how many proxies in front of the server append to X-Forwarded-For. A count
 * (`0`, `1`, `2`…); `true`/`yes`/`on` mean 1 and `false`/`no`/`off`/empty mean 0.
 */
const proxyHops = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const text = (v ?? '').trim().toLowerCase();
    if (text === '' || /^(false|no|off)$/.test(text)) return 0;
    if (/^(true|yes|on)$/.test(text)) return 1;
    if (/^\d{1,2}$/.test(text)) return Number(text);
    ctx.addIssue({
      code: 'custom',
      message: 'TRUST_PROXY must be a number of proxies (0–99), true or false',
    });
    return z.NEVER;
  });

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const DEV_SECRET = 'renovo-development-secret-not-for-production';

/**
 * The configuration schema, parsed once at start-up. Every variable is listed in docs/api.md.
 * Production refuses to start without a real `APP_SECRET` and, with the Mitake gateway,
 * without its credentials.
 */
const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().default('127.0.0.1'),
    /** node-postgres connection string; without it the embedded PGlite is used. */
    DATABASE_URL: optionalText,
    /** Pool size for node-postgres. */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
    /** Data folder of the embedded PGlite. */
    RENOVO_DATA_DIR: z.string().default('./.data'),
    /**
     * Development: give the demo shorts real H.264 video at seed time (ADR 037; the first seed of
     * a machine encodes them, later ones copy them from a cache). `off` keeps the SVG slideshows.
     */
    RENOVO_DEMO_VIDEOS: z.enum(['on', 'off']).default('on'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    /** Secret that keys the SMS-code hashes. Required (≥ 32 characters) in production. */
    APP_SECRET: optionalText,
    SMS_GATEWAY: z.enum(['outbox', 'mitake']).optional(),
    MITAKE_URL: z.string().url().default('https://smsapi.mitake.com.tw/api/mtk/SmSend'),
    MITAKE_USERNAME: optionalText,
    MITAKE_PASSWORD: optionalText,
    /** Milliseconds before a gateway call is abandoned. */
    SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    /** SMS messages the whole deployment may send per Taiwan calendar day. */
    SMS_DAILY_BUDGET: z.coerce.number().int().min(0).default(5000),
    /**
     * SMS one client address network (an IPv4 address or an IPv6 /64) may be sent per hour.
     * Generous: a carrier's CGNAT address carries many phones; beyond 3 tries in 10 minutes each
     * send from it already needs a proof-of-work challenge.
     */
    SMS_ADDRESS_HOURLY: z.coerce.number().int().min(1).default(300),
    /** Tries per address network in 10 minutes before its sends need a proof-of-work challenge. */
    SMS_FREE_TRIES_PER_ADDRESS: z.coerce.number().int().min(0).default(3),
    /** Code sends of the whole deployment in 10 minutes after which every new send needs a challenge. */
    SMS_FLOOD_SENDS: z.coerce.number().int().min(1).default(100),
    /**
     * The mail transport (ADR 046): `outbox` keeps e-mails in the database only (read them at
     * /dev/email-outbox outside production), `smtp` sends through SMTP_URL. Unset: `smtp` when
     * SMTP_URL is set, else `outbox`.
     */
    MAIL_TRANSPORT: z.enum(['outbox', 'smtp']).optional(),
    /** The SMTP server with its credentials: `smtp://user:pass@host:587` (STARTTLS) or `smtps://…:465`. */
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(
          /^smtps?:\/\/[^\s/?#]+\/?(?:\?\S*)?$/i,
          'SMTP_URL must be smtp://[user:pass@]host[:port] or smtps://…',
        )
        .optional(),
    ),
    /** The sender of every e-mail: `notice@example.tw` or `Renovo <notice@example.tw>`. */
    MAIL_FROM: optionalText.pipe(
      z
        .string()
        .max(254)
        .regex(
          /^(?:[^<>\r\n]{1,100} <[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/,
          'MAIL_FROM must be an address, or a name and an address: Renovo <notice@example.tw>',
        )
        .optional(),
    ),
    /** Milliseconds for the SMTP connection, greeting and each wait before a send is abandoned. */
    MAIL_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    /** Version of the privacy / consent notice recorded with every consent. */
    CONSENT_NOTICE_VERSION: z.string().min(1).max(64).default(PRIVACY_NOTICE_VERSION),
    /**
     * Notice versions a lead may name as the one its visitor was shown (comma separated), besides
     * CONSENT_NOTICE_VERSION: the earlier versions still on cached pages. Others are a 422.
     * Default `2025-01`, the notice the forms showed before the Art. 8 notice of 2026-11.
     */
    CONSENT_NOTICE_VERSIONS: z.string().max(1000).default('2025-01'),
    /**
     * Analytics batches one client address may send per 10 minutes (POST /api/events); unset, the
     * events service's EVENTS_BATCHES_PER_WINDOW.
     */
    EVENTS_LIMIT_ADDRESS_10MIN: z.coerce.number().int().min(1).optional(),
    /** Leads one client address (IPv4, or IPv6 /64) may file per 10 minutes and per day. */
    LEAD_LIMIT_ADDRESS_10MIN: z.coerce.number().int().min(1).default(60),
    LEAD_LIMIT_ADDRESS_DAILY: z.coerce.number().int().min(1).default(600),
    /** New leads (not counting repeats of the same source) one mobile number may file per day. */
    LEAD_LIMIT_MOBILE_DAILY: z.coerce.number().int().min(1).default(10),
    /** Leads of one number within 30 days above which its leads are marked for review. */
    LEAD_REVIEW_THRESHOLD: z.coerce.number().int().min(1).default(5),
    /**
     * Number of trusted proxies in front of the server: the client address is the Nth
     * X-Forwarded-For hop from the right (0: the socket's address; `true` means 1).
     */
    TRUST_PROXY: proxyHops,
    /** Extra allowed CORS origins for the host site itself, comma separated. */
    PUBLIC_ORIGIN: optionalText,
    /**
     * The site's public origin (`https://www.example.tw`): canonical links, og:url, og:image,
     * robots.txt, the sitemaps' URLs and the absolute media URLs. Required in production (a URL is
     * never built from the request's Host there); elsewhere unset means the address the
     * connection arrived on (seo/site-origin.ts).
     */
    SITE_ORIGIN: optionalText.pipe(
      z
        .string()
        .regex(/^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/i, 'SITE_ORIGIN must be an origin: https://host[:port]')
        .optional(),
    ),
    /**
     * The origin uploaded media is served from when a CDN sits in front of `/uploads/`
     * (`https://media.example.tw`); unset, the site's own origin. The CSP allows it for images.
     */
    MEDIA_PUBLIC_ORIGIN: optionalText.pipe(
      z
        .string()
        .regex(
          /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/i,
          'MEDIA_PUBLIC_ORIGIN must be an origin: https://host[:port]',
        )
        .optional(),
    ),
    /** The embed builder's preview origin, another host name of this server (lib/preview-origin.ts). */
    CONSOLE_PREVIEW_ORIGIN: optionalText.pipe(
      z
        .string()
        .regex(
          /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/i,
          'CONSOLE_PREVIEW_ORIGIN must be an origin: https://host[:port]',
        )
        .optional(),
    ),
    /**
     * An S3-compatible store for the media library instead of the data folder: its endpoint
     * (`https://s3.ap-northeast-1.amazonaws.com`, an R2 or MinIO URL), bucket, region and keys.
     * Set the endpoint, bucket and both keys together, or none.
     */
    MEDIA_S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    MEDIA_S3_BUCKET: optionalText,
    MEDIA_S3_REGION: z.string().default('us-east-1'),
    MEDIA_S3_ACCESS_KEY_ID: optionalText,
    MEDIA_S3_SECRET_ACCESS_KEY: optionalText,
    /** The operator named by /terms and /privacy (個資法 Art. 8: who collects). */
    OPERATOR_NAME: optionalText,
    /** The operator's registration number (統一編號, 8 digits) shown with its name. */
    OPERATOR_REGISTRATION_NO: optionalText.pipe(
      z
        .string()
        .regex(/^\d{8}$/, 'OPERATOR_REGISTRATION_NO must be the 8-digit 統一編號')
        .optional(),
    ),
    /**
     * The customer-service phone of the site's Help (drawer, /designer/recruit, /terms,
     * /privacy), as visitors should read it (`02-1234-5678`, `+886 2 1234 5678`). Unset: no phone
     * is shown anywhere (lib/operator.ts).
     */
    OPERATOR_HELP_PHONE: optionalText.pipe(
      z
        .string()
        .refine(
          isPhoneText,
          'OPERATOR_HELP_PHONE must be a phone number: 7–15 digits, spaces, - ( ) and a leading +',
        )
        .optional(),
    ),
    /** The customer-service e-mail of the site's Help. Unset: no e-mail is shown anywhere. */
    OPERATOR_HELP_EMAIL: optionalText.pipe(
      z.email('OPERATOR_HELP_EMAIL must be an e-mail address').max(254).optional(),
    ),
    /**
     * The drawer's sister apps (docs/spec/popups-and-header.md#screens), a JSON array of {"name","url"}
     * (https), at most 20
     * (lib/sister-apps.ts). Unset: none in production, marked demo entries in development.
     */
    SISTER_APPS: optionalText,
    /** Largest accepted request body, bytes. */
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(10_000_000)
      .default(64 * 1024),
    /**
     * On SIGTERM: milliseconds between readiness turning 503 and the server refusing new
     * connections, while it keeps serving (the load balancer's time to notice). Default 10 000
     * in production, 0 otherwise.
     */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).optional(),
    /**
     * After the drain: milliseconds the requests still running may take before their
     * connections are cut and the process exits anyway. Default 15 000 in production, 5 000
     * otherwise.
     */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).optional(),
    /**
     * Milliseconds a client may take to send a request's headers (Node's `headersTimeout`):
     * slower connections are cut, so a slow sender cannot hold sockets. Default 20 000.
     */
    HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
    /**
     * Milliseconds a client may take to send a whole request, headers and body (Node's
     * `requestTimeout`; at least HTTP_HEADERS_TIMEOUT_MS). Default 30 000.
     */
    HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
    /**
     * Milliseconds an idle kept-alive connection stays open (Node's `keepAliveTimeout`); above the
     * load balancer's idle timeout when there is one. Default 5 000.
     */
    HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
    /**
     * Where the retention jobs run (pg-boss, docs/deploy.md): `in-process` (the server schedules
     * and works them), `off` (this process does not; `npm run worker` does). Default
     * `in-process`, `off` under NODE_ENV=test.
     */
    JOBS: z.enum(['in-process', 'off']).optional(),
    /** Years after which a lead (quote, clue and its consent) is anonymised. */
    RETENTION_LEAD_YEARS: z.coerce.number().min(0.01).max(50).default(3),
    /** Days an SMS message record is kept. */
    RETENTION_SMS_MESSAGE_DAYS: z.coerce.number().min(0).max(3650).default(90),
    /** Days an SMS code is kept after it expired. */
    RETENTION_CODE_DAYS: z.coerce.number().min(0).max(3650).default(1),
    /** Days an access token is kept after it expired or was revoked. */
    RETENTION_TOKEN_DAYS: z.coerce.number().min(0).max(3650).default(30),
    /** Days an idempotency key is kept after it expired. */
    RETENTION_IDEMPOTENCY_DAYS: z.coerce.number().min(0).max(3650).default(1),
    /** Days a rate-limit event (its key holds the mobile or address) is kept. */
    RETENTION_RATE_LIMIT_DAYS: z.coerce.number().min(2).max(3650).default(2),
    /** Days a first-party analytics event is kept (13 months: a year-on-year comparison). */
    RETENTION_EVENT_DAYS: z.coerce.number().min(1).max(3650).default(395),
    /** When the daily retention run starts (cron, Asia/Taipei). */
    RETENTION_CRON: z.string().min(9).max(64).default('17 3 * * *'),
    /** Business minutes a company has to answer an offer (docs/spec/company-side.md#offers). */
    OFFER_SLA_MINUTES: z.coerce.number().int().min(5).max(10_080).default(OFFER_SLA_DEFAULTS.minutes),
    /** The business hours the answer time counts in, Taipei time (`HH:MM-HH:MM`). */
    BUSINESS_HOURS: z
      .string()
      .regex(/^\d{2}:\d{2}-\d{2}:\d{2}$/)
      .default(`${OFFER_SLA_DEFAULTS.opensAt}-${OFFER_SLA_DEFAULTS.closesAt}`),
    /** The business days (0 Sunday … 6 Saturday): a range `1-5` or a list `1,2,3,4,5,6`. */
    BUSINESS_DAYS: z
      .string()
      .regex(/^[0-6](-[0-6]|(,[0-6])*)$/)
      .default('1-5'),
    /** Holidays the answer time does not count on (Taipei dates `YYYY-MM-DD`, comma-separated). */
    BUSINESS_HOLIDAYS: z
      .string()
      .regex(/^(\d{4}-\d{2}-\d{2}(,\d{4}-\d{2}-\d{2})*)?$/)
      .default(''),
    /** Social sign-in: each provider off until set (session/social-config.ts, docs/api.md). */
    ...SOCIAL_ENV_SHAPE,
  })
  .transform((raw, ctx) => {
    const production = raw.NODE_ENV === 'production';
    const smsGateway = raw.SMS_GATEWAY ?? (production ? 'mitake' : 'outbox');
    if (production && (!raw.APP_SECRET || raw.APP_SECRET.length < 32)) {
      ctx.addIssue({
        code: 'custom',
        path: ['APP_SECRET'],
        message: 'APP_SECRET (≥ 32 characters) is required in production',
      });
    }
    if (production && !raw.SITE_ORIGIN) {
      ctx.addIssue({
        code: 'custom',
        path: ['SITE_ORIGIN'],
        message:
          'SITE_ORIGIN (the public origin, e.g. https://www.example.tw) is required in production: canonical links, sitemaps and media URLs are built from it, never from the request’s Host',
      });
    }
    const previewProblem = previewOriginProblem(raw, production);
    if (previewProblem)
      ctx.addIssue({ code: 'custom', path: ['CONSOLE_PREVIEW_ORIGIN'], message: previewProblem });
    const s3 = [
      raw.MEDIA_S3_ENDPOINT,
      raw.MEDIA_S3_BUCKET,
      raw.MEDIA_S3_ACCESS_KEY_ID,
      raw.MEDIA_S3_SECRET_ACCESS_KEY,
    ];
    if (s3.some(Boolean) && !s3.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['MEDIA_S3_ENDPOINT'],
        message:
          'MEDIA_S3_ENDPOINT, MEDIA_S3_BUCKET, MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY go together: set all or none',
      });
    }
    if (Boolean(raw.OPERATOR_NAME) !== Boolean(raw.OPERATOR_REGISTRATION_NO)) {
      ctx.addIssue({
        code: 'custom',
        path: [raw.OPERATOR_NAME ? 'OPERATOR_REGISTRATION_NO' : 'OPERATOR_NAME'],
        message: 'OPERATOR_NAME and OPERATOR_REGISTRATION_NO go together: set both or neither',
      });
    }
    if (raw.HTTP_HEADERS_TIMEOUT_MS > raw.HTTP_REQUEST_TIMEOUT_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['HTTP_HEADERS_TIMEOUT_MS'],
        message: 'HTTP_HEADERS_TIMEOUT_MS must not exceed HTTP_REQUEST_TIMEOUT_MS',
      });
    }
    const sisterApps = parseSisterApps(raw.SISTER_APPS);
    if (!sisterApps.ok) ctx.addIssue({ code: 'custom', path: ['SISTER_APPS'], message: sisterApps.message });
    if (smsGateway === 'mitake' && (!raw.MITAKE_USERNAME || !raw.MITAKE_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: ['MITAKE_USERNAME'],
        message: 'SMS_GATEWAY=mitake needs MITAKE_USERNAME and MITAKE_PASSWORD',
      });
    }
    const mailTransport = raw.MAIL_TRANSPORT ?? (raw.SMTP_URL ? 'smtp' : 'outbox');
    if (mailTransport === 'smtp' && (!raw.SMTP_URL || !raw.MAIL_FROM)) {
      ctx.addIssue({
        code: 'custom',
        path: [raw.SMTP_URL ? 'MAIL_FROM' : 'SMTP_URL'],
        message: 'MAIL_TRANSPORT=smtp needs SMTP_URL and MAIL_FROM',
      });
    }
    return {
      ...raw,
      production,
      SMS_GATEWAY: smsGateway,
      MAIL_TRANSPORT: mailTransport,
      SISTER_APPS: sisterApps.ok ? sisterApps.apps : undefined,
      APP_SECRET: raw.APP_SECRET ?? DEV_SECRET,
      LOG_LEVEL: raw.LOG_LEVEL ?? (raw.NODE_ENV === 'test' ? 'silent' : 'info'),
      SHUTDOWN_DRAIN_MS: raw.SHUTDOWN_DRAIN_MS ?? (production ? 10_000 : 0),
      SHUTDOWN_TIMEOUT_MS: raw.SHUTDOWN_TIMEOUT_MS ?? (production ? 15_000 : 5_000),
      JOBS: raw.JOBS ?? (raw.NODE_ENV === 'test' ? 'off' : 'in-process'),
      KNOWN_NOTICE_VERSIONS: [
        ...new Set([
          raw.CONSENT_NOTICE_VERSION,
          ...(raw.CONSENT_NOTICE_VERSIONS ?? '')
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ]),
      ],
      PUBLIC_ORIGINS: (raw.PUBLIC_ORIGIN ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    };
  });

/** The parsed configuration. */
export type Env = z.output<typeof EnvSchema>;

/**
 * Parses the environment, throwing one readable error that lists every bad variable.
 * @example const env = parseEnv(process.env);
 */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new Error(`invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
