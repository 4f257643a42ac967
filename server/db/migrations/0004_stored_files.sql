-- Uploaded images kept in the database (STORAGE=database, the default on PostgreSQL; decision 015), so that
-- every instance on one database serves every image at /uploads/<key>. Keys are never reused: a row is
-- written once and read by key only, hence no index besides the primary key.
CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
