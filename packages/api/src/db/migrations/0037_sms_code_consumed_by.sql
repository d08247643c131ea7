-- Which sign-in spent a code (SHA-256 of its Idempotency-Key): a sign-in whose answer was lost,
-- sent again with the same key and code, is answered instead of refused (ADR 059).
ALTER TABLE "sms_codes" ADD COLUMN "consumed_by" text;