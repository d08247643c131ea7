-- The Help's notice (/v2/notice/250) is a site block the console saves (console/site-blocks).
ALTER TABLE "site_blocks" DROP CONSTRAINT "site_blocks_kind_check";--> statement-breakpoint
ALTER TABLE "site_blocks" ADD CONSTRAINT "site_blocks_kind_check" CHECK ("site_blocks"."kind" in ('banners', 'search_keywords', 'contacts', 'sister_apps', 'notice'));