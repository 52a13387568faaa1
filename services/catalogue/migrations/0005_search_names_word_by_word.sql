-- A product's name also word by word, unstemmed (weight A): a Spanish stop word in a name is still a word of it.
-- «Galletas de té chai» is found by «té» or «te» (the Spanish configuration drops «te», a pronoun, from both the
-- query and the document).
CREATE OR REPLACE FUNCTION catalogue.search_document(name text, category text, description text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  SET search_path = catalogue, public, pg_catalog
  AS $$
    SELECT setweight(to_tsvector('spanish', search_fold(coalesce(name, ''))), 'A')
      || setweight(to_tsvector('simple', search_fold(coalesce(name, ''))), 'A')
      || setweight(to_tsvector('spanish', search_fold(coalesce(category, ''))), 'B')
      || setweight(to_tsvector('spanish', search_fold(coalesce(description, ''))), 'C')
  $$;
