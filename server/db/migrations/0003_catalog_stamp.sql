-- The catalog stamp: a number that moves whenever anything a shop page shows changes (products and their
-- stock, categories, subcategories, slider images, site settings, reviews). Page and catalog caches keep
-- the stamp they were filled under and are stale once it moves, so every instance agrees without talking
-- to the others. A sequence, not a row: nextval() takes no lock, so concurrent checkouts (which change
-- stock) never queue behind each other; a rolled-back change only costs a needless cache refill.
CREATE SEQUENCE IF NOT EXISTS catalog_stamp;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_catalog_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('catalog_stamp');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_bump_catalog_stamp AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_stamp();
--> statement-breakpoint
CREATE TRIGGER categories_bump_catalog_stamp AFTER INSERT OR UPDATE OR DELETE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_stamp();
--> statement-breakpoint
CREATE TRIGGER subcategories_bump_catalog_stamp AFTER INSERT OR UPDATE OR DELETE ON subcategories
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_stamp();
--> statement-breakpoint
CREATE TRIGGER feature_images_bump_catalog_stamp AFTER INSERT OR UPDATE OR DELETE ON feature_images
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_stamp();
--> statement-breakpoint
CREATE TRIGGER site_settings_bump_catalog_stamp AFTER INSERT OR UPDATE OR DELETE ON site_settings
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_stamp();
--> statement-breakpoint
CREATE TRIGGER reviews_bump_catalog_stamp AFTER INSERT OR UPDATE OR DELETE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_stamp();
