ALTER TABLE "partners" ADD COLUMN "server_secret_salt" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "server_secret_at" timestamp with time zone;