-- The lead list's indexes cover its filters (ADR 024, "Covering indexes"): each index a filter
-- can start from carries every other filter column (INCLUDE), so the keys of a page are found by
-- an index-only scan (no table row read per lead skipped), and the page's rows are then read by
-- primary key. A rare combination of filters (a partner's closed, verified leads) used to read
-- every lead of the partner from the table. drizzle-kit cannot write INCLUDE; the schema names
-- the key columns and this migration adds the rest. Verified-or-not has no index of its own any
-- more (two values: the created-at index filters it); kind has one, needs-review a partial one.
DROP INDEX "leads_verified_idx";--> statement-breakpoint
DROP INDEX "leads_created_idx";--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at", "kind", "lead_id") INCLUDE ("partner_key", "module", "type", "region_id", "mobile_verified", "needs_review", "status", "assignee_id");--> statement-breakpoint
CREATE INDEX "leads_kind_idx" ON "leads" USING btree ("kind", "created_at", "lead_id") INCLUDE ("partner_key", "module", "type", "region_id", "mobile_verified", "needs_review", "status", "assignee_id");--> statement-breakpoint
CREATE INDEX "leads_needs_review_idx" ON "leads" USING btree ("created_at", "kind", "lead_id") INCLUDE ("partner_key", "module", "type", "region_id", "mobile_verified", "status", "assignee_id") WHERE "needs_review";--> statement-breakpoint
DROP INDEX "leads_partner_idx";--> statement-breakpoint
CREATE INDEX "leads_partner_idx" ON "leads" USING btree ("partner_key", "created_at", "kind", "lead_id") INCLUDE ("module", "type", "region_id", "mobile_verified", "needs_review", "status", "assignee_id");--> statement-breakpoint
DROP INDEX "leads_status_idx";--> statement-breakpoint
CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status", "created_at", "kind", "lead_id") INCLUDE ("partner_key", "module", "type", "region_id", "mobile_verified", "needs_review", "assignee_id");--> statement-breakpoint
DROP INDEX "leads_module_idx";--> statement-breakpoint
CREATE INDEX "leads_module_idx" ON "leads" USING btree ("module", "created_at", "kind", "lead_id") INCLUDE ("partner_key", "type", "region_id", "mobile_verified", "needs_review", "status", "assignee_id");--> statement-breakpoint
DROP INDEX "leads_type_idx";--> statement-breakpoint
CREATE INDEX "leads_type_idx" ON "leads" USING btree ("type", "created_at", "kind", "lead_id") INCLUDE ("partner_key", "module", "region_id", "mobile_verified", "needs_review", "status", "assignee_id");--> statement-breakpoint
DROP INDEX "leads_region_idx";--> statement-breakpoint
CREATE INDEX "leads_region_idx" ON "leads" USING btree ("region_id", "created_at", "kind", "lead_id") INCLUDE ("partner_key", "module", "type", "mobile_verified", "needs_review", "status", "assignee_id");--> statement-breakpoint
DROP INDEX "leads_assignee_idx";--> statement-breakpoint
CREATE INDEX "leads_assignee_idx" ON "leads" USING btree ("assignee_id", "created_at", "kind", "lead_id") INCLUDE ("partner_key", "module", "type", "region_id", "mobile_verified", "needs_review", "status");--> statement-breakpoint
ANALYZE "leads";
