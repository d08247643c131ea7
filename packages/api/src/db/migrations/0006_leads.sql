CREATE TABLE "analytics_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"category" text,
	"action" text,
	"label" text,
	"partner_key" text,
	"module" text,
	"type" text,
	"page" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_content" text
);
--> statement-breakpoint
CREATE TABLE "lead_notes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"lead_id" bigint NOT NULL,
	"staff_id" bigint,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"kind" text NOT NULL,
	"lead_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"partner_key" text,
	"module" text,
	"type" text,
	"region_id" integer,
	"mobile_rev" text,
	"mobile_verified" boolean DEFAULT false NOT NULL,
	"needs_review" boolean DEFAULT false NOT NULL,
	"page" text,
	"utm_source" text,
	"utm_campaign" text,
	"status" text DEFAULT 'new' NOT NULL,
	"assignee_id" bigint,
	"updated_at" timestamp with time zone,
	CONSTRAINT "leads_kind_lead_id_pk" PRIMARY KEY("kind","lead_id"),
	CONSTRAINT "leads_status_check" CHECK ("leads"."status" in ('new', 'contacted', 'matched', 'closed', 'invalid', 'spam'))
);
--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_kind_lead_id_leads_kind_lead_id_fk" FOREIGN KEY ("kind","lead_id") REFERENCES "public"."leads"("kind","lead_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_at_idx" ON "analytics_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "analytics_events_name_at_idx" ON "analytics_events" USING btree ("name","at");--> statement-breakpoint
CREATE INDEX "lead_notes_lead_idx" ON "lead_notes" USING btree ("kind","lead_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at","kind","lead_id");--> statement-breakpoint
CREATE INDEX "leads_partner_idx" ON "leads" USING btree ("partner_key","created_at","kind","lead_id");--> statement-breakpoint
CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status","created_at","kind","lead_id");--> statement-breakpoint
CREATE INDEX "leads_module_idx" ON "leads" USING btree ("module","created_at","kind","lead_id");--> statement-breakpoint
CREATE INDEX "leads_type_idx" ON "leads" USING btree ("type","created_at","kind","lead_id");--> statement-breakpoint
CREATE INDEX "leads_region_idx" ON "leads" USING btree ("region_id","created_at","kind","lead_id");--> statement-breakpoint
CREATE INDEX "leads_verified_idx" ON "leads" USING btree ("mobile_verified","created_at","kind","lead_id");--> statement-breakpoint
CREATE INDEX "leads_assignee_idx" ON "leads" USING btree ("assignee_id","created_at","kind","lead_id");--> statement-breakpoint
CREATE INDEX "leads_mobile_rev_idx" ON "leads" USING btree ("mobile_rev" text_pattern_ops);