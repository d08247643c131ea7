CREATE TABLE "access_tokens" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "access_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"client_ip" text,
	"user_agent" text,
	CONSTRAINT "access_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "clues" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"user_id" bigint,
	"mobile" text,
	"client_uuid" text,
	"utm" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"type" text,
	"source_type" text,
	"source_id" text,
	"sender_contact" text,
	"design_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"partner_key" text,
	"origin_page" text,
	"user_agent" text,
	"client_ip" text,
	"consent_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "communities" (
	"id" integer PRIMARY KEY NOT NULL,
	"region_id" integer NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"address" text NOT NULL,
	"tag" text NOT NULL,
	"housing_type" integer NOT NULL,
	"housing_type_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_layouts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "community_layouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"community_id" integer NOT NULL,
	"position" integer NOT NULL,
	"room" smallint NOT NULL,
	"hall" smallint NOT NULL,
	"bath" smallint NOT NULL,
	"is_check" smallint DEFAULT 0 NOT NULL,
	"area_list" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint,
	"mobile" text,
	"purpose" text NOT NULL,
	"notice_version" text NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"client_ip" text,
	"user_agent" text,
	"partner_key" text
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text NOT NULL,
	"status_code" integer,
	"response_body" text,
	"content_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"allowed_origins" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quotes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"variant" text NOT NULL,
	"user_id" bigint,
	"mobile" text NOT NULL,
	"client_uuid" text,
	"region_id" integer NOT NULL,
	"size" numeric(6, 2) NOT NULL,
	"house_layout" jsonb,
	"community_id" integer,
	"community" jsonb,
	"utm" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"module" text,
	"type" text NOT NULL,
	"resource_id" text,
	"company_id" text,
	"partner_key" text,
	"origin_page" text,
	"user_agent" text,
	"client_ip" text,
	"consent_notice_version" text NOT NULL,
	"consent_accepted_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rate_limit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reactions" (
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"source_type" text NOT NULL,
	"source_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reactions_user_id_kind_source_type_source_id_pk" PRIMARY KEY("user_id","kind","source_type","source_id")
);
--> statement-breakpoint
CREATE TABLE "shares" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shares_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint,
	"client_uuid" text,
	"share_type" text NOT NULL,
	"type" text NOT NULL,
	"source_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_configs" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"mobile" text NOT NULL,
	"type" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"client_ip" text
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"mobile" text NOT NULL,
	"body" text NOT NULL,
	"gateway" text NOT NULL,
	"status" text NOT NULL,
	"provider_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"mobile" text,
	"email" text,
	"name" text DEFAULT '' NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"sex" smallint DEFAULT 0 NOT NULL,
	"signature" text DEFAULT '' NOT NULL,
	"role" text DEFAULT 'ordinary' NOT NULL,
	"force_bind_mobile" boolean DEFAULT false NOT NULL,
	"signup_utm" jsonb,
	"signup_partner_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "users_mobile_unique" UNIQUE("mobile"),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('ordinary', 'design'))
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "visits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint,
	"client_uuid" text,
	"source_type" text NOT NULL,
	"source_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clues" ADD CONSTRAINT "clues_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clues" ADD CONSTRAINT "clues_consent_id_consents_id_fk" FOREIGN KEY ("consent_id") REFERENCES "public"."consents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_layouts" ADD CONSTRAINT "community_layouts_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reactions" ADD CONSTRAINT "reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_tokens_user_idx" ON "access_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "clues_user_idx" ON "clues" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "clues_mobile_idx" ON "clues" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "clues_client_uuid_idx" ON "clues" USING btree ("client_uuid");--> statement-breakpoint
CREATE INDEX "communities_region_idx" ON "communities" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "community_layouts_community_idx" ON "community_layouts" USING btree ("community_id","position");--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_idx" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "quotes_created_idx" ON "quotes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "quotes_user_idx" ON "quotes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "quotes_mobile_idx" ON "quotes" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "quotes_client_uuid_idx" ON "quotes" USING btree ("client_uuid");--> statement-breakpoint
CREATE INDEX "rate_limit_events_key_at_idx" ON "rate_limit_events" USING btree ("key","at");--> statement-breakpoint
CREATE INDEX "reactions_source_idx" ON "reactions" USING btree ("source_type","source_id","kind");--> statement-breakpoint
CREATE INDEX "shares_source_idx" ON "shares" USING btree ("type","source_id");--> statement-breakpoint
CREATE INDEX "sms_codes_mobile_type_idx" ON "sms_codes" USING btree ("mobile","type","created_at");--> statement-breakpoint
CREATE INDEX "sms_messages_mobile_idx" ON "sms_messages" USING btree ("mobile","id");--> statement-breakpoint
CREATE INDEX "visits_source_idx" ON "visits" USING btree ("source_type","source_id");