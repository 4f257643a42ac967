CREATE TABLE "gift_card_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"card_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"balance_after_paise" integer NOT NULL,
	"order_id" uuid,
	"order_number" text,
	"refund_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_entries_kind_ck" CHECK ("gift_card_entries"."kind" in ('issued', 'spent', 'givenBack', 'refundCredit', 'expired', 'adjusted')),
	CONSTRAINT "gift_card_entries_amount_ck" CHECK ("gift_card_entries"."amount_paise" <> 0 and "gift_card_entries"."balance_after_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_hash" text NOT NULL,
	"last4" text NOT NULL,
	"source" text NOT NULL,
	"initial_paise" integer NOT NULL,
	"balance_paise" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"recipient_name" text DEFAULT '' NOT NULL,
	"recipient_email" text,
	"message" text DEFAULT '' NOT NULL,
	"user_id" uuid,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_balance_ck" CHECK ("gift_cards"."balance_paise" >= 0),
	CONSTRAINT "gift_cards_initial_ck" CHECK ("gift_cards"."initial_paise" > 0),
	CONSTRAINT "gift_cards_source_ck" CHECK ("gift_cards"."source" in ('issued', 'storeCredit')),
	CONSTRAINT "gift_cards_last4_ck" CHECK (length("gift_cards"."last4") = 4)
);
--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_method_ck";--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "store_credit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_card_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_card_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_card_returned_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "gift_card_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "gift_card_id" uuid;--> statement-breakpoint
ALTER TABLE "gift_card_entries" ADD CONSTRAINT "gift_card_entries_card_id_gift_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_entries" ADD CONSTRAINT "gift_card_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_entries" ADD CONSTRAINT "gift_card_entries_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_card_entries_card_idx" ON "gift_card_entries" USING btree ("card_id","created_at");--> statement-breakpoint
CREATE INDEX "gift_card_entries_order_idx" ON "gift_card_entries" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_code_hash_uq" ON "gift_cards" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "gift_cards_recipient_email_idx" ON "gift_cards" USING btree ("recipient_email");--> statement-breakpoint
CREATE INDEX "gift_cards_user_idx" ON "gift_cards" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "gift_cards_created_idx" ON "gift_cards" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gift_card_ck" CHECK ("orders"."gift_card_paise" >= 0 and "orders"."gift_card_paise" <= "orders"."total_amount_paise" and "orders"."gift_card_returned_paise" >= 0 and "orders"."gift_card_returned_paise" <= "orders"."gift_card_paise");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_gift_card_ck" CHECK ("refunds"."gift_card_paise" >= 0 and "refunds"."gift_card_paise" <= "refunds"."amount_paise");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_method_ck" CHECK ("refunds"."method" in ('provider', 'upi', 'bank', 'outside', 'storeCredit'));