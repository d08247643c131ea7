-- What a repeat of another client's lead was answered: its fresh id, time and shown facts, with
-- the client that asked (services/lead-guard/foreign-answers.ts). No lead, no mobile.
CREATE TABLE "foreign_lead_answers" (
	"lead_table" text NOT NULL,
	"id" bigint NOT NULL,
	"dedupe_key" text,
	"user_id" bigint,
	"client_uuid" text,
	"answered_at" timestamp with time zone NOT NULL,
	"shown" jsonb NOT NULL,
	CONSTRAINT "foreign_lead_answers_lead_table_id_pk" PRIMARY KEY("lead_table","id")
);
--> statement-breakpoint
ALTER TABLE "foreign_lead_answers" ADD CONSTRAINT "foreign_lead_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "foreign_lead_answers_repeat_idx" ON "foreign_lead_answers" USING btree ("dedupe_key","answered_at");--> statement-breakpoint
CREATE INDEX "foreign_lead_answers_answered_idx" ON "foreign_lead_answers" USING btree ("lead_table","answered_at");--> statement-breakpoint
CREATE INDEX "foreign_lead_answers_device_idx" ON "foreign_lead_answers" USING btree ("client_uuid");--> statement-breakpoint
CREATE INDEX "foreign_lead_answers_member_idx" ON "foreign_lead_answers" USING btree ("user_id");