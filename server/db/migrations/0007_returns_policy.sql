ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "returns_policy" jsonb DEFAULT '{"cancelWithinHours":2,"returnWithinDays":7,"restockingPercent":{"unopened":10,"opened":15,"damagedPackaging":20},"refundDays":{"min":7,"max":10}}'::jsonb NOT NULL;--> statement-breakpoint
-- Orders delivered before this migration: their last change was the delivery, as far as anyone knows.
UPDATE "orders" SET "delivered_at" = "order_update_date" WHERE "order_status" = 'delivered';