ALTER TABLE "categories" ADD COLUMN "fragile" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "charge_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "charge_taxable_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "charge_cgst_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "charge_sgst_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "charge_igst_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_method" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_zone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fragile_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_from" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_to" date;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fragile" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "delivery_policy" jsonb DEFAULT '{"freeAbovePaise":49900,"standardFeePaise":4900,"localFeePaise":2900,"localPincodes":[],"expressFeePaise":{"city":9900,"state":14900,"india":19900},"days":{"standard":{"city":{"min":1,"max":2},"state":{"min":3,"max":5},"india":{"min":4,"max":7}},"express":{"city":{"min":1,"max":1},"state":{"min":1,"max":2},"india":{"min":2,"max":4}}},"fragileFeePaise":5000,"blockedStateCodes":[],"blockedPincodes":[],"blockedMessage":"Sorry, we do not deliver to this pincode yet. Please choose another address or contact us.","cod":{"enabled":false,"feePaise":2500,"maxOrderPaise":1000000,"zones":["city","state","india"],"maxOpen":2}}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_charges_ck" CHECK ("orders"."delivery_fee_paise" >= 0 and "orders"."cod_fee_paise" >= 0 and "orders"."fragile_fee_paise" >= 0);