CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10001 CACHE 1;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_number" text;--> statement-breakpoint
-- Orders placed before numbers existed are numbered in the order they were placed (HEP-10001 the oldest); new orders take the numbers after them.
UPDATE "orders" SET "order_number" = 'HEP-' || (10000 + "numbered"."n") FROM (SELECT "id", row_number() OVER (ORDER BY "order_date", "id") AS "n" FROM "orders") AS "numbered" WHERE "orders"."id" = "numbered"."id";--> statement-breakpoint
SELECT setval('order_number_seq', 10001 + (SELECT count(*) FROM "orders"), false);--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "order_number" SET DEFAULT ('HEP-' || nextval('order_number_seq'));--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "order_number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(order_number || ' ' || contact_name || ' ' || contact_email) || ' ' || regexp_replace(coalesce(address_info ->> 'phone', ''), '[^0-9]', '', 'g') || ' ' || id::text) STORED NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_number_uq" ON "orders" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin ("search_text" gin_trgm_ops);
