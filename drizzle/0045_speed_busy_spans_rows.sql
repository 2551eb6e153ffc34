-- Each recorded direction's window (first request's start to last one's end) becomes its one known span, in
-- epoch ms: the most the requests could have taken. What a test recorded stays as it was judged.
UPDATE "speed_tests" SET
  "server_download_spans" = jsonb_build_array(jsonb_build_array(
    round(extract(epoch FROM "server_download_from") * 1000)::bigint,
    round(extract(epoch FROM "server_download_to") * 1000)::bigint
  )),
  "download_requests" = 1
WHERE "server_download_from" IS NOT NULL AND "server_download_to" IS NOT NULL;
--> statement-breakpoint
UPDATE "speed_tests" SET
  "server_upload_spans" = jsonb_build_array(jsonb_build_array(
    round(extract(epoch FROM "server_upload_from") * 1000)::bigint,
    round(extract(epoch FROM "server_upload_to") * 1000)::bigint
  )),
  "upload_requests" = 1
WHERE "server_upload_from" IS NOT NULL AND "server_upload_to" IS NOT NULL;
