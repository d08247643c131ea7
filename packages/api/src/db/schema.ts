/**
 * The database schema (Drizzle, PostgreSQL). `drizzle-kit generate` turns it into the committed
 * SQL migrations in ./migrations, which PGlite and node-postgres both apply at start-up.
 * Everything processes must agree on lives here: codes, tokens, limits, idempotency keys, leads.
 */
import {
  type ClueKind,
  type QuoteVariant,
  type SmsPurpose,
  USER_ROLES,
  type UserRole,
} from '@renovo/core/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf } from './one-of.ts';

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Layout counts as the forms send them. */
export interface HouseLayout {
  bedroom: number;
  living_room: number;
  bathroom: number;
  kitchen: number;
  balcony: number;
}

/** utm block of every lead. */
export interface Utm {
  source?: string;
  medium?: string;
  campaign?: string;
  content?: string;
}

/** Partners that embed the widgets: their key, name and the origins allowed to call the API. */
export const partners = pgTable('partners', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  /** Exact origins, or `scheme://host:*` for any port. */
  allowedOrigins: jsonb('allowed_origins').$type<string[]>().notNull().default([]),
  createdAt: createdAt(),
  /** Stable id (the key can be rotated; docs/spec/console.md#partners). */
  id: bigint('id', { mode: 'number' }).notNull().unique().generatedAlwaysAsIdentity(),
  /** Default widget options (attributes) the embed builder starts from. */
  widgetDefaults: jsonb('widget_defaults').$type<Record<string, unknown>>().notNull().default({}),
  /** A contact at the partner (name, email, phone as the staff typed it). */
  contact: text('contact').notNull().default(''),
  /** A disabled partner's origins are refused and its key names nobody. */
  disabled: boolean('disabled').notNull().default(false),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  /**
   * Random salt of the partner's server secret (for signed server-to-server requests), or null
   * when none was made. The secret itself is derived from it under APP_SECRET and never stored.
   */
  serverSecretSalt: text('server_secret_salt'),
  /** When the current server secret was made (shown in the console). */
  serverSecretAt: ts('server_secret_at'),
  /** Its leads keep the page's path, never a query (docs/spec/leads-and-security.md#lead-attribution). */
  keepPagePath: boolean('keep_page_path').notNull().default(false),
});

/** Members. A first SMS login creates one. */
export const users = pgTable(
  'users',
  {
    id: id(),
    mobile: text('mobile').unique(),
    email: text('email'),
    name: text('name').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    sex: smallint('sex').notNull().default(0),
    signature: text('signature').notNull().default(''),
    role: text('role').$type<UserRole>().notNull().default('ordinary'),
    forceBindMobile: boolean('force_bind_mobile').notNull().default(false),
    /** utm and partner of the first login (attribution). */
    signupUtm: jsonb('signup_utm').$type<Utm>(),
    signupPartnerKey: text('signup_partner_key'),
    createdAt: createdAt(),
    lastLoginAt: ts('last_login_at'),
  },
  (t) => [check('users_role_check', oneOf(t.role, USER_ROLES))],
);

/** Access tokens: only the SHA-256 of the opaque token is stored. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    clientIp: text('client_ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('access_tokens_user_idx').on(t.userId)],
);

/** SMS codes: keyed HMAC of the code, bound to mobile and type, single use (ADR 059), 5 tries. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: id(),
    mobile: text('mobile').notNull(),
    type: text('type').$type<SmsPurpose>().notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    consumedAt: ts('consumed_at'),
    consumedBy: text('consumed_by'), // SHA-256 of the key of the sign-in that spent it (ADR 059)
    createdAt: createdAt(),
    clientIp: text('client_ip'),
  },
  (t) => [index('sms_codes_mobile_type_idx').on(t.mobile, t.type, t.createdAt)],
);

/** Every SMS handed to a gateway. The outbox gateway keeps the text; others keep it redacted. */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: id(),
    mobile: text('mobile').notNull(),
    body: text('body').notNull(),
    gateway: text('gateway').notNull(),
    status: text('status').notNull(),
    providerId: text('provider_id'),
    createdAt: createdAt(),
  },
  (t) => [index('sms_messages_mobile_idx').on(t.mobile, t.id)],
);

/** Sliding-window rate-limit log, shared by every process. */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: id(),
    key: text('key').notNull(),
    at: ts('at').notNull(),
  },
  (t) => [index('rate_limit_events_key_at_idx').on(t.key, t.at)],
);

/** Idempotency keys of creating POSTs, kept 72 h. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state').$type<'pending' | 'done'>().notNull(),
    statusCode: integer('status_code'),
    responseBody: text('response_body'),
    contentType: text('content_type'),
    createdAt: createdAt(),
    lockedUntil: ts('locked_until').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_expires_idx').on(t.expiresAt)],
);

/**
 * Idempotency-Keys of lead requests that were answered by an earlier lead (a repeat of the same
 * number and source within a day): the key then points at that lead, so its retries get the same
 * answer and the same key with another body is a 422. A lead that is stored new carries its key
 * on its own row (`idempotency_key`), which costs no statement more (ADR 017). Kept 72 h.
 */
export const leadKeys = pgTable(
  'lead_keys',
  {
    key: text('key').primaryKey(),
    requestHash: text('request_hash').notNull(),
    leadTable: text('lead_table').$type<'clues' | 'quotes'>().notNull(),
    leadId: bigint('lead_id', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('lead_keys_created_idx').on(t.createdAt)],
);

/** Consent records: who agreed to which notice version, when and from where. */
export const consents = pgTable('consents', {
  id: id(),
  userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  mobile: text('mobile'),
  purpose: text('purpose').notNull(),
  noticeVersion: text('notice_version').notNull(),
  acceptedAt: ts('accepted_at').notNull(),
  clientIp: text('client_ip'),
  userAgent: text('user_agent'),
  partnerKey: text('partner_key'),
});

/**
 * What the lead guard stores with every clue and quote: whether the number was ever
 * confirmed by an SMS code, whether its lead count marks it for review, and the key that makes
 * the same number from the same source within a day give back the first lead.
 */
function leadGuardColumns() {
  return {
    /** True when the number had been confirmed by an SMS code (a member's mobile) when filed. */
    mobileVerified: boolean('mobile_verified').notNull().default(false),
    /** True when the number's leads passed LEAD_REVIEW_THRESHOLD: a person should look first. */
    needsReview: boolean('needs_review').notNull().default(false),
    /** SHA-256 of the mobile and the lead's source (kind, module/type, resource). */
    dedupeKey: text('dedupe_key'),
    /**
     * SHA-256 of the Idempotency-Key with its scope (method, path, caller) when the lead was sent
     * with one: the key lives on the lead row, so the key and the lead commit in one INSERT
     * (ADR 017). Cleared by the retention job once keys expire (72 h).
     */
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the keyed request's query and body: the same key with another body is a 422. */
    requestHash: text('request_hash'),
  };
}

/** Clues (leads) other than quotes: consult, authorise, order modal. */
export const clues = pgTable(
  'clues',
  {
    id: id(),
    kind: text('kind').$type<ClueKind>().notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    mobile: text('mobile'),
    clientUuid: text('client_uuid'),
    utm: jsonb('utm').$type<Utm>().notNull().default({}),
    type: text('type'),
    sourceType: text('source_type'),
    sourceId: text('source_id'),
    senderContact: text('sender_contact'),
    designId: text('design_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    partnerKey: text('partner_key'),
    originPage: text('origin_page'),
    userAgent: text('user_agent'),
    clientIp: text('client_ip'),
    consentId: bigint('consent_id', { mode: 'number' }).references(() => consents.id),
    ...leadGuardColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    index('clues_user_idx').on(t.userId),
    index('clues_mobile_idx').on(t.mobile, t.createdAt),
    index('clues_client_uuid_idx').on(t.clientUuid),
    index('clues_dedupe_idx').on(t.dedupeKey, t.createdAt),
    uniqueIndex('clues_idempotency_key_idx').on(t.idempotencyKey),
  ],
);

/** Quote requests (the evaluation form), basic and community variants. */
export const quotes = pgTable(
  'quotes',
  {
    id: id(),
    /**
     * The result page's unguessable id (312 random bits, base64url, as long as a sealed result id):
     * the only id `/hyperf/valuation/v3/result` is read by. Before 2026-11-30, 128 random bits;
     * rows older than the column, a random UUID's 122 bits from the migration.
     */
    publicId: text('public_id').notNull().default(sql`replace(gen_random_uuid()::text, '-', '')`),
    variant: text('variant').$type<QuoteVariant>().notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    mobile: text('mobile').notNull(),
    clientUuid: text('client_uuid'),
    regionId: integer('region_id').notNull(),
    size: numeric('size', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    houseLayout: jsonb('house_layout').$type<HouseLayout>(),
    communityId: integer('community_id'),
    community: jsonb('community').$type<Record<string, unknown>>(),
    utm: jsonb('utm').$type<Utm>().notNull().default({}),
    module: text('module'),
    type: text('type').notNull(),
    resourceId: text('resource_id'),
    companyId: text('company_id'),
    partnerKey: text('partner_key'),
    originPage: text('origin_page'),
    userAgent: text('user_agent'),
    clientIp: text('client_ip'),
    consentNoticeVersion: text('consent_notice_version').notNull(),
    consentAcceptedAt: ts('consent_accepted_at').notNull(),
    ...leadGuardColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    index('quotes_created_idx').on(t.createdAt),
    index('quotes_user_idx').on(t.userId),
    index('quotes_mobile_idx').on(t.mobile, t.createdAt),
    index('quotes_client_uuid_idx').on(t.clientUuid),
    index('quotes_dedupe_idx').on(t.dedupeKey, t.createdAt),
    uniqueIndex('quotes_public_id_idx').on(t.publicId),
    uniqueIndex('quotes_idempotency_key_idx').on(t.idempotencyKey),
  ],
);

/** Residential communities offered by the community-quote search. */
export const communities = pgTable(
  'communities',
  {
    id: integer('id').primaryKey(),
    regionId: integer('region_id').notNull(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    address: text('address').notNull(),
    tag: text('tag').notNull(),
    housingType: integer('housing_type').notNull(),
    housingTypeName: text('housing_type_name').notNull(),
  },
  (t) => [index('communities_region_idx').on(t.regionId)],
);

/** House layouts of a community (room, hall, bath, areas). */
export const communityLayouts = pgTable(
  'community_layouts',
  {
    id: id(),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    room: smallint('room').notNull(),
    hall: smallint('hall').notNull(),
    bath: smallint('bath').notNull(),
    isCheck: smallint('is_check').notNull().default(0),
    areaList: jsonb('area_list').$type<{ building_area: number }[]>().notNull(),
  },
  (t) => [index('community_layouts_community_idx').on(t.communityId, t.position)],
);

/** A member's collect / favour / dislike of a work or an article. */
export const reactions = pgTable(
  'reactions',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'collect' | 'favor' | 'dislike'>().notNull(),
    sourceType: text('source_type').notNull(),
    sourceId: text('source_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.sourceType, t.sourceId] }),
    index('reactions_source_idx').on(t.sourceType, t.sourceId, t.kind),
  ],
);

/** Shares of a work or an article. */
export const shares = pgTable(
  'shares',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    clientUuid: text('client_uuid'),
    shareType: text('share_type').notNull(),
    type: text('type').notNull(),
    sourceId: text('source_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('shares_source_idx').on(t.type, t.sourceId)],
);

/** Page visits (work detail visit logging). */
export const visits = pgTable(
  'visits',
  {
    id: id(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    clientUuid: text('client_uuid'),
    sourceType: text('source_type').notNull(),
    sourceId: text('source_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('visits_source_idx').on(t.sourceType, t.sourceId)],
);

/** Small site settings kept as data: the popup banner, campaign configs. */
export const siteConfigs = pgTable('site_configs', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updatedAt: createdAt(),
});
