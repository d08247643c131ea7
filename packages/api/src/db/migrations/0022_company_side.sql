CREATE TABLE "company_applications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_name" text NOT NULL,
	"tax_id" text NOT NULL,
	"contact_name" text NOT NULL,
	"mobile" text,
	"email" text DEFAULT '' NOT NULL,
	"region_id" smallint NOT NULL,
	"licence_no" text DEFAULT '' NOT NULL,
	"licence_expires_on" date,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"company_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_staff_id" bigint,
	"client_ip" text,
	CONSTRAINT "company_applications_status_check" CHECK ("company_applications"."status" in ('open', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "company_invites" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_invites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"mobile" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by_staff_id" bigint,
	"invited_by_user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "company_invites_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "company_invites_role_check" CHECK ("company_invites"."role" in ('owner', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "company_members" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_members_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "company_members_role_check" CHECK ("company_members"."role" in ('owner', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "email_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"transport" text NOT NULL,
	"status" text NOT NULL,
	"provider_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_offers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lead_kind" text NOT NULL,
	"lead_id" bigint NOT NULL,
	"company_id" integer NOT NULL,
	"status" text DEFAULT 'offered' NOT NULL,
	"named" boolean DEFAULT false NOT NULL,
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	"decline_reason" text,
	"revealed_at" timestamp with time zone,
	"credited_at" timestamp with time zone,
	"reassigned_by_staff_id" bigint,
	CONSTRAINT "lead_offers_status_check" CHECK ("lead_offers"."status" in ('offered', 'accepted', 'declined', 'expired', 'reassigned'))
);
--> statement-breakpoint
CREATE TABLE "lead_reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"offer_id" bigint NOT NULL,
	"company_id" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_staff_id" bigint,
	CONSTRAINT "lead_reports_offer_id_unique" UNIQUE("offer_id"),
	CONSTRAINT "lead_reports_reason_check" CHECK ("lead_reports"."reason" in ('wrong_number', 'not_owner', 'wrong_area', 'duplicate')),
	CONSTRAINT "lead_reports_status_check" CHECK ("lead_reports"."status" in ('open', 'upheld', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "review_replies" (
	"rating_id" bigint PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" bigint,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"moderated_by" integer,
	"moderated_at" timestamp with time zone,
	"reject_reason" text,
	CONSTRAINT "review_replies_status_check" CHECK ("review_replies"."status" in ('draft', 'pending', 'published', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "monthly_capacity" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "paused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "size_min_ping" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "size_max_ping" integer;--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN "review_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "matched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "contact_stopped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "owner_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_applications" ADD CONSTRAINT "company_applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invites" ADD CONSTRAINT "company_invites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_offers" ADD CONSTRAINT "lead_offers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_offers" ADD CONSTRAINT "lead_offers_lead_kind_lead_id_leads_kind_lead_id_fk" FOREIGN KEY ("lead_kind","lead_id") REFERENCES "public"."leads"("kind","lead_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_reports" ADD CONSTRAINT "lead_reports_offer_id_lead_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."lead_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_reports" ADD CONSTRAINT "lead_reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_rating_id_company_ratings_id_fk" FOREIGN KEY ("rating_id") REFERENCES "public"."company_ratings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_applications_status_idx" ON "company_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "company_invites_company_idx" ON "company_invites" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "company_invites_mobile_idx" ON "company_invites" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "company_members_company_idx" ON "company_members" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "email_messages_to_idx" ON "email_messages" USING btree ("to_address","id");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_offers_lead_company_idx" ON "lead_offers" USING btree ("lead_kind","lead_id","company_id");--> statement-breakpoint
CREATE INDEX "lead_offers_company_idx" ON "lead_offers" USING btree ("company_id","offered_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lead_offers_open_idx" ON "lead_offers" USING btree ("expires_at") WHERE "lead_offers"."status" = 'offered';--> statement-breakpoint
CREATE INDEX "lead_offers_holding_idx" ON "lead_offers" USING btree ("company_id","offered_at") WHERE "lead_offers"."status" in ('offered', 'accepted');--> statement-breakpoint
CREATE INDEX "lead_reports_status_idx" ON "lead_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "lead_reports_company_idx" ON "lead_reports" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "review_replies_pending_idx" ON "review_replies" USING btree ("updated_at") WHERE "review_replies"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "leads_unmatched_idx" ON "leads" USING btree ("created_at") WHERE "leads"."matched_at" is null and "leads"."mobile_verified" and not "leads"."needs_review";--> statement-breakpoint
-- Leads filed before the company side existed were followed up by the staff: matching leaves them.
UPDATE "leads" SET "matched_at" = "created_at";
