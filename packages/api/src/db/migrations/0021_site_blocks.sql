CREATE TABLE "site_blocks" (
	"kind" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint,
	CONSTRAINT "site_blocks_kind_check" CHECK ("site_blocks"."kind" in ('banners', 'search_keywords', 'contacts', 'sister_apps'))
);
--> statement-breakpoint
ALTER TABLE "site_blocks" ADD CONSTRAINT "site_blocks_updated_by_staff_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;