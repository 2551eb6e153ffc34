-- The trigram indexes behind the property, service and admin user searches keep no pending list: with
-- fastupdate on, new entries wait in a list that every search reads in full until a vacuum merges it (about
-- 500 pages after 50,000 services were added, doubling each search's time). Rows are written rarely and
-- searched constantly. Set in place, then the existing pending entries are merged into each index.
ALTER INDEX "profiles_admin_search_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "properties_search_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "services_search_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('profiles_admin_search_idx');--> statement-breakpoint
SELECT gin_clean_pending_list('properties_search_trgm_idx');--> statement-breakpoint
SELECT gin_clean_pending_list('services_search_trgm_idx');
