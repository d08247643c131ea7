/**
 * What the public site may read (docs/spec/console.md#publishing): every public query of a
 * content table adds `isPublished(table)`, so only `published` rows reach an answer, a list,
 * the search or the sitemap.
 */
import { GONE_STATUSES, PUBLIC_STATUS, type PublicationStatus } from '@renovo/core/contracts';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { oneOf } from '../../db/one-of.ts';

/** The condition of a public row: its status is the public one. */
export function isPublished(table: { status: AnyPgColumn }): SQL {
  return oneOf(table.status, [PUBLIC_STATUS]);
}

/** Was content in this status on the site once (its URL answers 410 Gone rather than 404)? */
export function isGone(status: PublicationStatus): boolean {
  return (GONE_STATUSES as readonly string[]).includes(status);
}
