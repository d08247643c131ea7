/**
 * The content tables: companies, works and their images, articles and short videos (what owners
 * and Google say of a company is in schema-reviews.ts, what visitors leave behind in
 * schema-visitors.ts). Part of the Drizzle schema beside `schema.ts`; drizzle-kit writes them into
 * the committed migrations.
 *
 * Every filter and sort of the list endpoints has an index: a page of 20 is an index scan.
 */
import {
  DEFAULT_MONTHLY_CAPACITY,
  PUBLIC_STATUS,
  PUBLICATION_STATUSES,
  type PublicationStatus,
} from '@renovo/core/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf } from './one-of.ts';
import { users } from './schema.ts';
import { mediaAssets } from './schema-media.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => ts('created_at').notNull().defaultNow();
/** Seeded rows carry their ids (they reference each other); new rows take the next one. */
const seededId = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
const ownId = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
/** A photo of the media library (the row keeps its id; the site turns it into a `<picture>`). */
const mediaRef = (name: string) =>
  bigint(name, { mode: 'number' }).references(() => mediaAssets.id, { onDelete: 'set null' });
/** Where a company or work stands (core's PUBLICATION_STATUSES); rows made before the console were published. */
const publicationStatus = () => text('status').$type<PublicationStatus>().notNull().default('published');
const _userRef = () =>
  bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' });

/** Per-dimension average scores of a company (1–5, one decimal). */
export type RatingScores = Record<string, number>;

/** A product or detail marker placed on a work photo; x and y are percentages of the image. */
export interface ImageMarkerRow {
  x: number;
  y: number;
  title: string;
  url: string;
}

/** An article image linked to the work photo it shows. */
export interface ArticleImageRow {
  work_id: number | null;
  work_index: number;
  src: string;
  tags: string[];
  alt: string;
}

/** Design companies. */
export const companies = pgTable(
  'companies',
  {
    id: seededId(),
    name: text('name').notNull().unique(),
    logoUrl: text('logo_url').notNull(),
    intro: text('intro').notNull(),
    /** Head-office region. */
    regionId: smallint('region_id').notNull(),
    address: text('address').notNull(),
    /** Null until the company or the staff say it (an approved application does not). */
    foundedYear: smallint('founded_year'),
    teamSize: smallint('team_size'),
    servedRegionIds: integer('served_region_ids').array().notNull(),
    styleIds: integer('style_ids').array().notNull(),
    /** Usual budget of a whole-house project, 萬 NTD. */
    priceMinWan: integer('price_min_wan').notNull(),
    priceMaxWan: integer('price_max_wan').notNull(),
    /** Average of the published on-site ratings (0 when none), two decimals × 100. */
    ratingAvgX100: integer('rating_avg_x100').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** Reputation score for the ranking (Bayesian average × 100), refreshed with the ratings. */
    reputationX100: integer('reputation_x100').notNull().default(0),
    scores: jsonb('scores').$type<RatingScores>().notNull().default({}),
    googleRatingX10: smallint('google_rating_x10').notNull().default(0),
    googleCount: integer('google_count').notNull().default(0),
    worksCount: integer('works_count').notNull().default(0),
    /** Shown among the footer's hot companies, in this order (null: not hot). */
    hotRank: smallint('hot_rank'),
    createdAt: createdAt(),
    // Written in the console (docs/spec/console.md#companies).
    status: publicationStatus(),
    verified: boolean('verified').notNull().default(false),
    logoMediaId: mediaRef('logo_media_id'),
    /**
     * The contact the company shows on its public page (a business number, e-mail and site it
     * gives for publication), like a partner's `contact`: public content, not an owner's data.
     */
    phone: text('contact_tel').notNull().default(''),
    email: text('contact_email').notNull().default(''),
    website: text('website').notNull().default(''),
    /** 統一編號 (checked by core's isValidTaxId). */
    taxId: text('tax_id').unique(),
    /** 室內裝修業登記證 number and its last valid day. */
    licenceNo: text('licence_no').notNull().default(''),
    licenceExpiresOn: date('licence_expires_on', { mode: 'string' }),
    /** The day the reminder job flagged the licence (lapsing within the window, or lapsed). */
    licenceRemindedOn: date('licence_reminded_on', { mode: 'string' }),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    // The company's targeting (docs/spec/company-side.md#matching), set in its centre.
    /** Leads it takes in a Taiwan calendar month (offers held or accepted count). */
    monthlyCapacity: integer('monthly_capacity').notNull().default(DEFAULT_MONTHLY_CAPACITY),
    /** A paused company is offered nothing. */
    paused: boolean('paused').notNull().default(false),
    /** The home sizes it takes, 坪 (null: any). */
    sizeMinPing: integer('size_min_ping'),
    sizeMaxPing: integer('size_max_ping'),
    // Kept by a trigger (migration company_loads) for matching: how many members it has (the
    // offers it holds are counted in `company_loads`).
    membersCount: integer('members_count').notNull().default(0),
    // Kept by a trigger (migration company_match_state) for matching, which keeps each company
    // between batches and reads only what changed (ADR 047): the transaction that last wrote a
    // column matching reads (a PostgreSQL xid8, as a number; indexed, as the counters that are
    // written with every batch live in `company_loads`), and a revision that moves whenever a
    // column of the profile matching reads (cities, styles, sizes, budget, verification) changes.
    changedXact: bigint('changed_xact', { mode: 'number' }).notNull().default(0),
    profileRev: bigint('profile_rev', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    check('companies_status_check', oneOf(t.status, PUBLICATION_STATUSES)),
    index('companies_status_idx').on(t.status),
    index('companies_licence_idx').on(t.licenceExpiresOn),
    index('companies_region_idx').on(t.regionId),
    index('companies_served_regions_idx').using('gin', t.servedRegionIds),
    index('companies_styles_idx').using('gin', t.styleIds),
    index('companies_reputation_idx').on(t.reputationX100.desc(), t.id),
    index('companies_changed_idx').on(t.changedXact),
  ],
);

/** Design works (portfolios). */
export const works = pgTable(
  'works',
  {
    id: seededId(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull().unique(),
    description: text('description').notNull(),
    styleId: smallint('style_id').notNull(),
    housingType: smallint('housing_type').notNull(),
    areaPing: smallint('area_ping').notNull(),
    budgetWan: integer('budget_wan').notNull(),
    regionId: smallint('region_id').notNull(),
    room: smallint('room').notNull(),
    hall: smallint('hall').notNull(),
    bath: smallint('bath').notNull(),
    /** Spaces shown by the photos (space ids of docs/spec/quotes.md#entities). */
    spaceIds: integer('space_ids').array().notNull(),
    coverUrl: text('cover_url').notNull(),
    imageCount: smallint('image_count').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    designer: text('designer').notNull(),
    isRepresent: boolean('is_represent').notNull().default(false),
    constructionLabels: jsonb('construction_labels').$type<string[]>().notNull().default([]),
    isHealHouse: boolean('is_heal_house').notNull().default(false),
    viewCount: integer('view_count').notNull().default(0),
    publishedAt: ts('published_at').notNull(),
    // Written in the console (docs/spec/console.md#works).
    status: publicationStatus(),
    coverMediaId: mediaRef('cover_media_id'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /** When its company's member sent the draft for the staff's review (null: not waiting). */
    reviewRequestedAt: ts('review_requested_at'),
    /** Why the staff returned it (its company reads it); cleared when it is sent again or published. */
    reviewNote: text('review_note'),
  },
  (t) => [
    check('works_status_check', oneOf(t.status, PUBLICATION_STATUSES)),
    index('works_newest_idx').on(t.publishedAt.desc(), t.id.desc()),
    index('works_popular_idx').on(t.viewCount.desc(), t.id.desc()),
    index('works_style_idx').on(t.styleId, t.publishedAt.desc()),
    index('works_region_idx').on(t.regionId, t.publishedAt.desc()),
    index('works_housing_type_idx').on(t.housingType, t.publishedAt.desc()),
    index('works_budget_idx').on(t.budgetWan),
    index('works_area_idx').on(t.areaPing),
    index('works_spaces_idx').using('gin', t.spaceIds),
    index('works_company_idx').on(t.companyId, t.publishedAt.desc()),
    index('works_represent_idx').on(t.publishedAt.desc(), t.id.desc()).where(sql`${t.isRepresent}`),
    index('works_heal_house_idx').on(t.publishedAt.desc(), t.id.desc()).where(sql`${t.isHealHouse}`),
  ],
);

/** Photos of a work by space, its floor plans, and the construction photos of a represent work. */
export const workImages = pgTable(
  'work_images',
  {
    id: seededId(),
    workId: integer('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'photo' | 'plan' | 'construction'>().notNull(),
    position: smallint('position').notNull(),
    /** Space id of a photo (null for plans and construction photos). */
    spaceId: smallint('space_id'),
    /** space_cn of a photo or plan; the construction stage of a construction photo. */
    label: text('label').notNull(),
    url: text('url').notNull(),
    alt: text('alt').notNull(),
    markers: jsonb('markers').$type<ImageMarkerRow[]>().notNull().default([]),
    /** The media-library photo of a photo added in the console (`url` is then empty). */
    mediaId: mediaRef('media_id'),
    caption: text('caption').notNull().default(''),
  },
  (t) => [index('work_images_work_idx').on(t.workId, t.kind, t.position)],
);

/**
 * Renovation articles. `content_html` is sanitised before it is written (one allow-list,
 * content/articles/sanitize-article-html.ts). Only `published` ones are public
 * (docs/spec/console.md#publishing): the public indexes hold only those. `published_at` is when
 * it first went on the site (for a draft: when it was made); `revision` counts its saves.
 */
export const articles = pgTable(
  'articles',
  {
    id: seededId(),
    title: text('title').notNull().unique(),
    summary: text('summary').notNull(),
    contentHtml: text('content_html').notNull(),
    coverUrl: text('cover_url').notNull(),
    /** The media-library photo of the cover (console articles); its `<picture>` is served. */
    coverMediaId: bigint('cover_media_id', { mode: 'number' }).references(() => mediaAssets.id, {
      onDelete: 'set null',
    }),
    labelId: smallint('label_id').notNull(),
    subLabelId: smallint('sub_label_id').notNull(),
    aiLabels: jsonb('ai_labels').$type<string[]>().notNull().default([]),
    styleId: smallint('style_id'),
    regionId: smallint('region_id'),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    workIds: integer('work_ids').array().notNull(),
    images: jsonb('images').$type<ArticleImageRow[]>().notNull().default([]),
    author: text('author').notNull(),
    readingMinutes: smallint('reading_minutes').notNull(),
    viewCount: integer('view_count').notNull().default(0),
    status: text('status', { enum: PUBLICATION_STATUSES }).notNull(),
    /** When a scheduled article goes on the site. */
    publishAt: ts('publish_at'),
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    revision: integer('revision').notNull().default(1),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    publishedAt: ts('published_at').notNull(),
  },
  (t) => {
    const published = oneOf(t.status, [PUBLIC_STATUS]);
    return [
      check('articles_status_check', oneOf(t.status, PUBLICATION_STATUSES)),
      index('articles_newest_idx').on(t.publishedAt.desc(), t.id.desc()).where(published),
      index('articles_popular_idx').on(t.viewCount.desc(), t.id.desc()).where(published),
      index('articles_label_idx').on(t.labelId, t.publishedAt.desc()).where(published),
      index('articles_sub_label_idx').on(t.subLabelId, t.publishedAt.desc()).where(published),
      index('articles_style_idx').on(t.styleId, t.publishedAt.desc()).where(published),
      index('articles_edited_idx').on(t.updatedAt.desc(), t.id.desc()),
      index('articles_scheduled_idx')
        .on(t.publishAt)
        .where(oneOf(t.status, ['scheduled'])),
    ];
  },
);

/** Every saved version of an article (console saves), restorable. */
export const articleRevisions = pgTable(
  'article_revisions',
  {
    id: ownId(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    contentHtml: text('content_html').notNull(),
    coverMediaId: bigint('cover_media_id', { mode: 'number' }),
    labelId: smallint('label_id').notNull(),
    subLabelId: smallint('sub_label_id').notNull(),
    aiLabels: jsonb('ai_labels').$type<string[]>().notNull(),
    seoTitle: text('seo_title').notNull(),
    seoDescription: text('seo_description').notNull(),
    status: text('status', { enum: PUBLICATION_STATUSES }).notNull(),
    savedBy: bigint('saved_by', { mode: 'number' }),
    savedAt: ts('saved_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('article_revisions_article_idx').on(t.articleId, t.revision)],
);

/** Short videos (decoration guide, work videos). */
export const shorts = pgTable(
  'shorts',
  {
    id: seededId(),
    title: text('title').notNull().unique(),
    description: text('description').notNull(),
    posterUrl: text('poster_url').notNull(),
    videoUrl: text('video_url').notNull(),
    durationSeconds: smallint('duration_seconds').notNull(),
    playCount: integer('play_count').notNull().default(0),
    workId: integer('work_id').references(() => works.id, { onDelete: 'set null' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    categoryId: smallint('category_id').notNull(),
    styleId: smallint('style_id').notNull(),
    publishedAt: ts('published_at').notNull(),
    /** Only `published` shorts reach the site (docs/spec/console.md#shorts); the seed's are published. */
    status: text('status', { enum: PUBLICATION_STATUSES }).notNull().default('published'),
    /** Tags an editor gave it (the console's shorts). */
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** The uploaded video (media library) a console-made short plays; null for the seed's files. */
    videoAssetId: bigint('video_asset_id', { mode: 'number' }).references(() => mediaAssets.id, {
      onDelete: 'restrict',
    }),
    /** Its cover: another uploaded photo; null: the video's own poster frame. */
    coverAssetId: bigint('cover_asset_id', { mode: 'number' }).references(() => mediaAssets.id, {
      onDelete: 'set null',
    }),
    updatedAt: ts('updated_at'),
  },
  (t) => [
    check('shorts_status_check', oneOf(t.status, PUBLICATION_STATUSES)),
    index('shorts_newest_idx').on(t.publishedAt.desc(), t.id.desc()),
    index('shorts_popular_idx').on(t.playCount.desc(), t.id.desc()),
    index('shorts_work_idx').on(t.workId, t.publishedAt.desc()),
    index('shorts_category_idx').on(t.categoryId, t.publishedAt.desc()),
  ],
);
