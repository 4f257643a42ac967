-- The language of a buyer's mails (issue 50, decision 037): English for every existing account, Hindi for one
-- registered on a Hindi page or switched in the account.
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_ck" CHECK ("users"."language" in ('en', 'hi'));