CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"sender_sub" text,
	"name" text,
	"email" text,
	"subject" text,
	"body" text DEFAULT '' NOT NULL,
	"details" jsonb,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_type_check" CHECK ("messages"."type" IN ('contact', 'help', 'live-chat', 'catering-quote', 'weekly-deals', 'newsletter', 'forum-report'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "messages_newsletter_email_unique" ON "messages" USING btree (lower("email")) WHERE "messages"."type" = 'newsletter';--> statement-breakpoint
CREATE INDEX "messages_created_idx" ON "messages" USING btree ("created_at");--> statement-breakpoint
-- A database seeded before the Inbox existed keeps its (possibly edited) console tiles: add the Inbox tile to them.
UPDATE "site_content" SET "value" = "value" || '[{"id":"inbox","name":"Inbox","description":"Messages from the contact, help, catering and other forms.","href":"/admin/inbox"}]'::jsonb WHERE "key" = 'admin-tiles' AND jsonb_typeof("value") = 'array' AND NOT "value" @> '[{"id":"inbox"}]'::jsonb;
