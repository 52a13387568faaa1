-- The search's accent folding without the unaccent extension: translate is built in, so the embedded
-- engine loads no extension (loading one slowed every request of the process). Databases made before
-- fold the same way from here on, and the extension they created goes.
CREATE OR REPLACE FUNCTION catalogue.search_fold(t text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  SET search_path = catalogue, public, pg_catalog
  AS $$ SELECT regexp_replace(lower(translate(t, 'ÁÉÍÓÚÜÑÀÈÌÒÙáéíóúüñàèìòù', 'AEIOUUNAEIOUaeiouunaeiou')), 'z\M', 'c', 'g') $$;
--> statement-breakpoint
DROP EXTENSION IF EXISTS unaccent;
