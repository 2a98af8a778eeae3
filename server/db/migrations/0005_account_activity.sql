CREATE TABLE "account_activity" (
	"sub" text PRIMARY KEY NOT NULL,
	"last_seen_at" timestamp with time zone,
	"tokens_valid_after" timestamp with time zone
);
