-- Speed tests recorded with the browser's figures: those figures become claims, and each test is judged again by
-- the server's own bytes and spans with the rules of shared/speed-tests.ts (SERVER_MIN_BYTES 32 KB, windows of
-- 1 to 12 s, or under 1 s with at least 16 MB, the window counted as at least 1 s, at most 1000 Mbps, a claim
-- beyond a factor of 2 flagged). Latency has no server figure for them. Then each listing's verified figures.
UPDATE "speed_tests" SET "reserved_download_bytes" = "server_download_bytes", "reserved_upload_bytes" = "server_upload_bytes";
--> statement-breakpoint
UPDATE "speed_tests" SET
  "claimed_download_kbps" = "download_kbps",
  "claimed_upload_kbps" = "upload_kbps",
  "claimed_latency_ms" = "latency_ms",
  "download_kbps" = NULL,
  "upload_kbps" = NULL,
  "latency_ms" = NULL,
  "status" = 'incomplete'
WHERE "recorded_at" IS NOT NULL;
--> statement-breakpoint
WITH "w" AS (
  SELECT "id",
    "server_download_bytes" AS "db",
    extract(epoch FROM "server_download_to" - "server_download_from") * 1000 AS "dms",
    "server_upload_bytes" AS "ub",
    extract(epoch FROM "server_upload_to" - "server_upload_from") * 1000 AS "ums"
  FROM "speed_tests"
  WHERE "recorded_at" IS NOT NULL
)
UPDATE "speed_tests" AS "s" SET
  "status" = 'complete',
  "download_kbps" = least(1000000, round("w"."db" * 8 / greatest("w"."dms", 1000)))::integer,
  "upload_kbps" = least(1000000, round("w"."ub" * 8 / greatest("w"."ums", 1000)))::integer
FROM "w"
WHERE "s"."id" = "w"."id"
  AND "w"."db" >= 32768 AND "w"."ub" >= 32768
  AND "w"."dms" <= 12000 AND "w"."ums" <= 12000
  AND ("w"."dms" >= 1000 OR "w"."db" >= 16777216)
  AND ("w"."ums" >= 1000 OR "w"."ub" >= 16777216);
--> statement-breakpoint
UPDATE "speed_tests" SET "flagged" = true
WHERE "status" = 'complete' AND (
  "claimed_download_kbps" > "download_kbps" * 2 OR "claimed_download_kbps" * 2 < "download_kbps"
  OR "claimed_upload_kbps" > "upload_kbps" * 2 OR "claimed_upload_kbps" * 2 < "upload_kbps"
);
--> statement-breakpoint
UPDATE "properties" AS "p" SET
  "verified_download_kbps" = (
    SELECT round(percentile_cont(0.5) WITHIN GROUP (ORDER BY "download_kbps"))::integer FROM "speed_tests"
    WHERE "property_id" = "p"."id" AND "status" = 'complete' AND NOT "flagged"
  ),
  "verified_tests" = (
    SELECT count(*)::integer FROM "speed_tests"
    WHERE "property_id" = "p"."id" AND "status" = 'complete' AND NOT "flagged"
  )
WHERE EXISTS (SELECT 1 FROM "speed_tests" WHERE "property_id" = "p"."id");
