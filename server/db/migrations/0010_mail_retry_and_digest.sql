CREATE TABLE "daily_mails" (
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"outbox_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_mails_kind_day_pk" PRIMARY KEY("kind","day")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "low_stock_digest" jsonb DEFAULT '{"enabled":true,"hour":9,"below":10}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "mail_outbox_retry_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."status" = 'failed' and "mail_outbox"."next_attempt_at" is not null;--> statement-breakpoint
-- Mails delivered or refused before retries existed were tried once; old failures are not retried (next_attempt_at stays null).
UPDATE "mail_outbox" SET "attempts" = 1 WHERE "status" <> 'logged';