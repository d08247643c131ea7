-- 停止聯繫 asked from the result page of a quote that was never stored (another client's repeat,
-- answered with a sealed result id): remembered by that id, so the page answers as a stored
-- quote's does. No personal data, no lead.
CREATE TABLE "unstored_result_stops" (
	"public_id" text PRIMARY KEY NOT NULL,
	"stopped_at" timestamp with time zone NOT NULL
);
