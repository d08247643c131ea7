CREATE TABLE "lead_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"request_hash" text NOT NULL,
	"lead_table" text NOT NULL,
	"lead_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clues" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "clues" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "request_hash" text;--> statement-breakpoint
CREATE INDEX "lead_keys_created_idx" ON "lead_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "clues_idempotency_key_idx" ON "clues" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_idempotency_key_idx" ON "quotes" USING btree ("idempotency_key");