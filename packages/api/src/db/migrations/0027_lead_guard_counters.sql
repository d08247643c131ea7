-- UNLOGGED (ADR 051): a write never waits for the WAL; a crash empties both tables.
CREATE UNLOGGED TABLE "lead_repeat_claims" (
	"dedupe_key" text PRIMARY KEY NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNLOGGED TABLE "rate_limit_counters" (
	"key" text NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "rate_limit_counters_key_bucket_pk" PRIMARY KEY("key","bucket")
);
--> statement-breakpoint
CREATE INDEX "lead_repeat_claims_claimed_idx" ON "lead_repeat_claims" USING btree ("claimed_at");--> statement-breakpoint
CREATE INDEX "rate_limit_counters_bucket_idx" ON "rate_limit_counters" USING btree ("bucket");