-- Hindi search, two gaps (issue 50, decision 034): Devanagari digits read as Latin ones ("१६a" is the size 16a),
-- and a product found by the Hindi names of its brand, category and subcategory.
-- search_normalise(text) with the Devanagari digits folded to Latin. Rendered from common/search-text.ts
-- (tests/api/search-normalise.test.ts checks this copy is exactly that rendering).
CREATE OR REPLACE FUNCTION search_normalise(input text) RETURNS text
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
DECLARE
  s text := translate(input, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ०१२३४५६७८९', 'abcdefghijklmnopqrstuvwxyz0123456789');
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
-- The words-list trigger reads search_vector, which is dropped below: it goes first and comes back with the
-- Hindi names among its columns.
DROP TRIGGER "products_search_words_update" ON "products";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_title";--> statement-breakpoint
-- A generated column cannot read another table, so the taxonomy rows' Hindi names are copied onto each product
-- (by the triggers below) and the vector reads the copy: the search itself joins nothing.
ALTER TABLE "products" ADD COLUMN "search_taxonomy_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- A product's brand, category and subcategory Hindi names, matched by name case-insensitively as the filters do.
CREATE OR REPLACE FUNCTION product_taxonomy_hi(p_brand text, p_category text, p_subcategory text) RETURNS text
LANGUAGE sql STABLE AS $fn$
  SELECT concat_ws(' ',
    (SELECT c.translations #>> '{hi,name}' FROM categories c WHERE c.kind = 'brand' AND lower(c.name) = lower(p_brand)),
    (SELECT c.translations #>> '{hi,name}' FROM categories c WHERE c.kind = 'category' AND lower(c.name) = lower(p_category)),
    (SELECT s.translations #>> '{hi,name}' FROM subcategories s JOIN categories c ON c.id = s.category_id
      WHERE c.kind = 'category' AND lower(c.name) = lower(p_category) AND lower(s.name) = lower(p_subcategory)))
$fn$;
--> statement-breakpoint
UPDATE products SET search_taxonomy_hi = product_taxonomy_hi(brand, category, subcategory)
WHERE product_taxonomy_hi(brand, category, subcategory) <> '';--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', search_normalise(coalesce(title, '') || ' ' || coalesce(translations #>> '{hi,title}', ''))), 'A') || setweight(to_tsvector('simple', search_normalise(coalesce(brand, '') || ' ' || coalesce(category, '') || ' ' || coalesce(subcategory, '') || ' ' || coalesce(search_taxonomy_hi, ''))), 'B') || setweight(to_tsvector('simple', search_normalise(coalesce(description, '') || ' ' || coalesce(translations #>> '{hi,description}', ''))), 'C')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_fts_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_title" text GENERATED ALWAYS AS (search_normalise(title)) STORED NOT NULL;--> statement-breakpoint
CREATE TRIGGER products_search_words_update AFTER UPDATE OF title, brand, category, subcategory, description, translations, search_taxonomy_hi ON products
  FOR EACH ROW WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector) EXECUTE FUNCTION search_words_update();--> statement-breakpoint
-- A product written with a brand, category or subcategory takes their Hindi names (before the row is stored,
-- so the vector is computed with them).
CREATE OR REPLACE FUNCTION products_taxonomy_hi() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_taxonomy_hi := product_taxonomy_hi(NEW.brand, NEW.category, NEW.subcategory);
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER products_taxonomy_hi_insert BEFORE INSERT ON products
  FOR EACH ROW EXECUTE FUNCTION products_taxonomy_hi();--> statement-breakpoint
CREATE TRIGGER products_taxonomy_hi_update BEFORE UPDATE OF brand, category, subcategory ON products
  FOR EACH ROW WHEN (lower(OLD.brand) IS DISTINCT FROM lower(NEW.brand) OR lower(OLD.category) IS DISTINCT FROM lower(NEW.category) OR lower(OLD.subcategory) IS DISTINCT FROM lower(NEW.subcategory))
  EXECUTE FUNCTION products_taxonomy_hi();--> statement-breakpoint
-- The products under one brand, category or subcategory take its Hindi name again; only rows whose copy
-- changes are written (each statement finds them through the filters' lower(name) indexes).
CREATE OR REPLACE FUNCTION products_taxonomy_hi_refresh(p_kind text, p_name text, p_category text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF p_kind = 'brand' THEN
    UPDATE products p SET search_taxonomy_hi = x.t
    FROM (SELECT id, product_taxonomy_hi(brand, category, subcategory) AS t FROM products WHERE lower(brand) = lower(p_name)) x
    WHERE p.id = x.id AND p.search_taxonomy_hi <> x.t;
  ELSIF p_kind = 'category' THEN
    UPDATE products p SET search_taxonomy_hi = x.t
    FROM (SELECT id, product_taxonomy_hi(brand, category, subcategory) AS t FROM products WHERE lower(category) = lower(p_name)) x
    WHERE p.id = x.id AND p.search_taxonomy_hi <> x.t;
  ELSE
    UPDATE products p SET search_taxonomy_hi = x.t
    FROM (SELECT id, product_taxonomy_hi(brand, category, subcategory) AS t FROM products
          WHERE lower(category) = lower(p_category) AND lower(subcategory) = lower(p_name)) x
    WHERE p.id = x.id AND p.search_taxonomy_hi <> x.t;
  END IF;
END;
$$;--> statement-breakpoint
-- A category or brand added, renamed, given another Hindi name or deleted: its products follow.
CREATE OR REPLACE FUNCTION categories_taxonomy_hi() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM products_taxonomy_hi_refresh(OLD.kind, OLD.name, NULL);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND (TG_OP = 'INSERT' OR OLD.kind <> NEW.kind OR lower(OLD.name) <> lower(NEW.name)) THEN
    PERFORM products_taxonomy_hi_refresh(NEW.kind, NEW.name, NULL);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER categories_taxonomy_hi_insert AFTER INSERT ON categories
  FOR EACH ROW WHEN (NEW.translations #>> '{hi,name}' IS NOT NULL) EXECUTE FUNCTION categories_taxonomy_hi();--> statement-breakpoint
CREATE TRIGGER categories_taxonomy_hi_update AFTER UPDATE OF kind, name, translations ON categories
  FOR EACH ROW WHEN (OLD.translations #>> '{hi,name}' IS DISTINCT FROM NEW.translations #>> '{hi,name}' OR OLD.kind IS DISTINCT FROM NEW.kind OR lower(OLD.name) IS DISTINCT FROM lower(NEW.name))
  EXECUTE FUNCTION categories_taxonomy_hi();--> statement-breakpoint
CREATE TRIGGER categories_taxonomy_hi_delete AFTER DELETE ON categories
  FOR EACH ROW WHEN (OLD.translations #>> '{hi,name}' IS NOT NULL) EXECUTE FUNCTION categories_taxonomy_hi();--> statement-breakpoint
-- Likewise a subcategory (its products are those of its category with its name).
CREATE OR REPLACE FUNCTION subcategories_taxonomy_hi() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM products_taxonomy_hi_refresh('subcategory', OLD.name, c.name) FROM categories c WHERE c.id = OLD.category_id AND c.kind = 'category';
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND (TG_OP = 'INSERT' OR OLD.category_id <> NEW.category_id OR lower(OLD.name) <> lower(NEW.name)) THEN
    PERFORM products_taxonomy_hi_refresh('subcategory', NEW.name, c.name) FROM categories c WHERE c.id = NEW.category_id AND c.kind = 'category';
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER subcategories_taxonomy_hi_insert AFTER INSERT ON subcategories
  FOR EACH ROW WHEN (NEW.translations #>> '{hi,name}' IS NOT NULL) EXECUTE FUNCTION subcategories_taxonomy_hi();--> statement-breakpoint
CREATE TRIGGER subcategories_taxonomy_hi_update AFTER UPDATE OF category_id, name, translations ON subcategories
  FOR EACH ROW WHEN (OLD.translations #>> '{hi,name}' IS DISTINCT FROM NEW.translations #>> '{hi,name}' OR OLD.category_id IS DISTINCT FROM NEW.category_id OR lower(OLD.name) IS DISTINCT FROM lower(NEW.name))
  EXECUTE FUNCTION subcategories_taxonomy_hi();--> statement-breakpoint
CREATE TRIGGER subcategories_taxonomy_hi_delete AFTER DELETE ON subcategories
  FOR EACH ROW WHEN (OLD.translations #>> '{hi,name}' IS NOT NULL) EXECUTE FUNCTION subcategories_taxonomy_hi();--> statement-breakpoint
-- The words of the recomputed vectors (the Hindi names of brands and categories among them); a word written
-- with Devanagari digits is no product's word now.
INSERT INTO search_words (word)
SELECT DISTINCT w FROM products, unnest(tsvector_to_array(products.search_vector)) AS w
WHERE w ~ '^[^0-9/]{3,}$'
ON CONFLICT DO NOTHING;--> statement-breakpoint
DELETE FROM search_words WHERE word ~ '[०-९]';
