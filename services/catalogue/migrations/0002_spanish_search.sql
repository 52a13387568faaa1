-- Shop search (issue 26 item 7): PostgreSQL full-text search with the Spanish configuration.
-- Accents and «ñ» are folded with translate (built in: no extension to load); the Spanish plural of a
-- word ending in «z» is written with «c» («nuez» → «nueces»), so a final «z» is read as «c» before
-- stemming: both then stem to «nuec».
CREATE FUNCTION catalogue.search_fold(t text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  SET search_path = catalogue, public, pg_catalog
  AS $$ SELECT regexp_replace(lower(translate(t, 'ÁÉÍÓÚÜÑÀÈÌÒÙáéíóúüñàèìòù', 'AEIOUUNAEIOUaeiouunaeiou')), 'z\M', 'c', 'g') $$;
--> statement-breakpoint
-- The words of a query as a tsquery: every word stemmed in Spanish, each one a prefix (search as you
-- type: «galle» finds «Galletas»), all of them required. A query of only stop words («de», «con»)
-- keeps its words unstemmed. NULL when nothing is left to search for.
CREATE FUNCTION catalogue.search_query(q text) RETURNS tsquery
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  SET search_path = catalogue, public, pg_catalog
  AS $$
    SELECT to_tsquery('simple', string_agg(quote_literal(lexeme) || ':*', ' & ' ORDER BY lexeme))
    FROM unnest(tsvector_to_array(coalesce(
      nullif(to_tsvector('spanish', search_fold(q)), ''::tsvector),
      to_tsvector('simple', search_fold(q))
    ))) AS lexeme
  $$;
--> statement-breakpoint
-- A product's words: the name weighs most (A), then its category and flavor (B), then its description (C).
CREATE FUNCTION catalogue.search_document(name text, category text, description text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  SET search_path = catalogue, public, pg_catalog
  AS $$
    SELECT setweight(to_tsvector('spanish', search_fold(coalesce(name, ''))), 'A')
      || setweight(to_tsvector('spanish', search_fold(coalesce(category, ''))), 'B')
      || setweight(to_tsvector('spanish', search_fold(coalesce(description, ''))), 'C')
  $$;
