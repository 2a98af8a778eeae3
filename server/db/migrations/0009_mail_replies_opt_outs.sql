CREATE TABLE "email_opt_outs" (
	"email" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "replied_by" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "reply_subject" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "reply_body" text;