-- The catalog in Hindi (issue 50, decision 034): translations of products, categories, subcategories and brands,
-- `{ "hi": { "title", "description" } }` and `{ "hi": { "name" } }`, '{}' for none.
ALTER TABLE "categories" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "subcategories" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- search_normalise(text) with two rules for Devanagari: the joiners ZWJ/ZWNJ dropped, the danda a space. Rendered
-- from common/search-text.ts (tests/api/search-normalise.test.ts checks this copy is exactly that rendering).
CREATE OR REPLACE FUNCTION search_normalise(input text) RETURNS text
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
DECLARE
  s text := translate(input, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz');
BEGIN
  s := regexp_replace(s, '[\u200c\u200d]', '', 'g');
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
  s := regexp_replace(s, '[\u0001-\u002e\u003a-\u0040\u005b-\u0060\u007b-\u00bf\u00d7\u00f7\u0964\u0965\u2000-\u206f\u2190-\u21ff\u2500-\u27bf\u3000-\u303f]+', ' ', 'g');
  s := regexp_replace(s, '^ +| +$', '', 'g');
  RETURN s;
END;
$fn$;
--> statement-breakpoint
-- The words-list trigger names the columns whose change rewrites the vector; it reads search_vector, which is
-- dropped below, so it goes first and comes back with translations among its columns.
DROP TRIGGER "products_search_words_update" ON "products";--> statement-breakpoint
-- The vector over the English and the Hindi text (Hindi title A, Hindi description C): dropped and added
-- again, which computes it for every product.
ALTER TABLE "products" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', search_normalise(coalesce(title, '') || ' ' || coalesce(translations #>> '{hi,title}', ''))), 'A') || setweight(to_tsvector('simple', search_normalise(coalesce(brand, '') || ' ' || coalesce(category, '') || ' ' || coalesce(subcategory, ''))), 'B') || setweight(to_tsvector('simple', search_normalise(coalesce(description, '') || ' ' || coalesce(translations #>> '{hi,description}', ''))), 'C')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_fts_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
-- The normalised title again, by the new rules.
ALTER TABLE "products" DROP COLUMN "search_title";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_title" text GENERATED ALWAYS AS (search_normalise(title)) STORED NOT NULL;--> statement-breakpoint
CREATE TRIGGER products_search_words_update AFTER UPDATE OF title, brand, category, subcategory, description, translations ON products
  FOR EACH ROW WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector) EXECUTE FUNCTION search_words_update();--> statement-breakpoint
-- The words of the recomputed vectors (a word split differently by the new rules, none yet in Hindi).
INSERT INTO search_words (word)
SELECT DISTINCT w FROM products, unnest(tsvector_to_array(products.search_vector)) AS w
WHERE w ~ '^[^0-9/]{3,}$'
ON CONFLICT DO NOTHING;
