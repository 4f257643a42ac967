CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"price_when_saved_paise" integer NOT NULL,
	"notify_back_in_stock" boolean DEFAULT false NOT NULL,
	"notify_price_drop" boolean DEFAULT false NOT NULL,
	"last_told_price_paise" integer,
	"price_drop_mailed_at" timestamp with time zone,
	"back_in_stock_due_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "kind" text DEFAULT 'transactional' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wishlist_alerts" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_items_user_product_uq" ON "wishlist_items" USING btree ("user_id","product_id");--> statement-breakpoint
CREATE INDEX "wishlist_items_product_idx" ON "wishlist_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "wishlist_items_due_idx" ON "wishlist_items" USING btree ("back_in_stock_due_at") WHERE "wishlist_items"."back_in_stock_due_at" is not null;--> statement-breakpoint
CREATE INDEX "wishlist_items_price_watch_idx" ON "wishlist_items" USING btree ("product_id") WHERE "wishlist_items"."notify_price_drop";--> statement-breakpoint
-- Back in stock, noticed where it happens: whatever raises a product's stock from 0 (the product form, the
-- spreadsheet import, a cancelled or rejected order giving its units back, a return) marks the rows of the
-- buyers who asked, once per return to stock; the alert sweeper (server/modules/wishlist) mails them.
CREATE FUNCTION "wishlist_back_in_stock"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "wishlist_items" SET "back_in_stock_due_at" = now()
   WHERE "product_id" = NEW."id" AND "notify_back_in_stock" AND "back_in_stock_due_at" IS NULL;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_back_in_stock" AFTER UPDATE OF "total_stock" ON "products"
  FOR EACH ROW WHEN (OLD."total_stock" = 0 AND NEW."total_stock" > 0)
  EXECUTE FUNCTION "wishlist_back_in_stock"();
