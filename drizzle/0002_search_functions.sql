-- Text search folds case and accents (Kigali = kigali, Gisenyi = gisényi) with an immutable wrapper, so the
-- folded text can be a stored generated column with a pg_trgm index.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kazistay_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;
