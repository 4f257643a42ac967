-- Search normalisation and speed (decision 032). search_normalise(text) is rendered from common/search-text.ts
-- (searchNormaliseFunctionSql; tests/api/search-normalise.test.ts checks this copy is exactly that rendering).
CREATE OR REPLACE FUNCTION search_normalise(input text) RETURNS text
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
DECLARE
  s text := translate(input, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz');
BEGIN
  s := regexp_replace(s, '[\u2033\u201c\u201d\u201e\u02ba]', '"', 'g');
  s := regexp_replace(s, '''''', '"', 'g');
  s := regexp_replace(s, '[\u2018\u2019\u2032\u00b4`]', '''', 'g');
  s := regexp_replace(s, '\u00b2', '2', 'g');
  s := regexp_replace(s, '\u00d7', ' x ', 'g');
  IF s ~ '[0-9]' THEN
    s := regexp_replace(s, '(?<![a-z0-9./])([0-9]+(?:[./][0-9]+)?)[ -]*(?:sq[ .]*mm|square[ ]*mm|sq[ .]*millimet(?:er|re)s?|square[ ]*millimet(?:er|re)s?|mm2)(?![a-z0-9])', '\1mm2', 'g');
    s := regexp_replace(s, '(?<![a-z0-9./])([0-9]+(?:[./][0-9]+)?)[ -]*(?:millimet(?:er|re)s?|mm)(?![a-z0-9])', '\1mm', 'g');
    s := regexp_replace(s, '(?<![a-z0-9./])([0-9]+(?:[./][0-9]+)?)[ -]*(?:centimet(?:er|re)s?|cms?)(?![a-z0-9])', '\1cm', 'g');
    s := regexp_replace(s, '(?<![a-z0-9./])([0-9]+(?:[./][0-9]+)?)[ -]*(?:inch(?:es)?|")(?![a-z0-9])', '\1inch', 'g');
    s := regexp_replace(s, '(?<![a-z0-9./])([0-9]+(?:[./][0-9]+)?)[ -]*(?:ft|feet|foot)(?![a-z0-9])', '\1ft', 'g');
    s := regexp_replace(s, '(?<![a-z0-9./])([0-9]+(?:[./][0-9]+)?)[ -]*(?:met(?:er|re)s?|mtrs?|mts?|m)(?![a-z0-9])', '\1m', 'g');
    s := regexp_replace(s, '(?<![a-z0-9./])([0-9]+(?:[./][0-9]+)?)[ -]*(?:kilowatts?|kw)(?![a-z0-9])', '\1kw', 'g');
    s := regexp_replace(s, '(?<![a-z0-9./])([0-9]+(?:[./][0-9]+)?)[ -]*(?:watts?|w)(?![a-z0-9])', '\1w', 'g');
    s := regexp_replace(s, '(?<![a-z0-9./])([0-9]+(?:[./][0-9]+)?)[ -]*(?:kilovolts?|kv)(?![a-z0-9])', '\1kv', 'g');
    s := regexp_replace(s, '(?<![a-z0-9./])([0-9]+(?:[./][0-9]+)?)[ -]*(?:volts?|v)(?![a-z0-9])', '\1v', 'g');
    s := regexp_replace(s, '(?<![a-z0-9./])([0-9]+(?:[./][0-9]+)?)[ -]*(?:milliamps?|ma)(?![a-z0-9])', '\1ma', 'g');
    s := regexp_replace(s, '(?<![a-z0-9./])([0-9]+(?:[./][0-9]+)?)[ -]*(?:amperes?|amps?|a)(?![a-z0-9])', '\1a', 'g');
    s := regexp_replace(s, '(?<![a-z0-9./])([0-9]+(?:[./][0-9]+)?)[ -]*(?:kilo(?:gram)?s?|kgs?)(?![a-z0-9])', '\1kg', 'g');
    s := regexp_replace(s, '(?<![a-z0-9./])([0-9]+(?:[./][0-9]+)?)[ -]*(?:grams?|gms?|g)(?![a-z0-9])', '\1g', 'g');
    s := regexp_replace(s, '(?<![a-z0-9./])([0-9]+(?:[./][0-9]+)?)[ -]*(?:millilit(?:er|re)s?|ml)(?![a-z0-9])', '\1ml', 'g');
    s := regexp_replace(s, '(?<![a-z0-9./])([0-9]+(?:[./][0-9]+)?)[ -]*(?:lit(?:er|re)s?|ltrs?|lt|l)(?![a-z0-9])', '\1l', 'g');
    s := regexp_replace(s, '([0-9])[.]([0-9])', '\1p\2', 'g');
  END IF;
  s := regexp_replace(s, '(?<![0-9])/|/(?![0-9])', ' ', 'g');
  s := regexp_replace(s, '[\u0001-\u002e\u003a-\u0040\u005b-\u0060\u007b-\u00bf\u00d7\u00f7\u2000-\u206f\u2190-\u21ff\u2500-\u27bf\u3000-\u303f]+', ' ', 'g');
  s := regexp_replace(s, '^ +| +$', '', 'g');
  RETURN s;
END;
$fn$;
--> statement-breakpoint
-- The full-text vector over the normalised text (9 W → 9w, 1.5 sq mm → 1p5mm2): dropped and added again, which
-- computes it for every product.
ALTER TABLE "products" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('simple', search_normalise(coalesce(title, ''))), 'A') || setweight(to_tsvector('simple', search_normalise(coalesce(brand, '') || ' ' || coalesce(category, '') || ' ' || coalesce(subcategory, ''))), 'B') || setweight(to_tsvector('simple', search_normalise(coalesce(description, ''))), 'C')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_fts_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
-- The normalised title: the ranking's bonus for a title that starts with the keyword.
ALTER TABLE "products" ADD COLUMN "search_title" text GENERATED ALWAYS AS (search_normalise(title)) STORED NOT NULL;--> statement-breakpoint
-- The catalog's words of three or more characters and no digit: what a misspelt word is corrected to, through
-- a trigram index over a few thousand words instead of every product, and where a typed word is first looked
-- for (a prefix, through the pattern index) before the products' full-text index. Kept by the triggers below.
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
-- A statement's new products add their words at once (an import of 100,000 products in one go).
CREATE OR REPLACE FUNCTION search_words_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM new_rows, unnest(tsvector_to_array(new_rows.search_vector)) AS w
  WHERE w ~ '^[^0-9/]{3,}$'
  ORDER BY w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A product whose searchable text changed adds its new words and drops the old ones no product has now.
CREATE OR REPLACE FUNCTION search_words_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM unnest(tsvector_to_array(NEW.search_vector)) AS w
  WHERE w ~ '^[^0-9/]{3,}$'
  ORDER BY w
  ON CONFLICT DO NOTHING;
  DELETE FROM search_words s
  WHERE s.word IN (SELECT unnest(tsvector_to_array(OLD.search_vector)) EXCEPT SELECT unnest(tsvector_to_array(NEW.search_vector)))
    AND NOT EXISTS (SELECT 1 FROM products p WHERE p.search_vector @@ to_tsquery('simple', quote_literal(s.word)));
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Deleted products drop the words no product has now.
CREATE OR REPLACE FUNCTION search_words_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_words s
  WHERE s.word IN (SELECT DISTINCT unnest(tsvector_to_array(old_rows.search_vector)) FROM old_rows)
    AND NOT EXISTS (SELECT 1 FROM products p WHERE p.search_vector @@ to_tsquery('simple', quote_literal(s.word)));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER products_search_words_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_insert();--> statement-breakpoint
-- Per row, and only when the searchable text changed: a stock or price change costs nothing.
CREATE TRIGGER products_search_words_update AFTER UPDATE OF title, brand, category, subcategory, description ON products
  FOR EACH ROW WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector) EXECUTE FUNCTION search_words_update();--> statement-breakpoint
CREATE TRIGGER products_search_words_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_delete();--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT w FROM products, unnest(tsvector_to_array(products.search_vector)) AS w
WHERE w ~ '^[^0-9/]{3,}$'
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The owner's search synonyms, one group a line ("MCB = miniature circuit breaker"); null: the shop's defaults.
ALTER TABLE "site_settings" ADD COLUMN "search_synonyms" text;
