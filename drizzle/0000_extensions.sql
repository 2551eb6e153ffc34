-- Extensions the schema relies on: btree_gist (EXCLUDE constraints on booking ranges), pg_trgm (text search).
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
