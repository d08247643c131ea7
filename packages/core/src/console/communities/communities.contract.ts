/**
 * The console's residential-community import (docs/spec/console.md#community-import), for
 * editors and admins: a `text/csv` body (UTF-8, BOM allowed) with the header
 * `name,address,region_id,district,rooms,halls,baths,building_area` (and optionally
 * `housing_type`), one row per layout; rows with the same name and address are one community.
 * `?dry_run=1` changes nothing. Every bad row is listed with its reason (`row` counts from 1 at
 * the first data row); a community with a bad row is left out whole, the others are upserted.
 */
import { z } from 'zod';
import { defineContract } from '../../contracts/contract.ts';
import { envelope } from '../../contracts/envelope.ts';
import { consoleCommunitiesImportRoute } from './communities.routes.ts';

/** The columns of the import file, in order; `housing_type` may be left out. */
export const COMMUNITY_CSV_COLUMNS = [
  'name',
  'address',
  'region_id',
  'district',
  'rooms',
  'halls',
  'baths',
  'building_area',
  'housing_type',
] as const;
/** The columns every file has. */
export const REQUIRED_COMMUNITY_CSV_COLUMNS = COMMUNITY_CSV_COLUMNS.slice(0, 8);
/** The most data rows one file may hold. */
export const COMMUNITY_IMPORT_MAX_ROWS = 20_000;
/** The largest import file, bytes. */
export const COMMUNITY_IMPORT_MAX_BYTES = 4 * 1024 * 1024;

/** A refused row and why. */
export const CommunityImportErrorSchema = z.object({ row: z.int().min(1), message: z.string() });

/** What an import (or its dry run) found and did. */
export const CommunityImportResultSchema = z.object({
  dry_run: z.boolean(),
  /** Data rows that are (dry run: would be) imported. */
  ok_rows: z.int().nonnegative(),
  /** Communities that are (would be) created, and existing ones whose layouts are (would be) replaced. */
  created: z.int().nonnegative(),
  updated: z.int().nonnegative(),
  errors: z.array(CommunityImportErrorSchema),
});

/** POST /console/api/communities/import. */
export const consoleCommunitiesImportContract = defineContract(consoleCommunitiesImportRoute, {
  id: 'postConsoleCommunitiesImport',
  tag: 'console',
  auth: 'staff',
  summary:
    'Imports residential communities from a text/csv body (one row per layout; ?dry_run=1 changes nothing); lists every bad row with its reason (editors, admins)',
  query: z.object({ dry_run: z.enum(['0', '1']).optional() }),
  rawBody: { contentType: 'text/csv', description: REQUIRED_COMMUNITY_CSV_COLUMNS.join(',') },
  response: envelope(CommunityImportResultSchema),
});

/** The community-import contracts. */
export const CONSOLE_COMMUNITIES_CONTRACTS = [consoleCommunitiesImportContract] as const;
