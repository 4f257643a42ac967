CREATE TABLE "credit_note_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"credit_note_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	"line_total_paise" integer NOT NULL,
	"charge_paise" integer DEFAULT 0 NOT NULL,
	"charge_taxable_paise" integer DEFAULT 0 NOT NULL,
	"charge_cgst_paise" integer DEFAULT 0 NOT NULL,
	"charge_sgst_paise" integer DEFAULT 0 NOT NULL,
	"charge_igst_paise" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "credit_note_lines_quantity_ck" CHECK ("credit_note_lines"."quantity" >= 0),
	CONSTRAINT "credit_note_lines_amounts_ck" CHECK ("credit_note_lines"."line_total_paise" = "credit_note_lines"."taxable_paise" + "credit_note_lines"."cgst_paise" + "credit_note_lines"."sgst_paise" + "credit_note_lines"."igst_paise" and "credit_note_lines"."charge_paise" = "credit_note_lines"."charge_taxable_paise" + "credit_note_lines"."charge_cgst_paise" + "credit_note_lines"."charge_sgst_paise" + "credit_note_lines"."charge_igst_paise" and "credit_note_lines"."line_total_paise" >= 0 and "credit_note_lines"."charge_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"owner_note" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_returns_status_ck" CHECK ("order_returns"."status" in ('requested', 'approved', 'received', 'refunded', 'rejected')),
	CONSTRAINT "order_returns_reason_ck" CHECK ("order_returns"."reason" in ('damaged', 'wrongItem', 'notNeeded', 'other'))
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"merchant_refund_id" text NOT NULL,
	"method" text NOT NULL,
	"reason" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"parts" jsonb NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"provider_refund_id" text,
	"utr" text,
	"failure_reason" text,
	"return_id" uuid,
	"credit_note_id" uuid,
	"retried_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_ck" CHECK ("refunds"."amount_paise" > 0),
	CONSTRAINT "refunds_state_ck" CHECK ("refunds"."state" in ('requested', 'pending', 'completed', 'failed')),
	CONSTRAINT "refunds_method_ck" CHECK ("refunds"."method" in ('provider', 'upi', 'bank'))
);
--> statement-breakpoint
CREATE TABLE "return_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"condition" text,
	"restock" boolean,
	"fee_percent" integer,
	"refund_paise" integer,
	CONSTRAINT "return_lines_quantity_ck" CHECK ("return_lines"."quantity" >= 1)
);
--> statement-breakpoint
ALTER TABLE "credit_notes" DROP CONSTRAINT "credit_notes_reason_ck";--> statement-breakpoint
DROP INDEX "credit_notes_order_uq";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_note_lines" ADD CONSTRAINT "credit_note_lines_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note_lines" ADD CONSTRAINT "credit_note_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_note_lines_note_idx" ON "credit_note_lines" USING btree ("credit_note_id");--> statement-breakpoint
CREATE INDEX "credit_note_lines_item_idx" ON "credit_note_lines" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "order_returns_status_idx" ON "order_returns" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "order_returns_order_idx" ON "order_returns" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_merchant_refund_id_uq" ON "refunds" USING btree ("merchant_refund_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_open_uq" ON "refunds" USING btree ("order_id") WHERE "refunds"."state" in ('requested', 'pending');--> statement-breakpoint
CREATE INDEX "return_lines_return_idx" ON "return_lines" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "return_lines_item_idx" ON "return_lines" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "credit_notes_order_idx" ON "credit_notes" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_reason_ck" CHECK ("credit_notes"."reason" in ('rejected', 'refunded', 'cancelled', 'returned'));--> statement-breakpoint
-- Credit notes issued before issue 29 reversed whole invoices: their lines are the order's lines.
INSERT INTO "credit_note_lines" ("credit_note_id", "order_item_id", "quantity", "taxable_paise", "cgst_paise", "sgst_paise", "igst_paise", "line_total_paise", "charge_paise", "charge_taxable_paise", "charge_cgst_paise", "charge_sgst_paise", "charge_igst_paise")
SELECT cn."id", oi."id", oi."quantity", oi."taxable_paise", oi."cgst_paise", oi."sgst_paise", oi."igst_paise", oi."line_total_paise", oi."charge_paise", oi."charge_taxable_paise", oi."charge_cgst_paise", oi."charge_sgst_paise", oi."charge_igst_paise"
FROM "credit_notes" cn JOIN "order_items" oi ON oi."order_id" = cn."order_id";
