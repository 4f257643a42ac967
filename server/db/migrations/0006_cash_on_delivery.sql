DROP INDEX "orders_paid_at_idx";--> statement-breakpoint
DROP INDEX "orders_reservation_idx";--> statement-breakpoint
ALTER TABLE "site_settings" ALTER COLUMN "delivery_policy" SET DEFAULT '{"freeAbovePaise":49900,"standardFeePaise":4900,"localFeePaise":2900,"localPincodes":[],"expressFeePaise":{"city":9900,"state":14900,"india":19900},"days":{"standard":{"city":{"min":1,"max":2},"state":{"min":3,"max":5},"india":{"min":4,"max":7}},"express":{"city":{"min":1,"max":1},"state":{"min":1,"max":2},"india":{"min":2,"max":4}}},"fragileFeePaise":5000,"blockedStateCodes":[],"blockedPincodes":[],"blockedMessage":"Sorry, we do not deliver to this pincode yet. Please choose another address or contact us.","cod":{"enabled":true,"feePaise":2500,"maxOrderPaise":1000000,"zones":["city","state","india"],"maxOpen":2}}'::jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoiced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "password_reset_codes" ADD COLUMN "purpose" text DEFAULT 'reset' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cod_verified_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_invoiced_at_idx" ON "orders" USING btree ("invoiced_at") WHERE "orders"."invoice_number" is not null;--> statement-breakpoint
CREATE INDEX "orders_cod_open_idx" ON "orders" USING btree ("user_id") WHERE "orders"."payment_method" = 'cod' and "orders"."payment_status" = 'pending' and "orders"."order_status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "orders_paid_at_idx" ON "orders" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "orders_reservation_idx" ON "orders" USING btree ("reservation_expires_at") WHERE "orders"."stock_reserved" and "orders"."payment_status" = 'pending' and "orders"."payment_method" <> 'cod';--> statement-breakpoint
ALTER TABLE "password_reset_codes" ADD CONSTRAINT "password_reset_codes_purpose_ck" CHECK ("password_reset_codes"."purpose" in ('reset', 'cod'));--> statement-breakpoint
-- Invoices issued before this migration were issued when paid.
UPDATE "orders" SET "invoiced_at" = coalesce("paid_at", "order_date") WHERE "invoice_number" is not null;--> statement-breakpoint
-- Cash on delivery could not be turned on before checkout took cash; the policy (SPEC §9) accepts it.
UPDATE "site_settings" SET "delivery_policy" = jsonb_set("delivery_policy", '{cod,enabled}', 'true'::jsonb);